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
 * The distinct clients that reported on a release over the summary window (issue 40): one row
 * per client and release, its pseudonym an HMAC of the client's address (its /64 for IPv6)
 * keyed per release, so it is unlinkable across releases and no address is stored. One address
 * reporting for five hours is one client, not five client-hours. Rows not seen within the
 * summary window go.
 */
export const releaseHealthWindowClients = pgTable(
  'release_health_window_clients',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    client: text('client').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.client] }),
    index('release_health_window_clients_last_seen_idx').on(t.lastSeenAt),
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

/**
 * New distinct CSP violations each client (an HMAC of its address, its /64 for IPv6) added per
 * day (issue 40, L3): past CSP_NEW_VIOLATIONS_PER_CLIENT_PER_DAY its reports only count known
 * ones, so one address cannot fill the table. Kept for the current and the previous day.
 */
export const cspReportClients = pgTable(
  'csp_report_clients',
  {
    client: text('client').notNull(),
    day: timestamp('day', { withTimezone: true, mode: 'date' }).notNull(),
    newViolations: integer('new_violations').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.client, t.day] }),
    index('csp_report_clients_day_idx').on(t.day),
  ],
);
