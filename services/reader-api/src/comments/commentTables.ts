/**
 * Comments on stories and answers (issue 42), pre-moderated as questions are: only the redacted
 * text can be published, and the database refuses a published comment without the moderator
 * who approved it (the CHECK below), so no code path can publish around the queue.
 * drizzle.config.ts reads every *Tables.ts.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { at } from '../core/db/columns.ts';
import { admins } from '../core/db/accountTables.ts';
import { readers } from '../core/db/accountTables.ts';
import { members } from '../admin/adminTables.ts';

export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** A CommentTarget: 'story' or 'answer'. */
    target: text('target').notNull(),
    targetId: integer('target_id').notNull(),
    /** The reader who wrote it; null for a writer's or consultant's reply (memberId). */
    readerId: uuid('reader_id').references(() => readers.id, { onDelete: 'cascade' }),
    /** The writer or consultant replying from the studio (issue 43); null for a reader's comment. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** The comment a reply answers (a reader's comment on the replying member's own work). */
    replyTo: integer('reply_to').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    anonymous: boolean('anonymous').notNull(),
    /** The first name shown; null when anonymous. */
    authorName: text('author_name'),
    /** What the reader typed: the moderator sees it, readers never do. */
    originalText: text('original_text').notNull(),
    /** What may be published: phone numbers, e-mail addresses and schools taken out. */
    publicText: text('public_text').notNull(),
    urgent: boolean('urgent').notNull().default(false),
    flags: jsonb('flags').$type<string[]>().notNull().default([]),
    status: text('status').notNull(),
    rejectionReason: text('rejection_reason'),
    approvedBy: uuid('approved_by').references(() => admins.id),
    decidedAt: at('decided_at'),
    publishedAt: at('published_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('comments_target_published_idx')
      .on(t.target, t.targetId, t.publishedAt)
      .where(sql`status = 'published'`),
    index('comments_queue_idx').on(t.status, t.urgent, t.createdAt),
    index('comments_reader_idx').on(t.readerId, t.createdAt),
    check('comments_one_author', sql`(reader_id IS NULL) <> (member_id IS NULL)`),
    index('comments_reply_to_idx').on(t.replyTo),
    check(
      'comments_published_by_moderator',
      sql`status <> 'published' OR (approved_by IS NOT NULL AND published_at IS NOT NULL)`,
    ),
  ],
);

export type Comment = typeof comments.$inferSelect;
