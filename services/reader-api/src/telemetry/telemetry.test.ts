import {
  releaseHealth,
  releaseHealthClients,
  releaseHealthWindowClients,
} from './telemetryTables.ts';
import { asOperator, createTestApp, drivers, uniqueIp, type TestApp } from '../testing/testApp.ts';
import {
  CLIENT_CAP_PER_RELEASE_HOUR,
  CLIENT_RELEASES_PER_HOUR,
  HEALTH_RETENTION_DAYS,
  MIN_CLIENTS_FOR_VERDICT,
  TELEMETRY_MAX_PER_MINUTE,
} from './releaseHealth.ts';

const HOUR = 3_600_000;

const load = (overrides: Record<string, unknown> = {}) => ({
  remote: 'auth',
  version: '2404dae6516f',
  phase: 'loaded',
  ok: true,
  durationMs: 100,
  ...overrides,
});
const runtimeError = (overrides: Record<string, unknown> = {}) => ({
  remote: 'auth',
  version: '2404dae6516f',
  route: '/signup',
  kind: 'render',
  ...overrides,
});

describe.each(drivers)('release health telemetry on %s', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({
      driver,
      config: { rateLimitMax: 100_000 },
    });
  });
  afterEach(async () => {
    await t.close();
  });

  const report = (body: unknown, ip = uniqueIp()) =>
    t.post('/telemetry/remote-loads', body, { remoteAddress: ip });
  const summary = async () => {
    const response = await t.get('/telemetry/remote-loads/summary', asOperator);
    expect(response.statusCode).toBe(200);
    return response.json() as {
      minClientsForVerdict: number;
      versions: Record<string, unknown>[];
    };
  };
  const release = async (remote = 'auth', version = '2404dae6516f') =>
    (await summary()).versions.find((v) => v.remote === remote && v.version === version);

  it('summarises loads, failures, runtime errors and p75 per release', async () => {
    const ip = uniqueIp();
    expect(
      (
        await report(
          {
            loads: [
              ...[90, 150, 250, 400].map((durationMs) => load({ durationMs })),
              load({ ok: false, phase: 'afterResolve', durationMs: 5000 }),
            ],
            errors: [runtimeError(), runtimeError({ kind: 'rejection', route: '/login' })],
          },
          ip,
        )
      ).statusCode,
    ).toBe(202);
    await report({ loads: [load({ remote: 'marketing', version: 'local', durationMs: 50 })] }, ip);

    const body = await summary();
    expect(body.minClientsForVerdict).toBe(MIN_CLIENTS_FOR_VERDICT);
    expect(body.versions).toEqual([
      {
        remote: 'auth',
        version: '2404dae6516f',
        loads: 5,
        failures: 1,
        failureRate: 0.2,
        runtimeErrors: 2,
        errorsPerThousandLoads: 400,
        clients: 1,
        enoughClients: false,
        // Successful loads 90, 150, 250, 400 ms: the 75th percentile lies in the ≤ 300 ms bucket.
        p75Ms: 300,
        errorRoutes: [
          { route: '/login', kind: 'rejection', count: 1 },
          { route: '/signup', kind: 'render', count: 1 },
        ],
      },
      expect.objectContaining({ remote: 'marketing', version: 'local', loads: 1, p75Ms: 100 }),
    ]);
  });

  it('keeps the summary for platform operators', async () => {
    await report({ loads: [load()] });
    expect((await t.get('/telemetry/remote-loads/summary')).statusCode).toBe(401);
    const wrong = await t.get('/telemetry/remote-loads/summary', {
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatch(/PLATFORM_OPERATOR_TOKEN/);
    expect((await t.get('/csp-reports/summary')).statusCode).toBe(401);
  });

  it('stays closed when no operator token is configured', async () => {
    const closed = await createTestApp({ driver, config: { platformOperatorToken: undefined } });
    try {
      const response = await closed.get('/telemetry/remote-loads/summary', {
        headers: { authorization: 'Bearer undefined' },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await closed.close();
    }
  });

  it("caps one client's share, even when it sends hundreds of reports at once", async () => {
    const forger = uniqueIp();
    const failures = Array.from({ length: 20 }, () => load({ ok: false, phase: 'onLoad' }));
    const codes = await Promise.all(
      Array.from({ length: 30 }, () =>
        report({ loads: failures }, forger).then((r) => r.statusCode),
      ),
    );
    expect(codes.every((code) => code === 202)).toBe(true);
    expect(await release()).toMatchObject({
      loads: CLIENT_CAP_PER_RELEASE_HOUR,
      failures: CLIENT_CAP_PER_RELEASE_HOUR,
      clients: 1,
      enoughClients: false,
    });

    // Healthy readers from other addresses outweigh it and make the release judgeable.
    for (let i = 0; i < MIN_CLIENTS_FOR_VERDICT; i += 1) {
      await report({ loads: Array.from({ length: 10 }, () => load()) });
    }
    expect(await release()).toMatchObject({
      loads: CLIENT_CAP_PER_RELEASE_HOUR * (MIN_CLIENTS_FOR_VERDICT + 1),
      failureRate: 1 / (MIN_CLIENTS_FOR_VERDICT + 1),
      clients: MIN_CLIENTS_FOR_VERDICT + 1,
      enoughClients: true,
    });
  });

  it('lets a deployment set its own cap and client minimum (RELEASE_HEALTH_*)', async () => {
    const oneAddress = await createTestApp({
      driver,
      config: { releaseHealth: { clientCap: 1000, minClients: 1, reportsPerMinute: 1000 } },
    });
    try {
      const ip = uniqueIp();
      for (let i = 0; i < 3; i += 1) {
        await oneAddress.post(
          '/telemetry/remote-loads',
          { loads: Array.from({ length: 20 }, () => load()) },
          { remoteAddress: ip },
        );
      }
      const body = (await oneAddress.get('/telemetry/remote-loads/summary', asOperator)).json();
      expect(body.minClientsForVerdict).toBe(1);
      expect(body.versions[0]).toMatchObject({ loads: 60, clients: 1, enoughClients: true });
    } finally {
      await oneAddress.close();
    }
  });

  it("caps a client's runtime errors and the releases it may report on", async () => {
    const forger = uniqueIp();
    await report({ errors: Array.from({ length: 20 }, () => runtimeError()) }, forger);
    expect(await release()).toMatchObject({ runtimeErrors: CLIENT_CAP_PER_RELEASE_HOUR });

    const versions = Array.from({ length: CLIENT_RELEASES_PER_HOUR + 5 }, (_, i) => `v${i}`);
    for (const version of versions) await report({ loads: [load({ version })] }, forger);
    const reported = (await summary()).versions.map((v) => v.version);
    // The release it reported on first counts among its twelve.
    expect(reported).toHaveLength(CLIENT_RELEASES_PER_HOUR);
  });

  it('counts one address reporting for five hours as one client, not five (issue 40)', async () => {
    const ip = uniqueIp();
    for (let hour = 0; hour < 5; hour += 1) {
      await report({ loads: [load({ ok: false, phase: 'onLoad' })] }, ip);
      t.clock.advance(HOUR);
    }
    expect(await release()).toMatchObject({ loads: 5, failures: 5, clients: 1 });
    // Another address of the same IPv6 /64 is the same client too.
    await report({ loads: [load()] }, '2001:db8:7:1::1');
    await report({ loads: [load()] }, '2001:db8:7:1::2');
    expect(await release()).toMatchObject({ clients: 2 });
    // The same address on another release is a client of that release.
    await report({ loads: [load({ version: 'abcdefabcdef' })] }, ip);
    expect(await release('auth', 'abcdefabcdef')).toMatchObject({ clients: 1 });
  });

  it("counts a client's loads again in the next hour, and forgets clients' counts after two", async () => {
    const ip = uniqueIp();
    await report({ loads: [load()] }, ip);
    t.clock.advance(HOUR);
    await report({ loads: [load()] }, ip);
    expect(await release()).toMatchObject({ loads: 2, clients: 1 });
    t.clock.advance(2 * HOUR);
    await report({ loads: [load({ remote: 'marketing' })] });
    const kept = await t.database.db.select().from(releaseHealthClients);
    expect(kept.map((row) => row.remote)).toEqual(['marketing']);
  });

  it('drops hourly roll-ups after the retention period and summarises the last seven days', async () => {
    await report({ loads: [load()] });
    t.clock.advance(8 * 24 * HOUR);
    expect(await release()).toBeUndefined();
    t.clock.advance(HEALTH_RETENTION_DAYS * 24 * HOUR);
    await report({ loads: [load({ remote: 'marketing' })] });
    const hours = await t.database.db.select().from(releaseHealth);
    expect(hours.map((row) => row.remote)).toEqual(['marketing']);
    // Who reported on a release is forgotten once past the summary window.
    const clients = await t.database.db.select().from(releaseHealthWindowClients);
    expect(clients.map((row) => row.remote)).toEqual(['marketing']);
  });

  it('refuses malformed reports and anything beyond the fields it needs', async () => {
    for (const body of [
      {},
      { loads: [] },
      { loads: [], errors: [] },
      { loads: [load({ remote: 'payments' })] },
      { loads: [load({ durationMs: -1 })] },
      { loads: [load({ email: 'someone@example.com' })] },
      { loads: [load({ version: '<script>' })] },
      { loads: Array.from({ length: 21 }, () => load()) },
      { errors: [runtimeError({ route: 'https://thrive.ng/confirm?token=secret' })] },
      { errors: [runtimeError({ route: '/reset?email=a@b.c' })] },
      { errors: [runtimeError({ kind: 'crash' })] },
      { errors: [runtimeError({ message: 'Cannot read properties of undefined' })] },
    ]) {
      const response = await report(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^Invalid telemetry report: /);
    }
    expect((await summary()).versions).toEqual([]);
  });

  it('limits reports per IP', async () => {
    const limited = await createTestApp({ driver, config: { rateLimitMax: 100_000 } });
    try {
      const ip = uniqueIp();
      const codes: number[] = [];
      for (let i = 0; i <= TELEMETRY_MAX_PER_MINUTE; i += 1) {
        const response = await limited.post(
          '/telemetry/remote-loads',
          { loads: [load()] },
          { remoteAddress: ip },
        );
        codes.push(response.statusCode);
      }
      expect(codes.slice(0, TELEMETRY_MAX_PER_MINUTE).every((code) => code === 202)).toBe(true);
      expect(codes.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
