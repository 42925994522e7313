/**
 * Follows (issue 42): one row per reader and followed writer or consultant, so a reader follows
 * once (the primary key refuses a second row whatever the timing). The console's counts
 * (`members.follower_count`, a reader's `follower_count` shown as "Following") change in the same
 * transaction as the row, by one, only when a row was really added or removed.
 */
import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { at } from '../core/db/columns.ts';
import { readers } from '../core/db/accountTables.ts';
import { members } from '../admin/adminTables.ts';

export const follows = pgTable(
  'follows',
  {
    readerId: uuid('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.readerId, t.memberId] }),
    // A writer's followers (the notifications of a new story read them).
    index('follows_member_idx').on(t.memberId),
    // Whom a reader follows, newest first.
    index('follows_reader_idx').on(t.readerId, t.createdAt),
  ],
);

export type Follow = typeof follows.$inferSelect;
