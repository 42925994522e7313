/**
 * Saved stories (issue 42): one row per reader and story, so a story is saved once whatever
 * the timing. A story taken down stays saved but is not listed while readers cannot see it.
 */
import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { at } from '../core/db/columns.ts';
import { readers } from '../core/db/accountTables.ts';
import { stories } from '../content/contentTables.ts';

export const savedStories = pgTable(
  'saved_stories',
  {
    readerId: uuid('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    savedAt: at('saved_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.readerId, t.storyId] }),
    // A reader's list, newest saved first.
    index('saved_stories_reader_idx').on(t.readerId, t.savedAt),
  ],
);
