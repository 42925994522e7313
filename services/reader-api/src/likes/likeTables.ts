/**
 * Likes (issue 42): one row per reader and liked item, so a reader likes an item once (the
 * primary key refuses a second row whatever the timing) and a count is the number of rows (no
 * counter to drift under parallel taps). Re-exported by ../db/schema.ts.
 */
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';
import { readers } from '../db/schema.ts';

export const likes = pgTable(
  'likes',
  {
    readerId: uuid('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    /** A LikeTarget: 'story', 'answer' or 'comment'. */
    target: text('target').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.readerId, t.target, t.targetId] }),
    // Counting an item's likes reads this index only.
    index('likes_target_idx').on(t.target, t.targetId),
    // A person's own actions in the console's "Recent activities", newest first.
    index('likes_reader_idx').on(t.readerId, t.createdAt),
  ],
);

export const likeSchema = { likes };
export type Like = typeof likes.$inferSelect;
