/**
 * The services every feature may use, on `app.services` (app.ts decorates the app with them):
 * the reader accounts, the mail outbox and its worker, the public forms, subscriptions, account
 * deletion and its job, the device cookies, the proof of work, idempotency and the audit log's
 * retention. The workers start with the app (unless the caller says not to) and stop with it.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from './core/clock.ts';
import type { Config } from './core/config.ts';
import type { Database } from './core/db/database.ts';
import { AuditRetention } from './core/audit/auditRetention.ts';
import { IdempotencyStore } from './core/idempotency/index.ts';
import { ScheduledJob } from './core/jobs/scheduledJob.ts';
import { DeviceCookies } from './core/limits/deviceCookie.ts';
import { FormMailQuota } from './core/limits/formMailQuota.ts';
import { ProofOfWork } from './core/limits/proofOfWork.ts';
import { SignInLimits } from './core/limits/signInLimits.ts';
import type { Mailer } from './core/mail/mailer.ts';
import { Outbox, OutboxWorker, senderDomain } from './core/mail/outbox.ts';
import type { PasswordHasher } from './core/security/passwords.ts';
import { loadOrCreateSecret } from './core/security/serverSecrets.ts';
import { DeletionService } from './deletion/deletionService.ts';
import { FormService } from './forms/formService.ts';
import { createReaderServices, type ReaderServices } from './readers/index.ts';
import { SubscriptionService } from './subscriptions/subscriptionService.ts';

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

export interface ServiceSetup {
  config: Config;
  database: Database;
  mailer: Mailer;
  clock: Clock;
  hasher: PasswordHasher;
  dummyHash: string;
  /** The key of the links in e-mails (subscriptions, idempotency fingerprints). */
  linkKey: string;
  /** Run the outbox worker (default true). */
  startMailWorker?: boolean;
  /** Run the account-deletion job (default: as startMailWorker). */
  startDeletionJob?: boolean;
}

/** The outbox and the worker that delivers it, started and stopped with the app. */
function mailServices(app: FastifyInstance, setup: ServiceSetup) {
  const { config, database, clock } = setup;
  const outbox = new Outbox({ clock, messageIdDomain: senderDomain(config.mailFrom) });
  const mailWorker = new OutboxWorker({
    db: database.db,
    transport: setup.mailer,
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
  if (setup.startMailWorker ?? true) {
    app.addHook('onReady', async () => mailWorker.start());
    // After the server closed (no request can enqueue any more): stop claiming, finish or
    // release what is in flight.
    app.addHook('onClose', async () => {
      await mailWorker.stop();
    });
  }
  return { outbox, mailWorker };
}

/** Account deletion and the job that carries it out when due. */
function deletionServices(
  app: FastifyInstance,
  setup: ServiceSetup,
  outbox: Outbox,
  quota: FormMailQuota,
) {
  const { config, database, clock } = setup;
  const deletion = new DeletionService({
    db: database.db,
    clock,
    outbox,
    quota,
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
  if (setup.startDeletionJob ?? setup.startMailWorker ?? true) {
    app.addHook('onReady', async () => deletionJob.start());
    app.addHook('onClose', async () => {
      await deletionJob.stop();
    });
  }
  return { deletion, deletionJob };
}

export async function decorateServices(app: FastifyInstance, setup: ServiceSetup): Promise<void> {
  const { config, database, clock } = setup;
  const db = database.db;
  const otpKey = config.otpSecret ?? (await loadOrCreateSecret(db, 'otp-hmac-key', clock));
  const proofOfWork = new ProofOfWork(
    await loadOrCreateSecret(db, 'proof-of-work-hmac-key', clock),
    clock,
    // A used proof is remembered for the sign-in window (housekeeping drops it after that).
    { ...config.proofOfWork, ttlMs: Math.min(10, config.loginThrottleWindowMinutes) * 60_000 },
  );
  const deviceCookies = new DeviceCookies(
    await loadOrCreateSecret(db, 'device-cookie-hmac-key', clock),
  );
  const { outbox, mailWorker } = mailServices(app, setup);
  const quota = new FormMailQuota(clock, proofOfWork, {
    beforeChallenge: config.formMailsPerIpBeforeChallenge,
    ceiling: config.formMailsPerIpPerHour,
  });
  const { publicSiteUrl } = config;
  app.decorate('services', {
    readers: createReaderServices({
      db,
      clock,
      hasher: setup.hasher,
      dummyHash: setup.dummyHash,
      outbox,
      otpKey,
      signInLimits: new SignInLimits(db, config, proofOfWork),
      config,
    }),
    forms: new FormService({
      db,
      clock,
      outbox,
      quota,
      supportEmail: config.supportEmail,
      publicSiteUrl,
    }),
    outbox,
    mailWorker,
    subscriptions: new SubscriptionService({
      db,
      clock,
      outbox,
      quota,
      linkKey: setup.linkKey,
      publicSiteUrl,
      publicApiUrl: config.publicApiUrl,
    }),
    ...deletionServices(app, setup, outbox, quota),
    deviceCookies,
    proofOfWork,
    idempotency: new IdempotencyStore(db, clock),
    auditRetention: new AuditRetention(
      db,
      clock,
      await loadOrCreateSecret(db, 'audit-typed-address-hmac-key', clock),
    ),
  });
}
