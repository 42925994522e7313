/**
 * The counters of the shared limits: sign-in throttle and form mails per address.
 * Every timestamp is written by the application from its injected clock (never `now()` in SQL).
 * drizzle.config.ts reads every *Tables.ts file: `pnpm db:generate` writes the migrations.
 */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';

/**
 * Sign-in attempt counters, per address (`scope = 'email'`) and per client IP (`'ip'`). Each
 * attempt is reserved here atomically (one upsert, row-locked) BEFORE the password is
 * verified, so parallel requests on any number of instances cannot exceed the limit.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    windowStart: at('window_start').notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subject] })],
);

/**
 * Sliding one-hour quotas for e-mails the public forms trigger, per recipient address and per
 * client IP (`key` = `to:<address>` or `ip:<address>`): the instants of the recent sends.
 * Reserved with one row-locked upsert, so parallel requests on any instance cannot exceed them.
 */
export const formMailQuotas = pgTable('form_mail_quotas', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).array().notNull(),
});
