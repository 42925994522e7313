/**
 * Idempotency keys of the public forms (`Idempotency-Key` header): one row per key and route,
 * claimed before the request runs and holding its answer afterwards, so a retried or parallel
 * request with the same key gets the first answer instead of storing or e-mailing again.
 * No personal data: the request is kept only as an HMAC fingerprint. Kept 24 hours.
 * Re-exported by ../db/schema.ts so one set of migrations covers it.
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

export const idempotencySchema = { idempotencyKeys };
