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
    expect(judgeCanary(stats(), stats({ loads: 9, failureRate: 1 })).verdict).toBe('wait');
    const oneForger = judgeCanary(
      stats(),
      stats({ failureRate: 1, enoughClients: false, clients: 1 }),
    );
    expect(oneForger).toEqual({ verdict: 'wait', reason: 'only 1 distinct clients so far' });
  });

  it('rolls back at twice the stable failure or runtime-error rate, or a 30 % slower p75', async () => {
    const { judgeCanary } = await import('./canary');
    expect(judgeCanary(stats({ failureRate: 0.05 }), stats({ failureRate: 0.09 })).verdict).toBe(
      'wait',
    );
    expect(judgeCanary(stats({ failureRate: 0.05 }), stats({ failureRate: 0.1 }))).toEqual({
      verdict: 'rollback',
      reason: 'load failures 10.0 % against stable 5.0 % over 100 loads',
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

  it('treats a spotless stable release as a 1 % bar, and promotes after enough healthy loads', async () => {
    const { judgeCanary } = await import('./canary');
    const spotless = stats({ failureRate: 0 });
    expect(judgeCanary(spotless, stats({ failureRate: 0.015 })).verdict).toBe('wait');
    expect(judgeCanary(spotless, stats({ failureRate: 0.02 })).verdict).toBe('rollback');
    expect(judgeCanary(spotless, stats({ failureRate: 0, loads: 200 }))).toEqual({
      verdict: 'promote',
      reason: 'healthy over 200 loads',
    });
  });
});

describe('canary revisions', () => {
  it('starts beside the stable release, and ends promoted or rolled back with the reason', async () => {
    const { startCanary, endCanary, assertCanaryPercent } = await import('./canary');
    const { commitRevision, current, describeChange } = await import('./environments');
    expect(() => assertCanaryPercent('0')).toThrow(/1 to 99/);
    expect(() => assertCanaryPercent('12.5')).toThrow(/1 to 99/);
    expect(() => startCanary('production', current('production'), 'auth', pin('v2'), 50)).toThrow(
      /no stable release in production/,
    );
    const base = commitRevision('production', 0, {
      change: { action: 'promote', remote: 'auth', from: null, to: 'v1' },
      releases: { auth: pin('v1') },
      settings: { stagingOverrides: { enabled: false, allowedOrigins: [] } },
    });
    const started = startCanary('production', base, 'auth', pin('v2'), 50);
    expect(describeChange(started.change)).toBe('canary auth v1 → v2 to 50 % of browsers');
    expect(started.releases.auth?.version).toBe('v1');
    expect(started.canaries?.auth).toMatchObject({ percent: 50, release: { version: 'v2' } });

    const rolledBack = endCanary('production', started, 'auth', 'rollback', 'errors on /login');
    expect(rolledBack.change).toEqual({
      action: 'rollback',
      remote: 'auth',
      from: 'v2',
      to: 'v1',
      reason: 'errors on /login',
    });
    expect(rolledBack.releases.auth?.version).toBe('v1');
    expect(rolledBack.canaries).toEqual({});

    const again = startCanary('production', rolledBack, 'auth', pin('v2'), 10);
    const promoted = endCanary('production', again, 'auth', 'promote', 'healthy over 200 loads');
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
    startCanary('production', before, 'auth', pin('v3'), 30);
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
