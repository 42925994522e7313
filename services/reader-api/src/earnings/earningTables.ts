/**
 * Writers' earnings (issue 43): qualified reads of published stories and the rate per read.
 * A read is one signed-in reader on one story on one Lagos day: the unique key below makes a
 * second report of the same day a no-op whatever the timing. Each read keeps the rate in force
 * when it was counted, so a new rate never rewrites a past month. Money is in kobo (integers).
 * drizzle.config.ts reads every *Tables.ts.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from '../core/db/columns.ts';
import { admins, readers } from '../core/db/accountTables.ts';
import { members } from '../admin/adminTables.ts';
import { stories } from '../content/contentTables.ts';

export const storyReads = pgTable(
  'story_reads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Null once the reader's account is erased: the writer's statement keeps the read. */
    readerId: uuid('reader_id').references(() => readers.id, { onDelete: 'set null' }),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** The story's writer when it was read (what the statement sums by). */
    writerId: integer('writer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The reader's day in Lagos (WAT, UTC+1 all year). */
    day: date('day', { mode: 'string' }).notNull(),
    /** The rate in force when the read was counted. */
    kobo: integer('kobo').notNull(),
    readAt: at('read_at').notNull(),
  },
  (t) => [
    uniqueIndex('story_reads_once_a_day_key').on(t.readerId, t.storyId, t.day),
    index('story_reads_writer_idx').on(t.writerId, t.readAt),
    check('story_reads_kobo_not_negative', sql`kobo >= 0`),
  ],
);

/** The rate per qualified read, as set in the console: the newest row is in force. */
export const earningRates = pgTable(
  'earning_rates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    koboPerRead: integer('kobo_per_read').notNull(),
    setBy: uuid('set_by').references(() => admins.id, { onDelete: 'set null' }),
    setAt: at('set_at').notNull(),
  },
  (t) => [
    index('earning_rates_set_at_idx').on(t.setAt),
    check('earning_rates_kobo_not_negative', sql`kobo_per_read >= 0`),
  ],
);

export type StoryRead = typeof storyReads.$inferSelect;
