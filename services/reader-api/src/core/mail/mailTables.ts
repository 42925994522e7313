/**
 * The mail outbox.
 * Every timestamp is written by the application from its injected clock (never `now()` in SQL).
 * drizzle.config.ts reads every *Tables.ts file: `pnpm db:generate` writes the migrations.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';

/**
 * The mail outbox: every e-mail is inserted here in the same transaction as the change that
 * causes it, then delivered by the outbox worker (src/core/mail/outbox.ts) with retries. A worker
 * claims a row by setting a lease (owner + expiry), so several instances never send one row
 * twice, and a crashed instance's rows come back once its lease runs out. The content (which
 * may hold a verification code) is erased once the message is delivered.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The Message-ID header, fixed at enqueue time so a redelivery can be recognised. */
    messageId: text('message_id').notNull(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers, e.g. List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: at('created_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: at('lease_expires_at'),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    /**
     * Given up (dead letter): the server refused it permanently (5xx) or it failed MAIL_MAX_ATTEMPTS
     * times. Never retried; `last_error` says why.
     */
    deadAt: at('dead_at'),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at IS NULL`),
  ],
);
