/**
 * Release health and CSP reports.
 * Every timestamp is written by the application from its injected clock (never `now()` in SQL).
 * drizzle.config.ts reads every *Tables.ts file: `pnpm db:generate` writes the migrations.
 */
import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Release health, rolled up per remote release and hour as reports arrive: loads, load
 * failures, runtime errors, the distinct clients that reported, and a histogram of successful
 * load times (counts per `LOAD_TIME_BUCKETS_MS` upper bound) from which any window's p75 is
 * read. Kept `HEALTH_RETENTION_DAYS`; a summary never scans raw reports.
 */
export const releaseHealth = pgTable(
  'release_health',
  {
    remote: text('remote').notNull(),
    /** The release id, "local" for an unreleased build, "override" for a staging swap. */
    version: text('version').notNull(),
    hour: timestamp('hour', { withTimezone: true, mode: 'date' }).notNull(),
    loads: integer('loads').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    runtimeErrors: integer('runtime_errors').notNull().default(0),
    clients: integer('clients').notNull().default(0),
    loadTimeBuckets: integer('load_time_buckets').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.hour] }),
    index('release_health_hour_idx').on(t.hour),
  ],
);

/**
 * What each client (an HMAC of its address, keyed per hour: no address is stored) has counted
 * towards a release-hour, so one client's share stays capped however much it sends. Only the
 * current and the previous hour are kept.
 */
export const releaseHealthClients = pgTable(
  'release_health_clients',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    hour: timestamp('hour', { withTimezone: true, mode: 'date' }).notNull(),
    client: text('client').notNull(),
    loads: integer('loads').notNull().default(0),
    runtimeErrors: integer('runtime_errors').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.hour, t.client] }),
    index('release_health_clients_hour_idx').on(t.hour),
  ],
);

/**
 * Runtime errors per release, hour, route pattern (e.g. `/stories/:slug`, never a real URL)
 * and kind (render, error, rejection): where a release breaks, without any personal data.
 */
export const releaseErrors = pgTable(
  'release_errors',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    hour: timestamp('hour', { withTimezone: true, mode: 'date' }).notNull(),
    route: text('route').notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.hour, t.route, t.kind] }),
    index('release_errors_hour_idx').on(t.hour),
  ],
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
