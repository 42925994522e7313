import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ENVIRONMENT_ENV, PLATFORM_DIR_ENV } from '@thrive/platform';
import type { RemoteVersionStats } from './telemetry';

// The platform folder is read when @thrive/platform/node loads: set it first, then import.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thrive-canary-'));
process.env[PLATFORM_DIR_ENV] = dataDir;
process.env[ENVIRONMENT_ENV] = 'production';
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const stats = (overrides: Partial<RemoteVersionStats> = {}): RemoteVersionStats => ({
  remote: 'auth',
  version: 'v1',
  loads: 100,
  failures: 1,
  failureRate: 0.01,
  runtimeErrors: 0,
  errorsPerThousandLoads: 0,
  clients: 20,
  enoughClients: true,
  p75Ms: 500,
  errorRoutes: [],
  ...overrides,
});
const pin = (version: string) => ({
  version,
  entryIntegrity: `sha384-${version}`,
  manifestIntegrity: `sha384-m${version}`,
  commit: null,
  promotedAt: '2026-11-26T10:00:00.000Z',
});

describe('judgeCanary', () => {
  it('waits for enough loads from enough distinct clients', async () => {
    const { judgeCanary } = await import('./canary');
    expect(judgeCanary(stats(), undefined).verdict).toBe('wait');
    expect(judgeCanary(stats(), stats({ loads: 4, failureRate: 1 })).verdict).toBe('wait');
    const oneForger = judgeCanary(
      stats(),
      stats({ failureRate: 1, enoughClients: false, clients: 1 }),
    );
    expect(oneForger).toEqual({ verdict: 'wait', reason: 'only 1 distinct clients so far' });
  });

  it('rolls back a canary that breaks every load after the first few, on any route', async () => {
    const { judgeCanary } = await import('./canary');
    expect(judgeCanary(stats(), stats({ loads: 5, failureRate: 1 }))).toEqual({
      verdict: 'rollback',
      reason: 'load failures 100.0 % against stable 1.0 % over 5 loads',
    });
  });

  it('never rolls back for one unlucky failure: a subtle regression waits for the traffic to prove it', async () => {
    const { judgeCanary } = await import('./canary');
    const spotless = stats({ failureRate: 0 });
    // One failure in 10 loads is 10 %, yet as likely as not from a release as good as stable.
    expect(judgeCanary(spotless, stats({ loads: 10, failureRate: 0.1 })).verdict).toBe('wait');
    // 2 % against a 1 % bar: noise over 100 loads, a regression over 2,000 (a busy route's minute).
    expect(judgeCanary(spotless, stats({ loads: 100, failureRate: 0.02 })).verdict).toBe('wait');
    expect(judgeCanary(spotless, stats({ loads: 2000, failureRate: 0.02 }))).toEqual({
      verdict: 'rollback',
      reason: 'load failures 2.0 % against stable 0.0 % over 2000 loads',
    });
    // Below twice stable's rate it never rolls back, however many loads say so.
    expect(judgeCanary(spotless, stats({ loads: 100_000, failureRate: 0.015 })).verdict).not.toBe(
      'rollback',
    );
  });

  it('rolls back at twice the stable failure or runtime-error rate, or a 30 % slower p75', async () => {
    const { judgeCanary } = await import('./canary');
    expect(judgeCanary(stats({ failureRate: 0.05 }), stats({ failureRate: 0.09 })).verdict).toBe(
      'wait',
    );
    expect(
      judgeCanary(stats({ failureRate: 0.05 }), stats({ loads: 400, failureRate: 0.1 })),
    ).toEqual({
      verdict: 'rollback',
      reason: 'load failures 10.0 % against stable 5.0 % over 400 loads',
    });
    const throwing = stats({
      failureRate: 0,
      errorsPerThousandLoads: 300,
      errorRoutes: [{ route: '/login', kind: 'render', count: 30 }],
    });
    expect(judgeCanary(stats({ failureRate: 0 }), throwing)).toEqual({
      verdict: 'rollback',
      reason: 'runtime errors 300 per 1,000 loads against stable 0, most on /login (render)',
    });
    expect(judgeCanary(stats(), stats({ p75Ms: 640 })).verdict).toBe('wait');
    expect(judgeCanary(stats(), stats({ p75Ms: 650 })).reason).toBe(
      'p75 load time 650 ms against stable 500 ms',
    );
  });

  it('promotes after enough healthy loads and no sooner than the soak time', async () => {
    const { judgeCanary, DEFAULT_CANARY_POLICY: policy } = await import('./canary');
    const healthy = stats({ failureRate: 0, loads: 200 });
    expect(judgeCanary(stats(), healthy, policy, 60_000)).toEqual({
      verdict: 'wait',
      reason: 'healthy so far over 200 loads',
    });
    expect(judgeCanary(stats(), healthy, policy, 15 * 60_000)).toEqual({
      verdict: 'promote',
      reason: 'healthy over 200 loads',
    });
    expect(judgeCanary(stats(), stats({ loads: 199 }), policy, 60 * 60_000).verdict).toBe('wait');
  });
});

describe('binomialTail', () => {
  it('is the chance of k or more bad loads in n at a rate p', async () => {
    const { binomialTail } = await import('./canary');
    expect(binomialTail(0, 10, 0.3)).toBe(1);
    expect(binomialTail(11, 10, 0.3)).toBe(0);
    expect(binomialTail(1, 10, 0.01)).toBeCloseTo(1 - 0.99 ** 10, 10);
    expect(binomialTail(3, 3, 0.5)).toBeCloseTo(0.125, 10);
    // Large n stays finite and sensible: about half the mass lies at or above the mean.
    expect(binomialTail(100, 10_000, 0.01)).toBeGreaterThan(0.45);
    expect(binomialTail(100, 10_000, 0.01)).toBeLessThan(0.55);
  });
});

describe('canary revisions', () => {
  it('starts beside the stable release, and ends promoted or rolled back with the reason', async () => {
    const { startCanary, endCanary, assertCanaryPercent } = await import('./canary');
    const { commitRevision, current, describeChange } = await import('./environments');
    expect(() => assertCanaryPercent('0')).toThrow(/1 to 99/);
    expect(() => assertCanaryPercent('12.5')).toThrow(/1 to 99/);
    await expect(
      startCanary('production', current('production'), 'auth', pin('v2'), 50),
    ).rejects.toThrow(/no stable release in production/);
    const base = commitRevision('production', 0, {
      change: { action: 'promote', remote: 'auth', from: null, to: 'v1' },
      releases: { auth: pin('v1') },
      settings: { stagingOverrides: { enabled: false, allowedOrigins: [] } },
    });
    const started = await startCanary('production', base, 'auth', pin('v2'), 50);
    expect(describeChange(started.change)).toBe('canary auth v1 → v2 to 50 % of browsers');
    expect(started.releases.auth?.version).toBe('v1');
    expect(started.canaries?.auth).toMatchObject({ percent: 50, release: { version: 'v2' } });

    const rolledBack = await endCanary(
      'production',
      started,
      'auth',
      'rollback',
      'errors on /login',
    );
    expect(rolledBack.change).toEqual({
      action: 'rollback',
      remote: 'auth',
      from: 'v2',
      to: 'v1',
      reason: 'errors on /login',
    });
    expect(rolledBack.releases.auth?.version).toBe('v1');
    expect(rolledBack.canaries).toEqual({});

    const again = await startCanary('production', rolledBack, 'auth', pin('v2'), 10);
    const promoted = await endCanary(
      'production',
      again,
      'auth',
      'promote',
      'healthy over 200 loads',
    );
    expect(promoted.releases.auth?.version).toBe('v2');
    expect(promoted.canaries).toEqual({});
    expect(describeChange(promoted.change)).toBe('promote auth v1 → v2 (healthy over 200 loads)');
  });

  it('serves the canary to the cohorts below its share, the stable release to the rest', async () => {
    const { startCanary } = await import('./canary');
    const { current } = await import('./environments');
    const { currentRuntimeConfig, servesCanary } = await import('./serving');
    const before = current('production');
    expect(servesCanary()).toBe(false);
    await startCanary('production', before, 'auth', pin('v3'), 30);
    expect(servesCanary()).toBe(true);
    expect(currentRuntimeConfig(0).remotes.auth.version).toBe('v3');
    expect(currentRuntimeConfig(29).remotes.auth.version).toBe('v3');
    expect(currentRuntimeConfig(29).remotes.auth.manifest).toMatch(/\/releases\/v3\//);
    expect(currentRuntimeConfig(30).remotes.auth.version).toBe('v2');
    expect(currentRuntimeConfig(99).remotes.auth.version).toBe('v2');
  });

  it('lets the watcher roll a failing canary back on its own, saying why', async () => {
    const { watchRound } = await import('./watch');
    const { DEFAULT_CANARY_POLICY } = await import('./canary');
    const { current, latestChangeOf } = await import('./environments');
    const versions = [
      stats({ version: 'v2', failureRate: 0, clients: 30 }),
      stats({
        version: 'v3',
        loads: 12,
        failureRate: 0,
        errorsPerThousandLoads: 500,
        errorRoutes: [{ route: '/login', kind: 'render', count: 6 }],
      }),
    ];
    const token = 'watch-test-operator-token-0123456789abcdef';
    const server = http.createServer((request, response) => {
      const allowed = request.headers.authorization === `Bearer ${token}`;
      response.statusCode = allowed ? 200 : 401;
      response.end(JSON.stringify(allowed ? { versions } : { error: 'operators only' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.API_PUBLIC_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
    process.env.PLATFORM_OPERATOR_TOKEN = token;
    try {
      const lines: string[] = [];
      const verdicts = await watchRound('production', DEFAULT_CANARY_POLICY, (l) => lines.push(l));
      expect(verdicts.get('auth')?.verdict).toBe('rollback');
      const live = current('production');
      expect(live.releases.auth?.version).toBe('v2');
      expect(live.canaries).toEqual({});
      expect(latestChangeOf('production', 'auth')?.change.reason).toBe(
        'runtime errors 500 per 1,000 loads against stable 0, most on /login (render)',
      );
      expect(lines).toEqual([
        `production revision ${live.revision}: rollback auth v3 → v2 (runtime errors 500 per 1,000 loads against stable 0, most on /login (render)).`,
      ]);
      // Nothing left to judge: the next round does nothing.
      expect((await watchRound('production', DEFAULT_CANARY_POLICY)).size).toBe(0);
    } finally {
      delete process.env.API_PUBLIC_URL;
      delete process.env.PLATFORM_OPERATOR_TOKEN;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
