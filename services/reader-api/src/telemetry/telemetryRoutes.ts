/**
 * POST /telemetry/remote-loads: browsers report how each remote loaded (the shell's federation
 * runtime hooks); rate-limited per IP. GET /telemetry/remote-loads/summary: per remote version,
 * loads, failure rate and p75 load time, for `pnpm platform:status`.
 */
import { and, gte, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { remoteNames } from '@thrive/platform';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/httpError.ts';
import { remoteLoads } from './telemetrySchema.ts';

export const TELEMETRY_PATH = '/telemetry/remote-loads';
/** Reports one IP may send per minute (a page sends one per remote it loads, batched). */
export const TELEMETRY_MAX_PER_MINUTE = 30;
/** Loads one report may carry. */
export const TELEMETRY_MAX_LOADS = 20;
/** The summary covers this much recent history. */
export const SUMMARY_WINDOW_MS = 7 * 24 * 3_600_000;

const load = z.strictObject({
  remote: z.enum(remoteNames as [string, ...string[]]),
  version: z.string().regex(/^(local|override|[A-Za-z0-9._-]{1,64})$/),
  phase: z.string().regex(/^[A-Za-z]{1,32}$/),
  ok: z.boolean(),
  durationMs: z.number().int().min(0).max(600_000),
});
const report = z.strictObject({ loads: z.array(load).min(1).max(TELEMETRY_MAX_LOADS) });

export interface TelemetryOptions {
  database: Database;
  clock: Clock;
  maxPerMinute?: number;
}

export const telemetryRoutes: FastifyPluginAsync<TelemetryOptions> = async (app, options) => {
  const { db } = options.database;

  app.post(
    TELEMETRY_PATH,
    {
      config: {
        rateLimit: { max: options.maxPerMinute ?? TELEMETRY_MAX_PER_MINUTE, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      const parsed = report.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new HttpError(
          400,
          `Invalid telemetry report: ${issue.path.join('.')} ${issue.message}`,
        );
      }
      const receivedAt = options.clock.now();
      await db
        .insert(remoteLoads)
        .values(parsed.data.loads.map((l) => ({ ...l, ok: l.ok ? 1 : 0, receivedAt })));
      return reply.status(202).send({ accepted: parsed.data.loads.length });
    },
  );

  app.get(`${TELEMETRY_PATH}/summary`, async () => {
    const since = new Date(options.clock.now().getTime() - SUMMARY_WINDOW_MS);
    const rows = await db
      .select({
        remote: remoteLoads.remote,
        version: remoteLoads.version,
        loads: sql<number>`count(*)::int`,
        failures: sql<number>`(count(*) - sum(${remoteLoads.ok}))::int`,
        p75Ms: sql<
          number | null
        >`percentile_cont(0.75) within group (order by ${remoteLoads.durationMs}) filter (where ${remoteLoads.ok} = 1)`,
      })
      .from(remoteLoads)
      .where(and(gte(remoteLoads.receivedAt, since)))
      .groupBy(remoteLoads.remote, remoteLoads.version)
      .orderBy(remoteLoads.remote, remoteLoads.version);
    return {
      since: since.toISOString(),
      versions: rows.map((row) => ({
        ...row,
        p75Ms: row.p75Ms === null ? null : Number(row.p75Ms),
        failureRate: row.loads ? row.failures / row.loads : 0,
      })),
    };
  });
};
