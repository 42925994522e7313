/**
 * Builds the reader API's Fastify instance (without listening): migrations, security plugins,
 * strict JSON parsing, one error shape (`{ "error": "<human message>" }`) and the routes under
 * /api/v1. `server.ts` runs it; tests drive it through `app.inject`.
 */
import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
} from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { Type } from '@sinclair/typebox';
import { answers } from './core/http/responseSchemas.ts';
import { OffsetClock, systemClock, type Clock } from './core/clock.ts';
import type { Config } from './core/config.ts';
import type { Database } from './core/db/database.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isConnectionLoss } from './core/db/connectionLoss.ts';
import { DeletionService } from './deletion/deletionService.ts';
import { deletionRoutes } from './deletion/deletionRoutes.ts';
import { FormMailQuota } from './core/limits/formMailQuota.ts';
import { FormService } from './forms/formService.ts';
import { ScheduledJob } from './core/jobs/scheduledJob.ts';
import { AuditRetention } from './core/audit/auditRetention.ts';
import { SubscriptionService } from './subscriptions/subscriptionService.ts';
import { subscriptionRoutes } from './subscriptions/subscriptionRoutes.ts';
import { testClockRoutes } from './testClock/testClockRoutes.ts';
import { formRoutes } from './forms/formRoutes.ts';
import { HttpError } from './core/errors/httpError.ts';
import {
  BAD_REQUEST,
  clientErrorMessage,
  NOT_FOUND,
  SERVER_ERROR,
  tooManyRequests,
} from './core/errors/clientErrors.ts';
import { inReaderLanguage } from './words/localizedErrors.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './core/http/jsonDepth.ts';
import { IdempotencyStore, installIdempotency } from './core/idempotency/index.ts';
import { redactRequestLogs } from './core/http/logRedaction.ts';
import { createRateLimitStore } from './core/http/rateLimitStore.ts';
import {
  applyConnectionLimit,
  serverLimitOptions,
  trustProxyOption,
} from './core/http/serverLimits.ts';
import { adminRoutes, setUpAdmin, type AdminConfig } from './admin/index.ts';
import { contentAdminRoutes, contentRoutes, setUpContent } from './content/index.ts';
import { likeRoutes, setUpLikes } from './likes/index.ts';
import { safetyPlanRoutes, setUpSafetyPlans } from './safetyPlans/index.ts';
import { commentAdminRoutes, commentRoutes, setUpComments } from './comments/index.ts';
import { reportAdminRoutes, reportRoutes, setUpReports } from './reports/index.ts';
import { followRoutes } from './follows/index.ts';
import { saveRoutes } from './saves/index.ts';
import { notificationAdminRoutes, notificationRoutes } from './notifications/index.ts';
import { setUpSocial } from './socialWiring.ts';
import { pushAdminRoutes, pushRoutes, setUpPush } from './push/index.ts';
import { setUpStudioStories, studioStoryRoutes } from './studioStories/index.ts';
import {
  contributorAdminRoutes,
  contributorRoutes,
  setUpContributors,
} from './contributors/index.ts';
import {
  setUpStudioQuestions,
  studioQuestionAdminRoutes,
  studioQuestionRoutes,
} from './studioQuestions/index.ts';
import { setUpStudioReaders, studioReaderRoutes } from './studioReaders/index.ts';
import {
  earningAdminRoutes,
  readRoutes,
  setUpEarnings,
  studioEarningRoutes,
} from './earnings/index.ts';
import {
  adminSecondFactorRoutes,
  readerSecondFactorRoutes,
  setUpSecondFactor,
  studioSecondFactorRoutes,
} from './secondFactor/index.ts';
import type { Mailer } from './core/mail/mailer.ts';
import { Outbox, OutboxWorker, purgeDeliveredMail, senderDomain } from './core/mail/outbox.ts';
import { createReaderServices, readerRoutes, type ReaderServices } from './readers/index.ts';
import { DeviceCookies } from './core/limits/deviceCookie.ts';
import { PROOF_HEADER, ProofOfWork } from './core/limits/proofOfWork.ts';
import { SignInLimits } from './core/limits/signInLimits.ts';
import { cspReportRoutes } from './telemetry/cspReportRoutes.ts';
import { telemetryRoutes } from './telemetry/telemetryRoutes.ts';
import { boundedHasher } from './core/security/boundedHasher.ts';
import {
  createArgon2Hasher,
  makeDummyHash,
  type PasswordHasher,
} from './core/security/passwords.ts';
import { loadOrCreateSecret } from './core/security/serverSecrets.ts';
import { clientAddressKey } from '@thrive/platform/clientAddress';

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

export interface AppServices {
  readers: ReaderServices;
  forms: FormService;
  outbox: Outbox;
  mailWorker: OutboxWorker;
  subscriptions: SubscriptionService;
  deletion: DeletionService;
  deletionJob: ScheduledJob;
  deviceCookies: DeviceCookies;
  proofOfWork: ProofOfWork;
  idempotency: IdempotencyStore;
  /** The audit log's retention: typed addresses hashed, old rows deleted (auditRetention.ts). */
  auditRetention: AuditRetention;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/**
 * Every feature's routes (a Fastify plugin each, src/<feature>/<feature>Routes.ts), registered
 * under /api/v1 in this order. A new feature adds its plugin here; the telemetry routes below
 * take options of their own.
 */
const FEATURE_ROUTES: FastifyPluginAsync[] = [
  readerRoutes,
  readerSecondFactorRoutes,
  formRoutes,
  subscriptionRoutes,
  deletionRoutes,
  adminRoutes,
  adminSecondFactorRoutes,
  contentRoutes,
  contentAdminRoutes,
  likeRoutes,
  commentRoutes,
  commentAdminRoutes,
  reportRoutes,
  reportAdminRoutes,
  followRoutes,
  saveRoutes,
  notificationRoutes,
  notificationAdminRoutes,
  pushRoutes,
  pushAdminRoutes,
  safetyPlanRoutes,
  contributorRoutes,
  studioSecondFactorRoutes,
  contributorAdminRoutes,
  studioStoryRoutes,
  studioQuestionRoutes,
  studioQuestionAdminRoutes,
  studioReaderRoutes,
  readRoutes,
  studioEarningRoutes,
  earningAdminRoutes,
];

/** Delivered outbox rows (content already erased) are kept this long for tracing. */
const DELIVERED_MAIL_KEPT_MS = 7 * 24 * 3_600_000;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database, mailer } = deps;
  const clock = deps.clock ?? systemClock;
  const hasher = boundedHasher(deps.hasher ?? createArgon2Hasher(config.argon2), {
    concurrency: config.argon2MaxConcurrency,
    maxQueue: config.argon2MaxQueue,
  });

  await database.migrate();
  const otpKey = config.otpSecret ?? (await loadOrCreateSecret(database.db, 'otp-hmac-key', clock));
  const dummyHash = await makeDummyHash(hasher);
  const linkKey = await loadOrCreateSecret(database.db, 'mail-link-hmac-key', clock);
  const proofOfWork = new ProofOfWork(
    await loadOrCreateSecret(database.db, 'proof-of-work-hmac-key', clock),
    clock,
    // A used proof is remembered for the sign-in window (housekeeping drops it after that).
    { ...config.proofOfWork, ttlMs: Math.min(10, config.loginThrottleWindowMinutes) * 60_000 },
  );
  const deviceCookies = new DeviceCookies(
    await loadOrCreateSecret(database.db, 'device-cookie-hmac-key', clock),
  );

  const app = Fastify({
    ...(deps.logger
      ? { loggerInstance: deps.logger }
      : {
          logger: {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
        }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    ...serverLimitOptions(config),
    genReqId: () => randomUUID(),
    return503OnClosing: true,
  });

  if (deps.instrument) await deps.instrument(app);
  applyConnectionLimit(app.server, config);
  redactRequestLogs(app);

  const outbox = new Outbox({ clock, messageIdDomain: senderDomain(config.mailFrom) });
  const mailWorker = new OutboxWorker({
    db: database.db,
    transport: mailer,
    clock,
    log: app.log,
    retryBaseMs: config.mailRetryBaseMs,
    retryMaxMs: config.mailRetryMaxMs,
    pollIntervalMs: config.mailPollIntervalMs,
    concurrency: config.mailConcurrency,
    sendTimeoutMs: config.mailSendTimeoutMs,
    maxAttempts: config.mailMaxAttempts,
  });
  outbox.onEnqueued(() => mailWorker.kick());
  if (deps.startMailWorker ?? true) {
    app.addHook('onReady', async () => mailWorker.start());
    // After the server closed (no request can enqueue any more): stop claiming, finish or
    // release what is in flight.
    app.addHook('onClose', async () => {
      await mailWorker.stop();
    });
  }

  const formMailQuota = new FormMailQuota(clock, proofOfWork, {
    beforeChallenge: config.formMailsPerIpBeforeChallenge,
    ceiling: config.formMailsPerIpPerHour,
  });
  const deletion = new DeletionService({
    db: database.db,
    clock,
    outbox,
    quota: formMailQuota,
    publicSiteUrl: config.publicSiteUrl,
  });
  const deletionJob = new ScheduledJob({
    name: 'account-deletion',
    db: database.db,
    clock,
    log: app.log,
    intervalMs: config.deletionJobIntervalMs,
    run: () => deletion.runDue(),
  });
  if (deps.startDeletionJob ?? deps.startMailWorker ?? true) {
    app.addHook('onReady', async () => deletionJob.start());
    app.addHook('onClose', async () => {
      await deletionJob.stop();
    });
  }

  app.decorate('services', {
    readers: createReaderServices({
      db: database.db,
      clock,
      hasher,
      dummyHash,
      outbox,
      otpKey,
      signInLimits: new SignInLimits(database.db, config, proofOfWork),
      config,
    }),
    forms: new FormService({
      db: database.db,
      clock,
      outbox,
      quota: formMailQuota,
      supportEmail: config.supportEmail,
      publicSiteUrl: config.publicSiteUrl,
    }),
    outbox,
    mailWorker,
    subscriptions: new SubscriptionService({
      db: database.db,
      clock,
      outbox,
      quota: formMailQuota,
      linkKey,
      publicSiteUrl: config.publicSiteUrl,
      publicApiUrl: config.publicApiUrl,
    }),
    deletion,
    deletionJob,
    deviceCookies,
    proofOfWork,
    idempotency: new IdempotencyStore(database.db, clock),
    auditRetention: new AuditRetention(
      database.db,
      clock,
      await loadOrCreateSecret(database.db, 'audit-typed-address-hmac-key', clock),
    ),
  });

  await setUpAdmin(app, {
    config,
    database,
    clock,
    hasher,
    dummyHash,
    adminConfig: deps.adminConfig,
  });
  await setUpSecondFactor(app, { config, database, clock, hasher, dummyHash });
  setUpContributors(app, {
    db: database.db,
    clock,
    hasher,
    dummyHash,
    publicSiteUrl: config.publicSiteUrl,
  });
  // Who owns a bearer token, for the admin guard (core/guards/adminGuard.ts) of every feature.
  app.decorate('tokenOwners', {
    adminForToken: (token: string) => app.admin.auth.adminForToken(token),
    isReaderToken: async (token: string) =>
      Boolean(await app.services.readers.sessions.readerForToken(token)),
  });
  await setUpContent(app, {
    db: database.db,
    clock,
    seedSampleData: deps.adminConfig.seedSampleData,
  });
  setUpLikes(app, { db: database.db, clock });
  setUpSafetyPlans(app, { db: database.db, clock });
  app.likes.service.likeable('story', (id) => app.content.stories.isPublic(id));
  app.likes.service.likeable('answer', (id) => app.content.questions.isAnswerPublic(id));
  setUpComments(app, { db: database.db, clock });
  app.comments.service.commentable('story', (id) => app.content.stories.isPublic(id));
  app.comments.service.commentable('answer', (id) => app.content.questions.isAnswerPublic(id));
  app.likes.service.likeable('comment', (id) => app.comments.service.isPublic(id));
  setUpReports(app, { db: database.db, clock });
  app.reports.service.reportable('story', {
    isPublic: (id) => app.content.stories.isPublic(id),
    context: (id) => app.content.stories.reportContext(id),
    takeDown: (actor, id, reason) => app.content.stories.reject(actor, id, reason),
  });
  app.reports.service.reportable('answer', {
    isPublic: (id) => app.content.questions.isAnswerPublic(id),
    context: (id) => app.content.questions.answerReportContext(id),
    takeDown: (actor, id, reason) => app.content.questions.rejectAnswer(actor, id, reason),
  });
  app.reports.service.reportable('comment', {
    isPublic: (id) => app.comments.service.isPublic(id),
    context: (id) => app.comments.service.reportContext(id),
    takeDown: (actor, id, reason) => app.comments.service.decide(actor, id, 'reject', reason),
  });
  setUpSocial(app, { db: database.db, clock });
  await setUpPush(app, {
    db: database.db,
    clock,
    config,
    startWorker: deps.startMailWorker ?? true,
  });
  setUpStudioStories(app, {
    db: database.db,
    clock,
    outbox,
    siteUrl: config.publicSiteUrl,
    audit: (executor, contributor, action, entity) =>
      app.contributors.recordStudioAction(executor, contributor, action, entity),
  });
  setUpStudioQuestions(app, { db: database.db, clock });
  setUpStudioReaders(app, { db: database.db, clock });
  await setUpEarnings(app, { db: database.db, clock });

  // Strict JSON: only application/json bodies are parsed (415 for anything else). An empty
  // JSON body counts as "no body", so a bare POST /reader/logout works.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error: Error | null, value?: unknown) => {
      // No form is nested; deep nesting only feeds recursion (a stack overflow in the
      // Idempotency-Key fingerprint was a 500).
      if (!error && nestedDeeperThan(value, MAX_JSON_DEPTH)) {
        done(new HttpError(400, BAD_REQUEST), undefined);
        return;
      }
      done(error, value);
    });
  });

  // Graceful shutdown: once close() starts, responses to requests still in flight ask the
  // client to close its keep-alive connection, so the server can finish closing promptly.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    // Every error is JSON, also those a plugin answers in plain text (e.g. @fastify/cors's
    // "Invalid Preflight Request" for an OPTIONS without Access-Control-Request-Method).
    const type = String(reply.getHeader('content-type') ?? '');
    if (reply.statusCode >= 400 && type.startsWith('text/plain') && typeof payload === 'string') {
      reply.header('content-type', 'application/json; charset=utf-8');
      return JSON.stringify({ error: payload });
    }
    return payload;
  });

  // A reader's success `message` in the request's language too, as the errors below
  // (localizedErrors.ts; readerMessages.ts lists them); the rest of the answer stays as it is.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (typeof payload !== 'object' || payload === null || !('message' in payload)) return payload;
    const { message } = payload;
    if (typeof message !== 'string') return payload;
    const translated = inReaderLanguage(message, request);
    return translated === message ? payload : { ...payload, message: translated };
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The database restarting or failing over: the client may send it again in a moment.
    const databaseAway = !(error instanceof HttpError) && isConnectionLoss(error);
    const status =
      error instanceof HttpError
        ? error.statusCode
        : databaseAway
          ? 503
          : typeof error.statusCode === 'number' &&
              error.statusCode >= 400 &&
              error.statusCode < 600
            ? error.statusCode
            : 500;
    const retryAfter = databaseAway
      ? DATABASE_RETRY_AFTER_SECONDS
      : (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    if (status >= 500) {
      if (status === 503) request.log.warn({ err: error }, 'Request refused: service unavailable');
      else request.log.error({ err: error }, 'Request failed');
      return reply
        .status(status === 503 ? 503 : 500)
        .send({ error: inReaderLanguage(SERVER_ERROR, request) });
    }
    // In the reader's language where it is written (localizedErrors.ts); the code stays.
    const message = inReaderLanguage(
      error instanceof HttpError || error.code === 'THRIVE_RATE_LIMITED'
        ? error.message
        : clientErrorMessage(error, status),
      request,
    );
    return reply
      .status(status)
      .send(
        error instanceof HttpError && error.code
          ? { ...error.details, error: message, code: error.code }
          : { error: message },
      );
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: inReaderLanguage(NOT_FOUND, request) });
  });

  await app.register(helmet, {
    // A JSON API: nothing here is a page, so the strictest policy fits.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', PROOF_HEADER],
    // The sign-in's device cookie (src/core/limits/deviceCookie.ts) travels with credentials.
    credentials: true,
    // Lets the site read how long to wait after a 429.
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });
  const rateLimitStore = await createRateLimitStore(
    config.redisUrl,
    app.log,
    deps.rateLimitNamespace,
  );
  app.addHook('onClose', () => rateLimitStore.close());
  await app.register(rateLimit, {
    ...rateLimitStore.options,
    global: true,
    max: config.rateLimitMax,
    timeWindow: config.rateLimitWindowMs,
    // Per client: an IPv4 address, an IPv6 /64 (issue 40, M4).
    keyGenerator: (request) => clientAddressKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000)))), {
        statusCode: context.statusCode,
        code: 'THRIVE_RATE_LIMITED',
      }),
  });

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
      for (const routes of FEATURE_ROUTES) await api.register(routes);
      if (config.testClock && clock instanceof OffsetClock) {
        await api.register(testClockRoutes(clock));
      }
      const clientKeySecret = await loadOrCreateSecret(
        database.db,
        'telemetry-client-hmac-key',
        clock,
      );
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
    },
    { prefix: API_PREFIX },
  );

  const purgeIntervalMs = deps.purgeIntervalMs ?? 10 * 60_000;
  if (purgeIntervalMs > 0) {
    const timer = setInterval(() => {
      Promise.all([
        app.services.readers.purgeExpired(),
        purgeDeliveredMail(database.db, clock.now(), DELIVERED_MAIL_KEPT_MS),
        app.services.deletion.purgeLapsed(),
        app.services.idempotency.purgeExpired(),
        app.services.auditRetention.run(),
      ]).catch((error: unknown) => app.log.error({ err: error }, 'Housekeeping failed'));
    }, purgeIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  return app;
}
