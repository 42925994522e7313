/* eslint-disable max-lines -- every setting of the reader API, read and checked in one place (docs/configuration); not split yet (issue 41). */
/**
 * Every setting of the reader API, read once from environment variables with safe development
 * defaults (documented in ../README.md). Tests build a Config directly with `testConfig()`.
 */
import {
  CLIENT_CAP_PER_RELEASE_HOUR,
  MIN_CLIENTS_FOR_VERDICT,
  TELEMETRY_MAX_PER_MINUTE,
} from './releaseHealthDefaults.ts';
import { READER_SESSION_ABSOLUTE_HOURS } from './sessions/sessionPolicy.ts';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { api, defaultOrigins, shell } from '@thrive/platform';
import { envInt, envText } from './envParsing.ts';

/** services/reader-api/ (this file is services/reader-api/src/core/config.ts). */
export const packageRoot = path.resolve(import.meta.dirname, '../..');
/** The repository root, where `.data/` lives by default. */
export const repoRoot = path.resolve(packageRoot, '..', '..');

export interface Argon2Params {
  /** KiB of memory. OWASP: 19456 (19 MiB). */
  memoryCost: number;
  /** Iterations. OWASP: 2. */
  timeCost: number;
  parallelism: number;
}

export interface Config {
  port: number;
  host: string;
  nodeEnv: string;
  dataDir: string;
  /** Real PostgreSQL when set; otherwise PGlite under `${dataDir}/db`. */
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** PGlite directory; `memory://` (tests) keeps everything in memory. */
  pgliteDir: string;
  mailDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Outbox: first retry delay (doubles per failure), its cap, and the idle poll interval. */
  mailRetryBaseMs: number;
  mailRetryMaxMs: number;
  mailPollIntervalMs: number;
  /** Outbox: deliveries in flight at once, the longest one send may take, attempts before giving up. */
  mailConcurrency: number;
  mailSendTimeoutMs: number;
  mailMaxAttempts: number;
  /** The API's public base URL (ends in /api/v1): the one-click unsubscribe target in e-mails. */
  publicApiUrl: string;
  /** How often each instance looks for account deletions that are due. */
  deletionJobIntervalMs: number;
  /**
   * TEST_CLOCK=1: the clock can be moved forward through POST /api/v1/test-clock (end-to-end
   * tests of the 7-day deletion). Refused when NODE_ENV=production.
   */
  testClock: boolean;
  /**
   * E-mails the public forms may trigger per client IP per hour: quietly up to
   * formMailsPerIpBeforeChallenge, then only with a solved proof of work, up to this ceiling
   * (many readers share one carrier-NAT address; the per-recipient cap is a rule).
   */
  formMailsPerIpPerHour: number;
  formMailsPerIpBeforeChallenge: number;
  supportEmail: string;
  publicSiteUrl: string;
  corsOrigins: string[];
  tokenTtlHours: number;
  /** HMAC key for verification codes; generated and kept in the database when unset. */
  otpSecret: string | undefined;
  /**
   * Bearer token that unlocks the release-health and CSP summaries (for `pnpm platform:status`
   * and the canary watcher); without one they are closed to everyone.
   */
  platformOperatorToken: string | undefined;
  /** Release health: one client's share per release-hour, and the clients a verdict needs. */
  releaseHealth: { clientCap: number; minClients: number; reportsPerMinute: number };
  argon2: Argon2Params;
  /** Argon2 operations at once and waiting; beyond that requests get 503 + Retry-After. */
  argon2MaxConcurrency: number;
  argon2MaxQueue: number;
  /** How long a start waits for an unreachable database (retrying with backoff) before giving up. */
  databaseStartTimeoutMs: number;
  loginMaxFailuresPerEmail: number;
  /** Failed sign-ins per client IP in the window: the ceiling, even with proofs of work. */
  loginMaxFailuresPerIp: number;
  /** …and how many before a proof of work is asked for (src/core/limits/signInLimits.ts). */
  loginFailuresPerIpBeforeChallenge: number;
  loginThrottleWindowMinutes: number;
  /** Proof-of-work difficulty: SHA-256 rounds per try and the largest counter (src/limits). */
  proofOfWork: { cost: number; maxCounter: number };
  rateLimitMax: number;
  rateLimitWindowMs: number;
  bodyLimitBytes: number;
  /**
   * Which X-Forwarded-For hops to believe (Fastify `trustProxy`): `false` (the socket's address is
   * the client), a hop count, or the proxies' addresses/CIDRs. Never "any": the left-most entry
   * is whatever the client wrote.
   */
  trustProxy: false | number | string[];
  /** HTTP server limits (a stalled or trickling request is cut, idle sockets are closed). */
  http: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    keepAliveTimeoutMs: number;
    idleSocketTimeoutMs: number;
    maxConnections: number;
    /** Open sockets one peer address may hold (0: no cap; not applied when TRUST_PROXY is set). */
    maxConnectionsPerIp: number;
  };
  /** When set, state shared by instances (the generic rate limit) lives in this Redis. */
  redisUrl: string | undefined;
  /**
   * Web Push (issue 46): the VAPID key pair (base64url, as `web-push generate-vapid-keys`
   * prints it) and the contact the push services see. Without the keys, a pair is generated
   * once and kept in `${dataDir}/push/vapid-keys.json` (src/push/vapidKeys.ts).
   */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /**
   * Push endpoints on this machine over plain http (a local push server such as
   * web-push-testing in the end-to-end tests) are accepted: by default outside production, and
   * in production only with PUSH_LOCAL_ENDPOINTS=1 (the e2e suite runs production builds).
   */
  pushLocalEndpoints: boolean;
  logLevel: string;
}

export const OWASP_ARGON2: Argon2Params = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

const envSchema = z.object({
  API_PORT: envInt('API_PORT', api.defaultPort, 0, 65535),
  API_HOST: envText,
  NODE_ENV: envText,
  DATA_DIR: envText,
  RELEASE_HEALTH_CLIENT_CAP: envInt(
    'RELEASE_HEALTH_CLIENT_CAP',
    CLIENT_CAP_PER_RELEASE_HOUR,
    1,
    100_000,
  ),
  RELEASE_HEALTH_MIN_CLIENTS: envInt(
    'RELEASE_HEALTH_MIN_CLIENTS',
    MIN_CLIENTS_FOR_VERDICT,
    1,
    100_000,
  ),
  TELEMETRY_REPORTS_PER_MINUTE: envInt(
    'TELEMETRY_REPORTS_PER_MINUTE',
    TELEMETRY_MAX_PER_MINUTE,
    1,
    100_000,
  ),
  PLATFORM_OPERATOR_TOKEN: envText.pipe(
    z
      .string()
      .min(32, 'PLATFORM_OPERATOR_TOKEN must be at least 32 characters (e.g. openssl rand -hex 32)')
      .optional(),
  ),
  DATABASE_URL: envText,
  DATABASE_POOL_MAX: envInt('DATABASE_POOL_MAX', 10, 1, 500),
  MAIL_DIR: envText,
  SMTP_URL: envText,
  MAIL_FROM: envText,
  MAIL_RETRY_BASE_MS: envInt('MAIL_RETRY_BASE_MS', 2_000, 10, 3_600_000),
  MAIL_RETRY_MAX_MS: envInt('MAIL_RETRY_MAX_MS', 10 * 60_000, 10, 24 * 3_600_000),
  MAIL_POLL_INTERVAL_MS: envInt('MAIL_POLL_INTERVAL_MS', 1_000, 10, 600_000),
  MAIL_CONCURRENCY: envInt('MAIL_CONCURRENCY', 8, 1, 100),
  MAIL_SEND_TIMEOUT_MS: envInt('MAIL_SEND_TIMEOUT_MS', 45_000, 100, 600_000),
  MAIL_MAX_ATTEMPTS: envInt('MAIL_MAX_ATTEMPTS', 20, 1, 1_000),
  PUBLIC_API_URL: envText,
  DELETION_JOB_INTERVAL_MS: envInt('DELETION_JOB_INTERVAL_MS', 60_000, 100, 24 * 3_600_000),
  TEST_CLOCK: envText,
  FORM_MAILS_PER_IP_PER_HOUR: envInt('FORM_MAILS_PER_IP_PER_HOUR', 1_000, 1, 1_000_000),
  FORM_MAILS_PER_IP_BEFORE_CHALLENGE: envInt(
    'FORM_MAILS_PER_IP_BEFORE_CHALLENGE',
    20,
    0,
    1_000_000,
  ),
  SUPPORT_EMAIL: envText,
  PUBLIC_SITE_URL: envText,
  SHELL_PORT: envInt('SHELL_PORT', shell.defaultPort, 1, 65535),
  CORS_ORIGINS: envText,
  TOKEN_TTL_HOURS: envInt('TOKEN_TTL_HOURS', READER_SESSION_ABSOLUTE_HOURS, 1, 24 * 365),
  OTP_SECRET: envText,
  ARGON2_MEMORY_KIB: envInt('ARGON2_MEMORY_KIB', OWASP_ARGON2.memoryCost, 1024, 4 * 1024 * 1024),
  ARGON2_TIME_COST: envInt('ARGON2_TIME_COST', OWASP_ARGON2.timeCost, 1, 100),
  ARGON2_PARALLELISM: envInt('ARGON2_PARALLELISM', OWASP_ARGON2.parallelism, 1, 16),
  // One core is left for everything else (/health, reads) on a small machine.
  ARGON2_MAX_CONCURRENCY: envInt(
    'ARGON2_MAX_CONCURRENCY',
    Math.max(1, availableParallelism() - 1),
    1,
    256,
  ),
  ARGON2_MAX_QUEUE: envInt('ARGON2_MAX_QUEUE', 128, 0, 100_000),
  DATABASE_START_TIMEOUT_SECONDS: envInt('DATABASE_START_TIMEOUT_SECONDS', 60, 0, 3_600),
  LOGIN_MAX_FAILURES_PER_EMAIL: envInt('LOGIN_MAX_FAILURES_PER_EMAIL', 5, 1, 1_000_000),
  LOGIN_MAX_FAILURES_PER_IP: envInt('LOGIN_MAX_FAILURES_PER_IP', 1_000, 1, 1_000_000),
  LOGIN_FAILURES_PER_IP_BEFORE_CHALLENGE: envInt(
    'LOGIN_FAILURES_PER_IP_BEFORE_CHALLENGE',
    20,
    0,
    1_000_000,
  ),
  POW_COST: envInt('POW_COST', 10, 1, 100_000),
  POW_MAX_COUNTER: envInt('POW_MAX_COUNTER', 5_000, 2, 10_000_000),
  LOGIN_THROTTLE_WINDOW_MINUTES: envInt('LOGIN_THROTTLE_WINDOW_MINUTES', 15, 1, 24 * 60),
  RATE_LIMIT_MAX: envInt('RATE_LIMIT_MAX', 2_400, 1, 100_000_000),
  RATE_LIMIT_WINDOW_SECONDS: envInt('RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400),
  BODY_LIMIT_BYTES: envInt('BODY_LIMIT_BYTES', 16 * 1024, 1024, 10 * 1024 * 1024),
  TRUST_PROXY: envText,
  REQUEST_TIMEOUT_SECONDS: envInt('REQUEST_TIMEOUT_SECONDS', 30, 1, 55),
  HEADERS_TIMEOUT_SECONDS: envInt('HEADERS_TIMEOUT_SECONDS', 10, 1, 55),
  KEEP_ALIVE_TIMEOUT_SECONDS: envInt('KEEP_ALIVE_TIMEOUT_SECONDS', 5, 1, 55),
  IDLE_SOCKET_TIMEOUT_SECONDS: envInt('IDLE_SOCKET_TIMEOUT_SECONDS', 30, 1, 55),
  MAX_CONNECTIONS: envInt('MAX_CONNECTIONS', 1024, 1, 1_000_000),
  MAX_CONNECTIONS_PER_IP: envInt('MAX_CONNECTIONS_PER_IP', 256, 0, 1_000_000),
  REDIS_URL: envText,
  LOG_LEVEL: envText,
  VAPID_PUBLIC_KEY: envText.pipe(
    z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{87}$/,
        'VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)',
      )
      .optional(),
  ),
  VAPID_PRIVATE_KEY: envText.pipe(
    z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{43}$/,
        'VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters)',
      )
      .optional(),
  ),
  PUSH_LOCAL_ENDPOINTS: envText,
  VAPID_SUBJECT: envText.pipe(
    z
      .string()
      .regex(
        /^(mailto:\S+@\S+|https:\/\/\S+)$/,
        'VAPID_SUBJECT must be a mailto: address or an https: URL',
      )
      .optional(),
  ),
});

const IP_OR_CIDR = /^[0-9a-f.:]+(\/\d{1,3})?$/i;
const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: unset/false/0, a hop count, or comma-separated proxy addresses or CIDRs. */
function parseTrustProxy(raw: string | undefined): false | number | string[] | Error {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : new Error('TRUST_PROXY hop count must be from 0 to 10');
  }
  if (value === 'true' || value === 'yes') {
    return new Error(
      'TRUST_PROXY=true would believe the left-most X-Forwarded-For, which any client can forge: ' +
        'give the number of proxies in front of the API (e.g. 1) or their addresses (e.g. 10.0.0.1,10.1.0.0/16)',
    );
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !PROXY_KEYWORDS.has(entry) && !IP_OR_CIDR.test(entry));
  if (bad.length > 0) {
    return new Error(
      `TRUST_PROXY must be a hop count or proxy addresses/CIDRs; not understood: ${bad.join(', ')}`,
    );
  }
  return entries;
}

/** Reads the configuration from `env`; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid reader API configuration:\n${parsed.error.issues.map((i) => `  - ${i.message}`).join('\n')}`,
    );
  }
  const e = parsed.data;
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (trustProxy instanceof Error) {
    throw new Error(`Invalid reader API configuration:\n  - ${trustProxy.message}`);
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Invalid reader API configuration:\n  - VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are a pair: set both or neither',
    );
  }
  const testClock = ['1', 'true', 'yes'].includes((e.TEST_CLOCK ?? '').toLowerCase());
  if (testClock && e.NODE_ENV === 'production') {
    throw new Error(
      'Invalid reader API configuration:\n  - TEST_CLOCK is for tests only and is refused when NODE_ENV=production',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(repoRoot, '.data'));
  const corsOrigins = (
    e.CORS_ORIGINS ?? `http://localhost:${e.SHELL_PORT},http://admin.localhost:${e.SHELL_PORT}`
  )
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    port: e.API_PORT,
    // Loopback unless told otherwise (Fastify binds every address of `localhost`: 127.0.0.1
    // and ::1); a deployment that must be reachable from elsewhere sets API_HOST=0.0.0.0.
    host: e.API_HOST ?? 'localhost',
    nodeEnv: e.NODE_ENV ?? 'development',
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    // One process per PGlite folder: an instance on another port in the same checkout (a second
    // `pnpm start`) gets a database of its own there instead of being refused the shared one.
    pgliteDir: path.join(
      dataDir,
      e.DATA_DIR || e.API_PORT === api.defaultPort ? 'db' : `db-${e.API_PORT}`,
    ),
    mailDir: path.resolve(e.MAIL_DIR ?? path.join(dataDir, 'mail')),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Thrive <hello@thrive.local>',
    mailRetryBaseMs: e.MAIL_RETRY_BASE_MS,
    mailRetryMaxMs: e.MAIL_RETRY_MAX_MS,
    mailPollIntervalMs: e.MAIL_POLL_INTERVAL_MS,
    mailConcurrency: e.MAIL_CONCURRENCY,
    mailSendTimeoutMs: e.MAIL_SEND_TIMEOUT_MS,
    mailMaxAttempts: e.MAIL_MAX_ATTEMPTS,
    publicApiUrl: (e.PUBLIC_API_URL ?? `http://localhost:${e.API_PORT}/api/v1`).replace(/\/+$/, ''),
    deletionJobIntervalMs: e.DELETION_JOB_INTERVAL_MS,
    testClock,
    formMailsPerIpPerHour: e.FORM_MAILS_PER_IP_PER_HOUR,
    formMailsPerIpBeforeChallenge: e.FORM_MAILS_PER_IP_BEFORE_CHALLENGE,
    supportEmail: e.SUPPORT_EMAIL ?? 'support@thrive.local',
    publicSiteUrl: (e.PUBLIC_SITE_URL ?? corsOrigins[0] ?? defaultOrigins.publicSite).replace(
      /\/+$/,
      '',
    ),
    corsOrigins,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    otpSecret: e.OTP_SECRET,
    platformOperatorToken: e.PLATFORM_OPERATOR_TOKEN,
    releaseHealth: {
      clientCap: e.RELEASE_HEALTH_CLIENT_CAP,
      minClients: e.RELEASE_HEALTH_MIN_CLIENTS,
      reportsPerMinute: e.TELEMETRY_REPORTS_PER_MINUTE,
    },
    argon2: {
      memoryCost: e.ARGON2_MEMORY_KIB,
      timeCost: e.ARGON2_TIME_COST,
      parallelism: e.ARGON2_PARALLELISM,
    },
    argon2MaxConcurrency: e.ARGON2_MAX_CONCURRENCY,
    argon2MaxQueue: e.ARGON2_MAX_QUEUE,
    databaseStartTimeoutMs: e.DATABASE_START_TIMEOUT_SECONDS * 1000,
    loginMaxFailuresPerEmail: e.LOGIN_MAX_FAILURES_PER_EMAIL,
    loginMaxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
    loginFailuresPerIpBeforeChallenge: e.LOGIN_FAILURES_PER_IP_BEFORE_CHALLENGE,
    proofOfWork: { cost: e.POW_COST, maxCounter: e.POW_MAX_COUNTER },
    loginThrottleWindowMinutes: e.LOGIN_THROTTLE_WINDOW_MINUTES,
    rateLimitMax: e.RATE_LIMIT_MAX,
    rateLimitWindowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy,
    http: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      idleSocketTimeoutMs: e.IDLE_SOCKET_TIMEOUT_SECONDS * 1000,
      maxConnections: e.MAX_CONNECTIONS,
      maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP,
    },
    redisUrl: e.REDIS_URL,
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL ?? 'support@thrive.local'}`,
    },
    pushLocalEndpoints:
      e.NODE_ENV !== 'production' ||
      ['1', 'true', 'yes'].includes((e.PUSH_LOCAL_ENDPOINTS ?? '').toLowerCase()),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}

/**
 * Settings that work but are unsafe where they are used; the server logs each loudly at start
 * (tests and benchmarks use them on purpose, so they do not stop the start).
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.nodeEnv === 'production' && config.argon2.memoryCost < OWASP_ARGON2.memoryCost) {
    warnings.push(
      `ARGON2_MEMORY_KIB=${config.argon2.memoryCost} is below OWASP's minimum of ` +
        `${OWASP_ARGON2.memoryCost} KiB: stored passwords are cheap to crack. Unset it in production.`,
    );
  }
  if (config.nodeEnv === 'production' && config.argon2.timeCost < OWASP_ARGON2.timeCost) {
    warnings.push(
      `ARGON2_TIME_COST=${config.argon2.timeCost} is below OWASP's ${OWASP_ARGON2.timeCost}: unset it in production.`,
    );
  }
  if (config.nodeEnv === 'production' && config.pushLocalEndpoints) {
    warnings.push(
      'PUSH_LOCAL_ENDPOINTS is set: readers may subscribe push endpoints on this machine (for end-to-end tests only). Unset it in production.',
    );
  }
  if (config.nodeEnv === 'production' && !config.vapid.publicKey) {
    warnings.push(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: Web Push uses a key pair generated in ' +
        'DATA_DIR. Every instance must share one pair (a new pair ends every subscription): set them in production.',
    );
  }
  return warnings;
}
