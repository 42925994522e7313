/**
 * Builds the reader API's Fastify instance (without listening): migrations, the shared
 * services (appServices.ts), the features from one list (features.ts), strict JSON parsing, one
 * error shape (`{ "error": "<human message>" }`) and the security plugins (appHttp.ts), and the
 * routes under /api/v1. `server.ts` runs it; tests drive it through `app.inject`.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { answers } from './core/http/responseSchemas.ts';
import { OffsetClock, systemClock, type Clock } from './core/clock.ts';
import type { Config } from './core/config.ts';
import type { Database } from './core/db/database.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from './core/db/connectionLoss.ts';
import { testClockRoutes } from './testClock/testClockRoutes.ts';
import { installIdempotency } from './core/idempotency/index.ts';
import { redactRequestLogs } from './core/http/logRedaction.ts';
import {
  applyConnectionLimit,
  serverLimitOptions,
  trustProxyOption,
} from './core/http/serverLimits.ts';
import type { AdminConfig } from './admin/index.ts';
import type { Mailer } from './core/mail/mailer.ts';
import { purgeDeliveredMail } from './core/mail/outbox.ts';
import { cspReportRoutes } from './telemetry/cspReportRoutes.ts';
import { telemetryRoutes } from './telemetry/telemetryRoutes.ts';
import { boundedHasher } from './core/security/boundedHasher.ts';
import {
  createArgon2Hasher,
  makeDummyHash,
  type PasswordHasher,
} from './core/security/passwords.ts';
import { loadOrCreateSecret } from './core/security/serverSecrets.ts';
import {
  installAnswerHooks,
  installErrorAnswers,
  installStrictJson,
  registerSecurityPlugins,
} from './appHttp.ts';
import { decorateServices } from './appServices.ts';
import { FEATURES, type FeatureSetup } from './features.ts';

export type { AppServices } from './appServices.ts';

export const API_PREFIX = '/api/v1';
/** GET /health: `{ status: 'ok' }`, or a 503 with the error and `status`. */
const healthAnswers = {
  response: answers({ 200: Type.Object({ status: Type.Literal('ok') }) }),
};
/** GET /health's answer while the database does not answer (with status 'database unavailable'). */
export const DATABASE_UNREACHABLE = 'The database is not reachable right now.';

export interface AppDependencies {
  config: Config;
  database: Database;
  /** The transport the mail outbox worker delivers through (SMTP, .eml files, memory). */
  mailer: Mailer;
  /** Run the outbox worker (default true); tests drain it by hand (`services.mailWorker`). */
  startMailWorker?: boolean;
  /** Run the account-deletion job on its interval (default: as startMailWorker). */
  startDeletionJob?: boolean;
  clock?: Clock;
  hasher?: PasswordHasher;
  /** A pino logger to share (server.ts); otherwise Fastify makes one at config.logLevel. */
  logger?: FastifyBaseLogger;
  /** Key prefix of the rate-limit counts in Redis (tests isolate themselves with it). */
  rateLimitNamespace?: string;
  /** Housekeeping interval; 0 disables it (tests call `services.readers.purgeExpired()`). */
  purgeIntervalMs?: number;
  /** Admin console settings (src/admin/adminConfig.ts), read by the caller like `config`. */
  adminConfig: AdminConfig;
  /** Tests only: runs on the new instance before any route (src/testing/responseChecks.ts). */
  instrument?: (app: FastifyInstance) => Promise<void>;
}

/** Delivered outbox rows (content already erased) are kept this long for tracing. */
const DELIVERED_MAIL_KEPT_MS = 7 * 24 * 3_600_000;

/** Fastify's own options: the logger, the body and connection limits, the proxy trusted. */
const fastifyOptions = (deps: AppDependencies) => ({
  ...(deps.logger
    ? { loggerInstance: deps.logger }
    : {
        logger: {
          level: deps.config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie'],
        },
      }),
  bodyLimit: deps.config.bodyLimitBytes,
  trustProxy: trustProxyOption(deps.config.trustProxy),
  ...serverLimitOptions(deps.config),
  genReqId: () => randomUUID(),
  return503OnClosing: true,
});

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const hasher = boundedHasher(deps.hasher ?? createArgon2Hasher(config.argon2), {
    concurrency: config.argon2MaxConcurrency,
    maxQueue: config.argon2MaxQueue,
  });

  await database.migrate();
  const dummyHash = await makeDummyHash(hasher);
  const linkKey = await loadOrCreateSecret(database.db, 'mail-link-hmac-key', clock);

  const app = Fastify(fastifyOptions(deps));
  if (deps.instrument) await deps.instrument(app);
  applyConnectionLimit(app.server, config);
  redactRequestLogs(app);

  await decorateServices(app, { ...deps, clock, hasher, dummyHash, linkKey });
  const setup: FeatureSetup = {
    config,
    database,
    db: database.db,
    clock,
    hasher,
    dummyHash,
    adminConfig: deps.adminConfig,
    startWorkers: deps.startMailWorker ?? true,
  };
  for (const feature of FEATURES) await feature.setUp?.(app, setup);

  installStrictJson(app);
  installAnswerHooks(app);
  installErrorAnswers(app);
  await registerSecurityPlugins(app, config, deps.rateLimitNamespace);
  // Before the routes, so the hooks reach the public forms (marked `config: { idempotent: true }`).
  installIdempotency(app, app.services.idempotency, linkKey);
  await app.register(
    async (api) => {
      api.get('/health', { schema: healthAnswers }, async (_request, reply) => {
        try {
          await database.ping();
        } catch (error) {
          api.log.error({ err: error }, 'Database ping failed');
          return reply
            .status(503)
            .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
            .send({ status: 'database unavailable', error: DATABASE_UNREACHABLE });
        }
        return { status: 'ok' };
      });
      for (const feature of FEATURES)
        for (const routes of feature.routes) await api.register(routes);
      await registerOperatorRoutes(api, config, database, clock);
    },
    { prefix: API_PREFIX },
  );
  startHousekeeping(app, database, clock, deps.purgeIntervalMs ?? 10 * 60_000);
  return app;
}

/** The test clock (when configured) and the telemetry routes, which take options of their own. */
async function registerOperatorRoutes(
  api: FastifyInstance,
  config: Config,
  database: Database,
  clock: Clock,
): Promise<void> {
  if (config.testClock && clock instanceof OffsetClock) {
    await api.register(testClockRoutes(clock));
  }
  const clientKeySecret = await loadOrCreateSecret(database.db, 'telemetry-client-hmac-key', clock);
  await api.register(telemetryRoutes, {
    database,
    clock,
    clientKeySecret,
    operatorToken: config.platformOperatorToken,
    trust: config.releaseHealth,
    maxPerMinute: config.releaseHealth.reportsPerMinute,
  });
  await api.register(cspReportRoutes, {
    database,
    clock,
    clientKeySecret,
    operatorToken: config.platformOperatorToken,
  });
}

/** Expired sessions and codes, delivered mail, lapsed deletions, old idempotency keys, audit. */
function startHousekeeping(
  app: FastifyInstance,
  database: Database,
  clock: Clock,
  intervalMs: number,
): void {
  if (intervalMs <= 0) return;
  const timer = setInterval(() => {
    Promise.all([
      app.services.readers.purgeExpired(),
      purgeDeliveredMail(database.db, clock.now(), DELIVERED_MAIL_KEPT_MS),
      app.services.deletion.purgeLapsed(),
      app.services.idempotency.purgeExpired(),
      app.services.auditRetention.run(),
    ]).catch((error: unknown) => app.log.error({ err: error }, 'Housekeeping failed'));
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
