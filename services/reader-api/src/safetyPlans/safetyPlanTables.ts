/**
 * A reader's safety plan (issue 45), sealed in their browser: one row per reader holding only
 * the ciphertext and what decryption needs besides the passphrase (IV, salt, iterations). The
 * server cannot read the plan. drizzle.config.ts reads every *Tables.ts.
 */
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../core/db/columns.ts';
import { readers } from '../core/db/accountTables.ts';

export const safetyPlans = pgTable('safety_plans', {
  readerId: uuid('reader_id')
    .primaryKey()
    .references(() => readers.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  ciphertext: text('ciphertext').notNull(),
  iv: text('iv').notNull(),
  salt: text('salt').notNull(),
  iterations: integer('iterations').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export type SafetyPlanRow = typeof safetyPlans.$inferSelect;
