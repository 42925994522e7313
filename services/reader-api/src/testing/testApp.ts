/**
 * Test harness: a reader API app on PGlite (in memory, or a given directory) or, when
 * DATABASE_URL is set, on a real PostgreSQL server in a database created for this app alone
 * and dropped afterwards. Time is a FakeClock; mail is kept in memory; the password hasher
 * counts its calls (to check the "same timing class" rules).
 *
 * Tests use lowered argon2 parameters (m=1024 KiB, t=1) for speed; production defaults are
 * the OWASP ones and are checked in config.test.ts and passwords.test.ts.
 */
import { randomBytes } from 'node:crypto';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify';
import pg from 'pg';
import webpush from 'web-push';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import type { AdminConfig } from '../admin/index.ts';
import { FakeClock } from '../core/clock.ts';
import { loadConfig, type Config } from '../core/config.ts';
import { openDatabase, type Database } from '../core/db/database.ts';
import { MemoryMailer, type Mailer } from '../core/mail/mailer.ts';
import { createArgon2Hasher, type PasswordHasher } from '../core/security/passwords.ts';
import { installResponseChecks, type RegisteredRoute } from './responseChecks.ts';

export type Driver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set. */
export const drivers: Driver[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** The platform operator token of test apps, and the headers that present it. */
export const TEST_OPERATOR_TOKEN = 'operator-token-for-tests-0123456789abcdef';
export const asOperator = { headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } };

/** One VAPID pair per test process (the test data dir is never written). */
let vapidPair: { publicKey: string; privateKey: string } | undefined;
const testVapid = () => (vapidPair ??= webpush.generateVAPIDKeys());

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data-dir' }),
    pgliteDir: 'memory://',
    argon2: TEST_ARGON2,
    rateLimitMax: 1_000_000,
    // Proofs of work that take a test a millisecond (src/core/limits/proofOfWork.ts).
    proofOfWork: { cost: 1, maxCounter: 20 },
    logLevel: 'silent',
    platformOperatorToken: TEST_OPERATOR_TOKEN,
    vapid: { ...testVapid(), subject: 'mailto:push-tests@thrive.local' },
    ...overrides,
  };
}

export class CountingHasher implements PasswordHasher {
  hashCalls = 0;
  verifyCalls = 0;
  private readonly inner: PasswordHasher;

  constructor(inner: PasswordHasher = createArgon2Hasher(TEST_ARGON2)) {
    this.inner = inner;
  }

  hash(password: string): Promise<string> {
    this.hashCalls += 1;
    return this.inner.hash(password);
  }

  verify(storedHash: string, password: string): Promise<boolean> {
    this.verifyCalls += 1;
    return this.inner.verify(storedHash, password);
  }

  reset(): void {
    this.hashCalls = 0;
    this.verifyCalls = 0;
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: FakeClock;
  mailer: MemoryMailer;
  hasher: CountingHasher;
  config: Config;
  /** Every route as registered, with the statuses its response schema declares. */
  routes: RegisteredRoute[];
  /** POST JSON to /api/v1<path>. */
  post(
    path: string,
    body: unknown,
    options?: Partial<InjectOptions>,
  ): Promise<LightMyRequestResponse>;
  get(path: string, options?: Partial<InjectOptions>): Promise<LightMyRequestResponse>;
  /** Delivers every due message in the outbox to the test mailer. */
  drainMail(): Promise<void>;
  close(): Promise<void>;
}

interface TestAppOptions {
  driver?: Driver;
  config?: Partial<Config>;
  /** Reuse this database instead of opening one (the app does not close it). */
  database?: Database;
  mailer?: Mailer;
  clock?: FakeClock;
  rateLimitNamespace?: string;
  /** Admin console settings over the test defaults (uploads in a temp dir, no seeding). */
  adminConfig?: Partial<AdminConfig>;
  /** A logger to read what the app logs (by default nothing is logged). */
  logger?: FastifyBaseLogger;
}

export function testAdminConfig(overrides: Partial<AdminConfig> = {}): AdminConfig {
  return {
    sessionTtlHours: 12,
    signInMaxPerEmail: 5,
    signInMaxPerIp: 1000,
    signInWindowMinutes: 15,
    uploadMaxBytes: 64 * 1024,
    uploadDir: mkdtempSync(path.join(tmpdir(), 'thrive-uploads-')),
    s3: undefined,
    seedSampleData: false,
    purgeIntervalMs: 0,
    ...overrides,
  };
}

/** Creates an empty PostgreSQL database for one test app; returns its URL and a dropper. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `thrive_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const driver = options.driver ?? 'pglite';
  let dropDatabase: (() => Promise<void>) | undefined;
  let config = testConfig(options.config);
  if (driver === 'postgres' && !options.database) {
    const created = await createPostgresDatabase();
    dropDatabase = created.drop;
    config = { ...config, databaseUrl: created.url };
  }
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.pgliteDir,
      poolMax: 5,
    }));
  const clock = options.clock ?? new FakeClock();
  const mailer = new MemoryMailer();
  const hasher = new CountingHasher();
  const routes: RegisteredRoute[] = [];
  const app = await buildApp({
    config,
    database,
    mailer: options.mailer ?? mailer,
    clock,
    hasher,
    purgeIntervalMs: 0,
    ...(options.rateLimitNamespace ? { rateLimitNamespace: options.rateLimitNamespace } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    adminConfig: testAdminConfig(options.adminConfig),
    // Tests deliver the outbox explicitly: post() and get() drain it before they return.
    startMailWorker: false,
    startDeletionJob: false,
    // Every answer is checked against its route's response schema.
    instrument: (instance) => installResponseChecks(instance, routes),
  });
  await app.ready();
  // A request that failed on the server (e.g. a closed database) may leave the outbox
  // unreachable too; the 5xx answer is what such a test checks.
  const drainAfter = async (response: LightMyRequestResponse) => {
    try {
      await app.services.mailWorker.drain();
    } catch (error) {
      if (response.statusCode < 500) throw error;
    }
  };
  return {
    app,
    database,
    clock,
    mailer,
    hasher,
    config,
    routes,
    post: async (path, body, extra = {}) => {
      const { headers, ...rest } = extra;
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1${path}`,
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        headers: { 'content-type': 'application/json', ...(headers ?? {}) },
        ...rest,
      });
      await drainAfter(response);
      return response;
    },
    get: async (path, extra = {}) => {
      const response = await app.inject({ method: 'GET', url: `/api/v1${path}`, ...extra });
      await drainAfter(response);
      return response;
    },
    drainMail: () => app.services.mailWorker.drain(),
    close: async () => {
      await app.close();
      if (ownsDatabase) await database.close();
      if (dropDatabase) await dropDatabase();
    },
  };
}

let counter = 0;
/** A fresh address for each call, so tests sharing an app never collide. */
export function uniqueEmail(label = 'reader'): string {
  counter += 1;
  return `${label}.${process.pid}.${counter}.${randomBytes(2).toString('hex')}@example.com`;
}

let ipCounter = 0;
/** A fresh client IP (login throttling is per IP). */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export const GOOD_PASSWORD = 'sunlit meadow 42';

export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Ada',
    last_name: 'Okafor',
    email,
    password: GOOD_PASSWORD,
    password_confirmation: GOOD_PASSWORD,
    ...overrides,
  };
}

/** The 6-digit code in the newest mail to `email` (throws when there is none). */
export function latestCode(mailer: MemoryMailer, email: string): string {
  const mail = mailer.latestTo(email);
  const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
  if (!code) throw new Error(`no code e-mail to ${email}`);
  return code;
}

/** Registers and confirms a reader; returns the code used. */
export async function registerVerified(t: TestApp, email: string, password = GOOD_PASSWORD) {
  const registered = await t.post(
    '/reader/web-register',
    registration(email, { password, password_confirmation: password }),
  );
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const confirmed = await t.post('/reader/web-confirm-otp', {
    email,
    otp: latestCode(t.mailer, email),
    password,
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`);
  return confirmed.json() as { token: string; user: Record<string, unknown> };
}

/** A different 6-digit code than `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
