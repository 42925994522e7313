import path from 'node:path';
import { configWarnings, loadConfig, OWASP_ARGON2, packageRoot, repoRoot } from './config.ts';

describe('loadConfig', () => {
  it('gives an instance on another port a database folder of its own, and keeps the shared mail folder', () => {
    const second = loadConfig({ API_PORT: '4050' });
    expect(second.pgliteDir).toBe(path.join(repoRoot, '.data', 'db-4050'));
    expect(second.mailDir).toBe(path.join(repoRoot, '.data', 'mail'));
  });

  it('has safe development defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.host).toBe('localhost');
    expect(config.dataDir).toBe(path.join(repoRoot, '.data'));
    expect(config.pgliteDir).toBe(path.join(repoRoot, '.data', 'db'));
    expect(config.mailDir).toBe(path.join(repoRoot, '.data', 'mail'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.corsOrigins).toEqual(['http://localhost:3000', 'http://admin.localhost:3000']);
    expect(config.publicSiteUrl).toBe('http://localhost:3000');
    expect(config.argon2).toEqual(OWASP_ARGON2);
    expect(OWASP_ARGON2).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(config.tokenTtlHours).toBe(168);
    expect(config.loginMaxFailuresPerEmail).toBe(5);
    // Per-address limits are ceilings (carrier NAT); a noisy address proves work past 20.
    expect(config.loginMaxFailuresPerIp).toBe(1000);
    expect(config.loginFailuresPerIpBeforeChallenge).toBe(20);
    expect(config.formMailsPerIpPerHour).toBe(1000);
    expect(config.formMailsPerIpBeforeChallenge).toBe(20);
    expect(config.rateLimitMax).toBe(2400);
    expect(config.proofOfWork).toEqual({ cost: 10, maxCounter: 5000 });
    expect(config.bodyLimitBytes).toBe(16 * 1024);
    expect(config.trustProxy).toBe(false);
    // Outbox: a dead letter after about 2 hours of failures; sends bounded and timed out.
    expect(config.mailMaxAttempts).toBe(20);
    expect(config.mailConcurrency).toBe(8);
    expect(config.mailSendTimeoutMs).toBe(45_000);
    expect(config.databaseStartTimeoutMs).toBe(60_000);
    expect(config.http.maxConnectionsPerIp).toBe(256);
    expect(config.argon2MaxQueue).toBe(128);
    expect(path.basename(packageRoot)).toBe('reader-api');
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      API_PORT: '4400',
      API_HOST: '127.0.0.1',
      DATA_DIR: '/tmp/thrive-x',
      DATABASE_URL: 'postgres://u@h/db',
      DATABASE_POOL_MAX: '20',
      MAIL_DIR: '/tmp/mailbox',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Thrive <no-reply@thrive.ng>',
      SUPPORT_EMAIL: 'care@thrive.ng',
      CORS_ORIGINS: 'https://thrive.ng/, https://admin.thrive.ng',
      TOKEN_TTL_HOURS: '24',
      OTP_SECRET: 'k',
      ARGON2_MEMORY_KIB: '65536',
      ARGON2_TIME_COST: '3',
      ARGON2_PARALLELISM: '2',
      LOGIN_MAX_FAILURES_PER_EMAIL: '10',
      LOGIN_MAX_FAILURES_PER_IP: '100',
      LOGIN_THROTTLE_WINDOW_MINUTES: '30',
      RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_WINDOW_SECONDS: '10',
      BODY_LIMIT_BYTES: '32768',
      TRUST_PROXY: '10.0.0.1, 10.1.0.0/16',
      REQUEST_TIMEOUT_SECONDS: '20',
      REDIS_URL: 'redis://cache:6379/2',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 4400,
      host: '127.0.0.1',
      pgliteDir: '/tmp/thrive-x/db',
      mailDir: '/tmp/mailbox',
      databaseUrl: 'postgres://u@h/db',
      databasePoolMax: 20,
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Thrive <no-reply@thrive.ng>',
      supportEmail: 'care@thrive.ng',
      corsOrigins: ['https://thrive.ng', 'https://admin.thrive.ng'],
      publicSiteUrl: 'https://thrive.ng',
      tokenTtlHours: 24,
      otpSecret: 'k',
      argon2: { memoryCost: 65536, timeCost: 3, parallelism: 2 },
      loginMaxFailuresPerEmail: 10,
      loginMaxFailuresPerIp: 100,
      loginThrottleWindowMinutes: 30,
      rateLimitMax: 1000,
      rateLimitWindowMs: 10_000,
      bodyLimitBytes: 32768,
      trustProxy: ['10.0.0.1', '10.1.0.0/16'],
      redisUrl: 'redis://cache:6379/2',
      logLevel: 'warn',
    });
  });

  it('takes TRUST_PROXY as a hop count or proxy addresses, never "trust everything"', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true would believe the left-most X-Forwarded-For/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'my proxy' })).toThrow(/not understood: my proxy/);
  });

  it('cuts a stalled or trickling request within 60 s by default', () => {
    const { http } = loadConfig({});
    expect(http.requestTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(http.headersTimeoutMs).toBeLessThanOrEqual(http.requestTimeoutMs);
    expect(http.idleSocketTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(http.keepAliveTimeoutMs).toBeLessThan(http.headersTimeoutMs);
    expect(http.maxConnections).toBeGreaterThan(0);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '120' })).toThrow(
      /REQUEST_TIMEOUT_SECONDS must be an integer from 1 to 55/,
    );
  });

  it('derives the default CORS origins from SHELL_PORT', () => {
    expect(loadConfig({ SHELL_PORT: '3100' }).corsOrigins).toEqual([
      'http://localhost:3100',
      'http://admin.localhost:3100',
    ]);
  });

  it('refuses bad values with one readable error', () => {
    expect(() => loadConfig({ API_PORT: 'abc', TOKEN_TTL_HOURS: '0' })).toThrow(
      /API_PORT must be an integer from 0 to 65535[\s\S]*TOKEN_TTL_HOURS must be an integer/,
    );
  });
});

// A VAPID pair's shape (Web Push, issue 46): an uncompressed P-256 point and a scalar, base64url.
const VAPID = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'k'.repeat(43) };

describe('Web Push keys', () => {
  it('are a pair from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or generated (unset)', () => {
    expect(loadConfig({}).vapid).toEqual({
      publicKey: undefined,
      privateKey: undefined,
      subject: 'mailto:support@thrive.local',
    });
    expect(loadConfig({ ...VAPID, VAPID_SUBJECT: 'https://thrive.example/contact' }).vapid).toEqual(
      {
        publicKey: VAPID.VAPID_PUBLIC_KEY,
        privateKey: VAPID.VAPID_PRIVATE_KEY,
        subject: 'https://thrive.example/contact',
      },
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: VAPID.VAPID_PUBLIC_KEY })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are a pair: set both or neither',
    );
    expect(() => loadConfig({ ...VAPID, VAPID_PRIVATE_KEY: 'short' })).toThrow(
      'VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters)',
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'support@thrive.local' })).toThrow(
      'VAPID_SUBJECT must be a mailto: address or an https: URL',
    );
  });

  it('take a push endpoint on this machine outside production, in production only when told', () => {
    expect(loadConfig({}).pushLocalEndpoints).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).pushLocalEndpoints).toBe(false);
    const e2e = loadConfig({ NODE_ENV: 'production', PUSH_LOCAL_ENDPOINTS: '1', ...VAPID });
    expect(e2e.pushLocalEndpoints).toBe(true);
    expect(configWarnings(e2e)).toEqual([expect.stringContaining('PUSH_LOCAL_ENDPOINTS is set')]);
  });

  it('are asked for in production', () => {
    expect(configWarnings(loadConfig({ NODE_ENV: 'production' }))).toEqual([
      expect.stringContaining('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set'),
    ]);
    expect(configWarnings(loadConfig({ NODE_ENV: 'production', ...VAPID }))).toEqual([]);
  });
});

describe('configWarnings', () => {
  it('warns loudly when production hashes passwords below OWASP (ARGON2_MEMORY_KIB=1024)', () => {
    const weak = loadConfig({ NODE_ENV: 'production', ARGON2_MEMORY_KIB: '1024', ...VAPID });
    expect(configWarnings(weak)).toEqual([
      "ARGON2_MEMORY_KIB=1024 is below OWASP's minimum of 19456 KiB: stored passwords are cheap to crack. Unset it in production.",
    ]);
    expect(configWarnings(loadConfig({ NODE_ENV: 'production', ...VAPID }))).toEqual([]);
    // Development and tests use cheap parameters on purpose.
    expect(configWarnings(loadConfig({ ARGON2_MEMORY_KIB: '1024' }))).toEqual([]);
  });
});
