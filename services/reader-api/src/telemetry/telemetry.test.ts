import { remoteLoads } from '../db/schema.ts';
import { createTestApp, drivers, type TestApp } from '../testing/testApp.ts';
import { TELEMETRY_MAX_PER_MINUTE } from './telemetryRoutes.ts';

const load = (overrides: Record<string, unknown> = {}) => ({
  remote: 'auth',
  version: '2404dae6516f',
  phase: 'loaded',
  ok: true,
  durationMs: 100,
  ...overrides,
});

describe.each(drivers)('remote-load telemetry on %s', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ driver });
  });
  afterEach(async () => {
    await t.close();
  });

  it('stores reported loads and summarises them per remote version', async () => {
    const durations = [100, 200, 300, 400];
    const response = await t.post('/telemetry/remote-loads', {
      loads: [
        ...durations.map((durationMs) => load({ durationMs })),
        load({ ok: false, phase: 'afterResolve', durationMs: 5000 }),
        load({ remote: 'marketing', version: 'local', durationMs: 50 }),
      ],
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 6 });
    expect(await t.database.db.select().from(remoteLoads)).toHaveLength(6);

    const summary = await t.get('/telemetry/remote-loads/summary');
    expect(summary.statusCode).toBe(200);
    expect(summary.json().versions).toEqual([
      {
        remote: 'auth',
        version: '2404dae6516f',
        loads: 5,
        failures: 1,
        failureRate: 0.2,
        // p75 of the successful loads only: 100, 200, 300, 400.
        p75Ms: 325,
      },
      { remote: 'marketing', version: 'local', loads: 1, failures: 0, failureRate: 0, p75Ms: 50 },
    ]);
  });

  it('refuses malformed reports and anything beyond the fields it needs', async () => {
    for (const body of [
      {},
      { loads: [] },
      { loads: [load({ remote: 'payments' })] },
      { loads: [load({ durationMs: -1 })] },
      { loads: [load({ email: 'someone@example.com' })] },
      { loads: [load({ version: '<script>' })] },
      { loads: Array.from({ length: 21 }, () => load()) },
    ]) {
      const response = await t.post('/telemetry/remote-loads', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^Invalid telemetry report: /);
    }
    expect(await t.database.db.select().from(remoteLoads)).toHaveLength(0);
  });

  it('limits reports per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= TELEMETRY_MAX_PER_MINUTE; i += 1) {
      codes.push((await t.post('/telemetry/remote-loads', { loads: [load()] })).statusCode);
    }
    expect(codes.slice(0, TELEMETRY_MAX_PER_MINUTE).every((code) => code === 202)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect(await t.database.db.select().from(remoteLoads)).toHaveLength(TELEMETRY_MAX_PER_MINUTE);
  });

  it('summarises only the last seven days', async () => {
    await t.post('/telemetry/remote-loads', { loads: [load()] });
    t.clock.advance(8 * 24 * 3_600_000);
    expect((await t.get('/telemetry/remote-loads/summary')).json().versions).toEqual([]);
  });
});
