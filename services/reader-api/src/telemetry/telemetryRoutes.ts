/**
 * POST /telemetry/remote-loads: browsers report how each remote loaded (the shell's federation
 * runtime hooks) and the runtime errors thrown by a remote's code after it loaded; rate-limited
 * per IP and counted with each client's share capped (./releaseHealth.ts).
 * GET /telemetry/remote-loads/summary: per release, loads, failure rate, runtime errors per
 * 1,000 loads, distinct clients and p75 load time, for platform operators only.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { remoteNames } from '@thrive/platform';
import type { Clock } from '../core/clock.ts';
import type { Database } from '../core/db/database.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { requireOperator } from './operatorAccess.ts';
import {
  clientKey,
  DEFAULT_HEALTH_TRUST,
  hourOf,
  purgeReleaseHealth,
  recordReport,
  releaseClientKey,
  SUMMARY_WINDOW_MS,
  summarise,
  TELEMETRY_MAX_PER_MINUTE,
  type HealthTrust,
} from './releaseHealth.ts';
import { clientAddressKey } from '@thrive/platform/clientAddress';

export const TELEMETRY_PATH = '/telemetry/remote-loads';
/** Loads, and errors, one report may carry. */
export const TELEMETRY_MAX_LOADS = 20;
/** The summary covers this much recent history. */
export { SUMMARY_WINDOW_MS };

const release = {
  remote: z.enum(remoteNames as [string, ...string[]]),
  version: z.string().regex(/^(local|override|[A-Za-z0-9._-]{1,64})$/),
};
const load = z.strictObject({
  ...release,
  /** Where it ended: "loaded", or the federation lifecycle that failed (not kept). */
  phase: z.string().regex(/^[A-Za-z]{1,32}$/),
  ok: z.boolean(),
  durationMs: z.number().int().min(0).max(600_000),
});
const runtimeError = z.strictObject({
  ...release,
  /** A route pattern from the remote's route table, never a URL with its values. */
  route: z.string().regex(/^\/[A-Za-z0-9._~:*/-]{0,100}$/),
  kind: z.enum(['render', 'error', 'rejection']),
});
const report = z
  .strictObject({
    loads: z.array(load).max(TELEMETRY_MAX_LOADS).default([]),
    errors: z.array(runtimeError).max(TELEMETRY_MAX_LOADS).default([]),
  })
  .refine((r) => r.loads.length + r.errors.length > 0, { message: 'is empty', path: ['loads'] });

export interface TelemetryOptions {
  database: Database;
  clock: Clock;
  /** Keys the per-hour client pseudonyms. */
  clientKeySecret: string;
  operatorToken: string | undefined;
  maxPerMinute?: number;
  trust?: HealthTrust;
}

export const telemetryRoutes: FastifyPluginAsync<TelemetryOptions> = async (app, options) => {
  const { db } = options.database;
  const trust = options.trust ?? DEFAULT_HEALTH_TRUST;
  let purgedHour = 0;

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
      const at = options.clock.now();
      // Once an hour per instance, old per-client counts and expired roll-ups go.
      if (hourOf(at).getTime() !== purgedHour) {
        purgedHour = hourOf(at).getTime();
        await purgeReleaseHealth(db, at);
      }
      const counted = await recordReport(
        db,
        {
          at,
          client: clientKey(options.clientKeySecret, clientAddressKey(request.ip), hourOf(at)),
          releaseClient: (remote, version) =>
            releaseClientKey(
              options.clientKeySecret,
              clientAddressKey(request.ip),
              remote,
              version,
            ),
          loads: parsed.data.loads,
          errors: parsed.data.errors,
        },
        trust.clientCap,
      );
      // The reply never says whether a cap applied: a forger learns nothing from it.
      void counted;
      return reply
        .status(202)
        .send({ accepted: parsed.data.loads.length + parsed.data.errors.length });
    },
  );

  app.get(
    `${TELEMETRY_PATH}/summary`,
    { preHandler: requireOperator(options.operatorToken) },
    async () => {
      const since = new Date(options.clock.now().getTime() - SUMMARY_WINDOW_MS);
      return {
        since: since.toISOString(),
        minClientsForVerdict: trust.minClients,
        versions: await summarise(db, since, trust.minClients),
      };
    },
  );
};
