/**
 * Newsletter and app-update subscriptions.
 * Every timestamp is written by the application from its injected clock (never `now()` in SQL).
 * drizzle.config.ts reads every *Tables.ts file: `pnpm db:generate` writes the migrations.
 */
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from '../core/db/columns.ts';

/**
 * Double opt-in e-mail lists: `newsletter` and `app-updates` (the "tell me when the app is
 * out" notice). A row counts as subscribed only once confirmed and not unsubscribed.
 */
export const emailSubscriptions = pgTable(
  'email_subscriptions',
  {
    id: uuid('id').primaryKey(),
    list: text('list').notNull(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    createdAt: at('created_at').notNull(),
    /** SHA-256 of the token in the newest confirmation link. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: at('confirm_expires_at'),
    confirmedAt: at('confirmed_at'),
    unsubscribedAt: at('unsubscribed_at'),
    /** The language of the subscribing page (issue 26): the list's e-mails are written in it. */
    locale: text('locale').notNull().default('en'),
  },
  (t) => [
    uniqueIndex('email_subscriptions_list_email_key').on(t.list, t.email),
    uniqueIndex('email_subscriptions_confirm_token_key').on(t.confirmTokenHash),
  ],
);
