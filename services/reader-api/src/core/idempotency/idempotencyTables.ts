/**
 * Idempotency keys of the public forms.
 * Every timestamp is written by the application from its injected clock (never `now()` in SQL).
 * drizzle.config.ts reads every *Tables.ts file: `pnpm db:generate` writes the migrations.
 */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The route template, e.g. `/api/v1/newsletter`: a key is only reused within one route. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** HMAC-SHA256 of method, URL and canonical JSON body: the same key with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    claimedAt: at('claimed_at').notNull(),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    completedAt: at('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.route, t.key] })],
);
