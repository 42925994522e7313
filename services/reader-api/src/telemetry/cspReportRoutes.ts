/**
 * POST /csp-reports: where browsers send Content-Security-Policy violation reports, both the
 * Reporting API's (`report-to`, `application/reports+json`, a list) and the older `report-uri`
 * ones (`application/csp-report`, `{ "csp-report": ... }`). Rate-limited per IP; stored counted
 * per distinct (page, directive, blocked source), with query strings and fragments cut (they can
 * hold tokens) and at most MAX_DISTINCT_VIOLATIONS rows, so a flood cannot fill the database;
 * each client (its /64 for IPv6) adds at most CSP_NEW_VIOLATIONS_PER_CLIENT_PER_DAY new ones a
 * day, and violations not seen for CSP_RETENTION_MS are deleted (issue 40, L3).
 * GET /csp-reports/summary: the most frequent recent violations, for `pnpm platform:status`.
 */
import { createHmac } from 'node:crypto';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { clientAddressKey } from '@thrive/platform/clientAddress';
import type { Clock } from '../core/clock.ts';
import type { Database, Db } from '../core/db/database.ts';
import { cspReportClients, cspReports } from './telemetryTables.ts';
import { requireOperator } from './operatorAccess.ts';

export const CSP_REPORTS_PATH = '/csp-reports';
/** Reports one IP may send per minute. */
export const CSP_REPORTS_MAX_PER_MINUTE = 30;
/** Violations one request may carry (the Reporting API batches them). */
export const CSP_REPORTS_MAX_PER_REQUEST = 20;
/** Distinct violations kept; past it only those already known are counted. */
export const MAX_DISTINCT_VIOLATIONS = 1000;
export const CSP_SUMMARY_WINDOW_MS = 7 * 24 * 3_600_000;
/**
 * New distinct violations one client (its address, its /64 for IPv6) may add a day (issue 40,
 * L3): a site with a broken policy makes a few per page; past it, only known ones are counted.
 */
export const CSP_NEW_VIOLATIONS_PER_CLIENT_PER_DAY = 20;
/** Violations not seen for this long are deleted (issue 40, L3): the table never fills for good. */
export const CSP_RETENTION_MS = 30 * 24 * 3_600_000;
const DAY_MS = 24 * 3_600_000;
const CSP_BODY_LIMIT = 64 * 1024;
const FIELD_MAX = 300;

export interface CspViolation {
  documentUri: string;
  directive: string;
  blockedUri: string;
  disposition: 'enforce' | 'report';
}

/** An http(s) URL as origin + path; a keyword (inline, eval, data…) as itself; else "other". */
export function withoutSecrets(raw: unknown): string {
  if (typeof raw !== 'string' || raw === '') return 'none';
  if (/^[a-z-]{1,20}$/i.test(raw)) return raw.toLowerCase();
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:')
      return `${url.origin}${url.pathname}`.slice(0, FIELD_MAX);
    return url.protocol.replace(/:$/, '');
  } catch {
    return 'other';
  }
}

const text = (value: unknown) =>
  typeof value === 'string' && /^[a-z0-9-]{1,60}$/i.test(value) ? value.toLowerCase() : 'unknown';

/** One violation from either report format's body; undefined when it is not one. */
function violationOf(body: unknown): CspViolation | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as Record<string, unknown>;
  const directive = text(
    b.effectiveDirective ?? b['effective-directive'] ?? b['violated-directive'],
  );
  const documentUri = withoutSecrets(b.documentURL ?? b['document-uri']);
  if (documentUri === 'none') return undefined;
  return {
    documentUri,
    directive: directive.split(' ')[0] ?? directive,
    blockedUri: withoutSecrets(b.blockedURL ?? b['blocked-uri']),
    disposition: b.disposition === 'report' ? 'report' : 'enforce',
  };
}

/** The violations of a request body, in either format; [] for anything else. */
export function violationsOf(payload: unknown): CspViolation[] {
  if (Array.isArray(payload))
    return payload
      .slice(0, CSP_REPORTS_MAX_PER_REQUEST)
      .filter((r) => (r as { type?: unknown })?.type === 'csp-violation')
      .map((r) => violationOf((r as { body?: unknown }).body))
      .filter((v): v is CspViolation => v !== undefined);
  const legacy = (payload as { 'csp-report'?: unknown } | null)?.['csp-report'];
  const one = violationOf(legacy);
  return one ? [one] : [];
}

export interface CspReportOptions {
  database: Database;
  clock: Clock;
  operatorToken: string | undefined;
  /** Keys the client pseudonyms (no address is stored). */
  clientKeySecret: string;
  maxPerMinute?: number;
}

const dayOf = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/**
 * Takes one of the client's new-violation allowances for today; false when it has none left.
 * One statement, so parallel reports of one client cannot overdraw it.
 */
async function takeNewViolation(db: Db, client: string, day: Date): Promise<boolean> {
  const taken = await db
    .insert(cspReportClients)
    .values({ client, day, newViolations: 1 })
    .onConflictDoUpdate({
      target: [cspReportClients.client, cspReportClients.day],
      set: { newViolations: sql`${cspReportClients.newViolations} + 1` },
      setWhere: lt(cspReportClients.newViolations, CSP_NEW_VIOLATIONS_PER_CLIENT_PER_DAY),
    })
    .returning({ n: cspReportClients.newViolations });
  return taken.length > 0;
}

/** Drops violations past their retention and client allowances older than yesterday. */
async function purgeCspReports(db: Db, now: Date): Promise<void> {
  await db
    .delete(cspReports)
    .where(lt(cspReports.lastSeenAt, new Date(now.getTime() - CSP_RETENTION_MS)));
  await db
    .delete(cspReportClients)
    .where(lt(cspReportClients.day, new Date(dayOf(now).getTime() - DAY_MS)));
}

export const cspReportRoutes: FastifyPluginAsync<CspReportOptions> = async (app, options) => {
  const { db } = options.database;
  let purgedHour = 0;
  // Browsers send these types; parsed as JSON here only (the rest of the API takes JSON alone).
  for (const type of ['application/csp-report', 'application/reports+json'])
    app.addContentTypeParser(
      type,
      { parseAs: 'string', bodyLimit: CSP_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(typeof body === 'string' ? body : body.toString('utf8')));
        } catch {
          done(null, undefined);
        }
      },
    );

  app.post(
    CSP_REPORTS_PATH,
    {
      bodyLimit: CSP_BODY_LIMIT,
      config: {
        rateLimit: { max: options.maxPerMinute ?? CSP_REPORTS_MAX_PER_MINUTE, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      const now = options.clock.now();
      // Once an hour per instance, violations past their retention go.
      const hour = Math.floor(now.getTime() / 3_600_000);
      if (hour !== purgedHour) {
        purgedHour = hour;
        await purgeCspReports(db, now);
      }
      const violations = violationsOf(request.body);
      if (violations.length > 0) {
        const client = createHmac('sha256', options.clientKeySecret)
          .update(`csp|${clientAddressKey(request.ip)}`)
          .digest('base64url')
          .slice(0, 22);
        const [known] = await db.select({ total: count() }).from(cspReports);
        const full = (known?.total ?? 0) >= MAX_DISTINCT_VIOLATIONS;
        for (const v of violations) {
          const seenAgain = { count: sql`${cspReports.count} + 1`, lastSeenAt: now };
          const counted = await db
            .update(cspReports)
            .set(seenAgain)
            .where(
              and(
                eq(cspReports.documentUri, v.documentUri),
                eq(cspReports.directive, v.directive),
                eq(cspReports.blockedUri, v.blockedUri),
              ),
            )
            .returning({ id: cspReports.id });
          // A new one is kept while there is room and the client has allowance left today.
          if (counted.length || full || !(await takeNewViolation(db, client, dayOf(now)))) continue;
          await db
            .insert(cspReports)
            .values({ ...v, count: 1, firstSeenAt: now, lastSeenAt: now })
            .onConflictDoUpdate({
              target: [cspReports.documentUri, cspReports.directive, cspReports.blockedUri],
              set: seenAgain,
            });
        }
      }
      // Browsers ignore the answer; nothing here tells a sender what was kept.
      return reply.status(204).send();
    },
  );

  app.get(
    `${CSP_REPORTS_PATH}/summary`,
    { preHandler: requireOperator(options.operatorToken) },
    async () => {
      const since = new Date(options.clock.now().getTime() - CSP_SUMMARY_WINDOW_MS);
      const rows = await db
        .select()
        .from(cspReports)
        .where(gte(cspReports.lastSeenAt, since))
        .orderBy(desc(cspReports.count), desc(cspReports.lastSeenAt))
        .limit(50);
      return {
        since: since.toISOString(),
        violations: rows.map((r) => ({
          document: r.documentUri,
          directive: r.directive,
          blocked: r.blockedUri,
          disposition: r.disposition,
          count: r.count,
          lastSeen: r.lastSeenAt.toISOString(),
        })),
      };
    },
  );
};
