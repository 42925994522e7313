/**
 * Account deletion requests.
 * Every timestamp is written by the application from its injected clock (never `now()` in SQL).
 * drizzle.config.ts reads every *Tables.ts file: `pnpm db:generate` writes the migrations.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from '../core/db/columns.ts';

export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: uuid('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
    /** Set when the owner confirms: confirmation + 7 days (SPEC section 9). */
    dueBy: at('due_by'),
    completedAt: at('completed_at'),
    /** SHA-256 of the token in the confirmation link e-mailed to the address. */
    confirmTokenHash: text('confirm_token_hash'),
    /** An unconfirmed request lapses at this instant. */
    confirmExpiresAt: at('confirm_expires_at'),
    confirmedAt: at('confirmed_at'),
    /** SHA-256 of the token in the cancel link sent once the request is confirmed. */
    cancelTokenHash: text('cancel_token_hash'),
    cancelledAt: at('cancelled_at'),
    /** The language of the request's page (issue 26): its e-mails are written in it. */
    locale: text('locale').notNull().default('en'),
  },
  (t) => [
    index('account_deletion_requests_due_idx')
      .on(t.dueBy)
      .where(sql`completed_at IS NULL`),
    uniqueIndex('account_deletion_requests_confirm_token_key').on(t.confirmTokenHash),
    uniqueIndex('account_deletion_requests_cancel_token_key').on(t.cancelTokenHash),
  ],
);
