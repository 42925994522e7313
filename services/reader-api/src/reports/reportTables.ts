/**
 * Reports of a story, answer or comment (issue 42): one per reader and item (the unique index
 * makes a repeat answer the report already made), decided by a moderator (hidden, removed or
 * dismissed) with who decided and when: the time from report to decision is
 * `decided_at - created_at`. drizzle.config.ts reads every *Tables.ts.
 */
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from '../core/db/columns.ts';
import { admins, readers } from '../core/db/accountTables.ts';

export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** A ReportTarget: 'story', 'answer' or 'comment'. */
    target: text('target').notNull(),
    targetId: integer('target_id').notNull(),
    readerId: uuid('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    /** A ReportReason. */
    reason: text('reason').notNull(),
    details: text('details'),
    /** Self-harm or suicide: first in the queue, the crisis routes shown to the moderator. */
    urgent: boolean('urgent').notNull(),
    /** A ReportStatus: open → hidden | removed | dismissed. */
    status: text('status').notNull(),
    decidedBy: uuid('decided_by').references(() => admins.id),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('reports_reader_item_idx').on(t.readerId, t.target, t.targetId),
    index('reports_queue_idx').on(t.status, t.urgent, t.createdAt),
    index('reports_item_idx').on(t.target, t.targetId),
  ],
);

export type Report = typeof reports.$inferSelect;
