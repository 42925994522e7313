/**
 * Server-generated secrets.
 * Every timestamp is written by the application from its injected clock (never `now()` in SQL).
 * drizzle.config.ts reads every *Tables.ts file: `pnpm db:generate` writes the migrations.
 */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';

/** Server-generated secrets (e.g. the OTP HMAC key when OTP_SECRET is not configured). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull(),
});
