/**
 * Stories, questions and answers.
 * Every timestamp is written by the application from its injected clock (never `now()` in SQL).
 * drizzle.config.ts reads every *Tables.ts file: `pnpm db:generate` writes the migrations.
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from '../core/db/columns.ts';
import { readers, admins } from '../core/db/accountTables.ts';
import { members } from '../admin/adminTables.ts';

const publishedNeedsDecision = (table: string) =>
  check(
    `${table}_published_by_moderator`,
    // Development samples (`sample`, seeded only outside production) are the one exception.
    sql.raw(
      `status <> 'published' OR ((approved_by IS NOT NULL OR sample) AND published_at IS NOT NULL)`,
    ),
  );

export const stories = pgTable(
  'stories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    writerId: integer('writer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    genre: text('genre').notNull(),
    contentWarnings: jsonb('content_warnings').$type<string[]>().notNull().default([]),
    premium: boolean('premium').notNull().default(false),
    /** draft → in_review → published | rejected (rejectionReason). */
    status: text('status').notNull(),
    rejectionReason: text('rejection_reason'),
    approvedBy: uuid('approved_by').references(() => admins.id),
    decidedAt: at('decided_at'),
    publishedAt: at('published_at'),
    /** Development sample content (seeded by `pnpm start` on an empty database). */
    sample: boolean('sample').notNull().default(false),
    /**
     * Issue 43: 'console' (typed by an admin for the writer) or 'studio' (the writer's own).
     * A studio story's body is Markdown; a console story's is plain paragraphs (`format`).
     */
    source: text('source').notNull().default('console'),
    format: text('format').notNull().default('plain'),
    /** Each save by the writer adds one: a save based on an older revision is refused (409). */
    revision: integer('revision').notNull().default(1),
    /** The version a moderator rejected, kept so the queue can show the revision's diff. */
    rejectedTitle: text('rejected_title'),
    rejectedBody: text('rejected_body'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('stories_slug_key').on(t.slug),
    // A writer's own stories in the studio, newest change first.
    index('stories_writer_updated_idx').on(t.writerId, t.updatedAt.desc()),
    // The public reads at 100,000 stories: newest first, by genre, by writer (keyset pages).
    // NULLS FIRST is what a plain `ORDER BY … DESC` means: any other order and PostgreSQL
    // sorts the whole table instead of reading the index (108 ms instead of 1 ms at 100,000).
    index('stories_published_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    index('stories_genre_published_idx')
      .on(t.genre, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    index('stories_writer_published_idx')
      .on(t.writerId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    // The moderation queue: what waits, oldest first.
    index('stories_queue_idx').on(t.status, t.updatedAt),
    publishedNeedsDecision('stories'),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** What the reader typed: the moderator sees it, readers never do. */
    originalText: text('original_text').notNull(),
    /** What may be published: phone numbers, e-mail addresses and schools taken out. */
    publicText: text('public_text').notNull(),
    anonymous: boolean('anonymous').notNull(),
    /** The asker, when signed in (also when anonymous: they see their own questions). */
    readerId: uuid('reader_id').references(() => readers.id, { onDelete: 'cascade' }),
    /** The first name shown on an open question; null when anonymous. */
    askerName: text('asker_name'),
    /** Crisis language was found: first in the queue. */
    urgent: boolean('urgent').notNull().default(false),
    /** The genre a moderator filed it under (issue 43): the studio shows it to that genre's contributors. */
    genre: text('genre'),
    /** SHA-256 of a signed-out asker's private-link key (the key itself is never stored). */
    privateKeyHash: text('private_key_hash'),
    /** What was taken out for the moderator to check: 'phone', 'email', 'school'. */
    flags: jsonb('flags').$type<string[]>().notNull().default([]),
    status: text('status').notNull(),
    rejectionReason: text('rejection_reason'),
    approvedBy: uuid('approved_by').references(() => admins.id),
    decidedAt: at('decided_at'),
    publishedAt: at('published_at'),
    sample: boolean('sample').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('questions_published_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    index('questions_queue_idx').on(t.status, t.urgent, t.createdAt),
    index('questions_reader_idx').on(t.readerId, t.createdAt),
    uniqueIndex('questions_private_key_idx')
      .on(t.privateKeyHash)
      .where(sql`${t.privateKeyHash} is not null`),
    publishedNeedsDecision('questions'),
  ],
);

export const answers = pgTable(
  'answers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** The writer or consultant who answers. */
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    status: text('status').notNull(),
    rejectionReason: text('rejection_reason'),
    approvedBy: uuid('approved_by').references(() => admins.id),
    decidedAt: at('decided_at'),
    publishedAt: at('published_at'),
    sample: boolean('sample').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('answers_question_idx').on(t.questionId, t.createdAt),
    index('answers_queue_idx').on(t.status, t.createdAt),
    publishedNeedsDecision('answers'),
  ],
);

export type Story = typeof stories.$inferSelect;

export type Question = typeof questions.$inferSelect;

export type Answer = typeof answers.$inferSelect;
