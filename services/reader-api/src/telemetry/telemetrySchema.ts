/**
 * Remote-load telemetry: one row per remote load reported by a browser (remote, release
 * version, phase, outcome, duration). No personal data: no user, no IP, no URL.
 * CSP violation reports: one row per distinct (page path, directive, blocked source), counted;
 * paths and sources without query or fragment, no user, no IP.
 * Re-exported by ../db/schema.ts so one set of migrations covers it.
 */
import {
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const remoteLoads = pgTable(
  'remote_loads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    remote: text('remote').notNull(),
    /** The release id, or "local" for a build that was not released. */
    version: text('version').notNull(),
    /** Where it ended: "loaded", or the federation lifecycle that failed. */
    phase: text('phase').notNull(),
    ok: integer('ok').notNull(),
    durationMs: integer('duration_ms').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('remote_loads_version_idx').on(t.remote, t.version, t.receivedAt)],
);

export const cspReports = pgTable(
  'csp_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The page's origin and path (no query, no fragment). */
    documentUri: text('document_uri').notNull(),
    /** The violated directive, e.g. script-src-elem. */
    directive: text('directive').notNull(),
    /** What was blocked: an origin and path, or a keyword such as inline, eval, data. */
    blockedUri: text('blocked_uri').notNull(),
    /** enforce or report. */
    disposition: text('disposition').notNull(),
    count: integer('count').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('csp_reports_violation_key').on(t.documentUri, t.directive, t.blockedUri),
    index('csp_reports_last_seen_idx').on(t.lastSeenAt),
  ],
);

export const telemetrySchema = { remoteLoads, cspReports };
