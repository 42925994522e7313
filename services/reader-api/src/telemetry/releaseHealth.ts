/**
 * Release health a robot can trust: browsers' reports of remote loads and runtime errors,
 * counted per remote release and hour as they arrive, with each client's share capped so that
 * one client (forged or broken) can neither sink nor float a release. A "client" is an HMAC of
 * the reporting address keyed per hour: no address is stored, and readers behind one carrier
 * NAT count as one client, which can only make a verdict more cautious.
 */
import { createHmac } from 'node:crypto';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../core/db/database.ts';
import {
  CLIENT_CAP_PER_RELEASE_HOUR,
  MIN_CLIENTS_FOR_VERDICT,
} from '../core/releaseHealthDefaults.ts';
import {
  releaseErrors,
  releaseHealth,
  releaseHealthClients,
  releaseHealthWindowClients,
} from './telemetryTables.ts';

/** Upper bounds of the load-time histogram (ms); one more bucket holds everything slower. */
export const LOAD_TIME_BUCKETS_MS = [
  100, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 5000, 8000, 13000, 20000,
] as const;
/** Releases one client may report on in one hour (bounds the rows a forger can create). */
export const CLIENT_RELEASES_PER_HOUR = 12;

/**
 * The two knobs of trust, configurable for a deployment's own scale (and for a test where every
 * browser comes from one address): RELEASE_HEALTH_CLIENT_CAP and RELEASE_HEALTH_MIN_CLIENTS.
 */
export interface HealthTrust {
  clientCap: number;
  minClients: number;
}
export const DEFAULT_HEALTH_TRUST: HealthTrust = {
  clientCap: CLIENT_CAP_PER_RELEASE_HOUR,
  minClients: MIN_CLIENTS_FOR_VERDICT,
};
/** Hourly roll-ups are kept this long; per-client counts only for the current and last hour. */
export const HEALTH_RETENTION_DAYS = 90;

export {
  CLIENT_CAP_PER_RELEASE_HOUR,
  MIN_CLIENTS_FOR_VERDICT,
  TELEMETRY_MAX_PER_MINUTE,
} from '../core/releaseHealthDefaults.ts';

const HOUR_MS = 3_600_000;
/** The window the summary covers (and distinct clients are counted over). */
export const SUMMARY_WINDOW_MS = 7 * 24 * HOUR_MS;
const SLOWER_THAN_ALL_BUCKETS = Math.max(...LOAD_TIME_BUCKETS_MS) + 1;

export interface LoadReport {
  remote: string;
  version: string;
  ok: boolean;
  durationMs: number;
}
export interface ErrorReport {
  remote: string;
  version: string;
  /** A route pattern of the remote's route table, e.g. `/stories/:slug`. */
  route: string;
  kind: 'render' | 'error' | 'rejection';
}

export const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/** The client's pseudonym for this hour: unlinkable across hours, no address kept. */
export function clientKey(secret: string, address: string, hour: Date): string {
  return createHmac('sha256', secret)
    .update(`${hour.toISOString()}|${address}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * The client's pseudonym for one release over the summary window: stable across hours, so one
 * address is one client however long it reports, unlinkable across releases.
 */
export function releaseClientKey(
  secret: string,
  address: string,
  remote: string,
  version: string,
): string {
  return createHmac('sha256', secret)
    .update(`release|${remote}@${version}|${address}`)
    .digest('base64url')
    .slice(0, 22);
}

const bucketOf = (durationMs: number) => {
  const index = LOAD_TIME_BUCKETS_MS.findIndex((bound) => durationMs <= bound);
  return index === -1 ? LOAD_TIME_BUCKETS_MS.length : index;
};

/**
 * The p75 of a histogram: the upper bound of the bucket holding the 75th percentile (one past
 * the last bound when it lies in the overflow bucket).
 */
export function p75FromBuckets(buckets: readonly number[]): number | null {
  const total = buckets.reduce((sum, n) => sum + n, 0);
  if (!total) return null;
  let seen = 0;
  for (const [index, n] of buckets.entries()) {
    seen += n;
    if (seen >= 0.75 * total) return LOAD_TIME_BUCKETS_MS[index] ?? SLOWER_THAN_ALL_BUCKETS;
  }
  return SLOWER_THAN_ALL_BUCKETS;
}

/** Counts one report's loads and errors for one release, within the client's caps. */
async function countForRelease(
  db: Db,
  key: { remote: string; version: string; hour: Date; client: string },
  releaseClient: string,
  loads: LoadReport[],
  errors: ErrorReport[],
  clientCap: number,
): Promise<{ loads: number; errors: number }> {
  return db.transaction(async (tx) => {
    const where = and(
      eq(releaseHealthClients.remote, key.remote),
      eq(releaseHealthClients.version, key.version),
      eq(releaseHealthClients.hour, key.hour),
      eq(releaseHealthClients.client, key.client),
    );
    let [mine] = await tx.select().from(releaseHealthClients).where(where).for('update');
    let newClient = false;
    if (!mine) {
      const [{ releases = 0 } = {}] = await tx
        .select({ releases: count() })
        .from(releaseHealthClients)
        .where(
          and(eq(releaseHealthClients.hour, key.hour), eq(releaseHealthClients.client, key.client)),
        );
      if (releases >= CLIENT_RELEASES_PER_HOUR) return { loads: 0, errors: 0 };
      const inserted = await tx
        .insert(releaseHealthClients)
        .values(key)
        .onConflictDoNothing()
        .returning();
      newClient = inserted.length > 0;
      if (newClient) {
        await tx
          .insert(releaseHealthWindowClients)
          .values({
            remote: key.remote,
            version: key.version,
            client: releaseClient,
            lastSeenAt: key.hour,
          })
          .onConflictDoUpdate({
            target: [
              releaseHealthWindowClients.remote,
              releaseHealthWindowClients.version,
              releaseHealthWindowClients.client,
            ],
            set: { lastSeenAt: key.hour },
          });
      }
      [mine] = await tx.select().from(releaseHealthClients).where(where).for('update');
    }
    if (!mine) return { loads: 0, errors: 0 };
    const acceptedLoads = loads.slice(0, Math.max(0, clientCap - mine.loads));
    const acceptedErrors = errors.slice(0, Math.max(0, clientCap - mine.runtimeErrors));
    if (!acceptedLoads.length && !acceptedErrors.length && !newClient) {
      return { loads: 0, errors: 0 };
    }
    await tx
      .update(releaseHealthClients)
      .set({
        loads: mine.loads + acceptedLoads.length,
        runtimeErrors: mine.runtimeErrors + acceptedErrors.length,
      })
      .where(where);

    const buckets = new Array<number>(LOAD_TIME_BUCKETS_MS.length + 1).fill(0);
    for (const load of acceptedLoads) if (load.ok) buckets[bucketOf(load.durationMs)]! += 1;
    const failures = acceptedLoads.filter((load) => !load.ok).length;
    await tx
      .insert(releaseHealth)
      .values({
        remote: key.remote,
        version: key.version,
        hour: key.hour,
        loads: acceptedLoads.length,
        failures,
        runtimeErrors: acceptedErrors.length,
        clients: newClient ? 1 : 0,
        loadTimeBuckets: buckets,
      })
      .onConflictDoUpdate({
        target: [releaseHealth.remote, releaseHealth.version, releaseHealth.hour],
        set: {
          loads: sql`${releaseHealth.loads} + excluded.loads`,
          failures: sql`${releaseHealth.failures} + excluded.failures`,
          runtimeErrors: sql`${releaseHealth.runtimeErrors} + excluded.runtime_errors`,
          clients: sql`${releaseHealth.clients} + excluded.clients`,
          loadTimeBuckets: sql`array(select a + b from unnest(${releaseHealth.loadTimeBuckets}, excluded.load_time_buckets) with ordinality as t(a, b, i) order by i)`,
        },
      });
    for (const error of acceptedErrors) {
      await tx
        .insert(releaseErrors)
        .values({ ...key, route: error.route, kind: error.kind, count: 1 })
        .onConflictDoUpdate({
          target: [
            releaseErrors.remote,
            releaseErrors.version,
            releaseErrors.hour,
            releaseErrors.route,
            releaseErrors.kind,
          ],
          set: { count: sql`${releaseErrors.count} + 1` },
        });
    }
    return { loads: acceptedLoads.length, errors: acceptedErrors.length };
  });
}

/** Counts a report, release by release; answers how much of it was counted. */
export async function recordReport(
  db: Db,
  report: {
    at: Date;
    client: string;
    /** The client's pseudonym for a release over the window (releaseClientKey). */
    releaseClient: (remote: string, version: string) => string;
    loads: LoadReport[];
    errors: ErrorReport[];
  },
  clientCap = CLIENT_CAP_PER_RELEASE_HOUR,
): Promise<{ loads: number; errors: number }> {
  const hour = hourOf(report.at);
  const releases = new Map<string, { remote: string; version: string }>();
  for (const item of [...report.loads, ...report.errors]) {
    releases.set(`${item.remote}@${item.version}`, { remote: item.remote, version: item.version });
  }
  const counted = { loads: 0, errors: 0 };
  for (const { remote, version } of releases.values()) {
    const mine = <T extends { remote: string; version: string }>(items: T[]) =>
      items.filter((item) => item.remote === remote && item.version === version);
    const result = await countForRelease(
      db,
      { remote, version, hour, client: report.client },
      report.releaseClient(remote, version),
      mine(report.loads),
      mine(report.errors),
      clientCap,
    );
    counted.loads += result.loads;
    counted.errors += result.errors;
  }
  return counted;
}

/** Drops per-client counts older than the last hour and roll-ups past their retention. */
export async function purgeReleaseHealth(db: Db, now: Date): Promise<void> {
  await db
    .delete(releaseHealthClients)
    .where(lt(releaseHealthClients.hour, new Date(hourOf(now).getTime() - HOUR_MS)));
  const keptFrom = new Date(now.getTime() - HEALTH_RETENTION_DAYS * 24 * HOUR_MS);
  await db.delete(releaseHealth).where(lt(releaseHealth.hour, keptFrom));
  await db.delete(releaseErrors).where(lt(releaseErrors.hour, keptFrom));
  await db
    .delete(releaseHealthWindowClients)
    .where(
      lt(
        releaseHealthWindowClients.lastSeenAt,
        new Date(hourOf(now).getTime() - SUMMARY_WINDOW_MS),
      ),
    );
}

export interface ReleaseHealthSummary {
  remote: string;
  version: string;
  loads: number;
  failures: number;
  failureRate: number;
  runtimeErrors: number;
  /** Runtime errors per 1,000 loads. */
  errorsPerThousandLoads: number;
  /** The distinct clients that reported since the window's start (one address is one). */
  clients: number;
  /** Whether enough distinct clients reported for any automatic decision. */
  enoughClients: boolean;
  p75Ms: number | null;
  /** Where runtime errors were thrown, most frequent first (at most five). */
  errorRoutes: { route: string; kind: string; count: number }[];
}

/** Per release, everything reported since `since`, from the hourly roll-ups only. */
export async function summarise(
  db: Db,
  since: Date,
  minClients = MIN_CLIENTS_FOR_VERDICT,
): Promise<ReleaseHealthSummary[]> {
  const rows = await db
    .select()
    .from(releaseHealth)
    .where(gte(releaseHealth.hour, hourOf(since)))
    .orderBy(releaseHealth.remote, releaseHealth.version);
  const errorRows = await db
    .select({
      remote: releaseErrors.remote,
      version: releaseErrors.version,
      route: releaseErrors.route,
      kind: releaseErrors.kind,
      count: sql<number>`sum(${releaseErrors.count})::int`,
    })
    .from(releaseErrors)
    .where(gte(releaseErrors.hour, hourOf(since)))
    .groupBy(releaseErrors.remote, releaseErrors.version, releaseErrors.route, releaseErrors.kind);
  const clientRows = await db
    .select({
      remote: releaseHealthWindowClients.remote,
      version: releaseHealthWindowClients.version,
      clients: count(),
    })
    .from(releaseHealthWindowClients)
    .where(gte(releaseHealthWindowClients.lastSeenAt, hourOf(since)))
    .groupBy(releaseHealthWindowClients.remote, releaseHealthWindowClients.version);
  const distinctClients = new Map(
    clientRows.map((row) => [`${row.remote}@${row.version}`, Number(row.clients)]),
  );

  const byRelease = new Map<string, ReleaseHealthSummary & { buckets: number[] }>();
  for (const row of rows) {
    const key = `${row.remote}@${row.version}`;
    const entry = byRelease.get(key) ?? {
      remote: row.remote,
      version: row.version,
      loads: 0,
      failures: 0,
      failureRate: 0,
      runtimeErrors: 0,
      errorsPerThousandLoads: 0,
      clients: 0,
      enoughClients: false,
      p75Ms: null,
      errorRoutes: [],
      buckets: new Array<number>(LOAD_TIME_BUCKETS_MS.length + 1).fill(0),
    };
    entry.loads += row.loads;
    entry.failures += row.failures;
    entry.runtimeErrors += row.runtimeErrors;
    entry.clients = distinctClients.get(key) ?? 0;
    row.loadTimeBuckets.forEach((n, i) => (entry.buckets[i] = (entry.buckets[i] ?? 0) + n));
    byRelease.set(key, entry);
  }
  return [...byRelease.entries()].map(([key, { buckets, ...entry }]) => ({
    ...entry,
    failureRate: entry.loads ? entry.failures / entry.loads : 0,
    errorsPerThousandLoads: entry.loads ? (1000 * entry.runtimeErrors) / entry.loads : 0,
    enoughClients: entry.clients >= minClients,
    p75Ms: p75FromBuckets(buckets),
    errorRoutes: errorRows
      .filter((e) => `${e.remote}@${e.version}` === key)
      .sort((a, b) => b.count - a.count || a.route.localeCompare(b.route))
      .slice(0, 5)
      .map(({ route, kind, count: n }) => ({ route, kind, count: n })),
  }));
}
