/**
 * Leases of the scheduled jobs (one runner at a time across instances).
 * Every timestamp is written by the application from its injected clock (never `now()` in SQL).
 * drizzle.config.ts reads every *Tables.ts file: `pnpm db:generate` writes the migrations.
 */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';

/** Named leases for scheduled jobs (one instance runs a job at a time). */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  owner: text('owner').notNull(),
  expiresAt: at('expires_at').notNull(),
});
