import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../core/config.ts';
import { startServer } from '../runServer.ts';
import { createTestApp, testConfig } from '../testing/testApp.ts';

describe('the test clock (TEST_CLOCK=1)', () => {
  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: '1' })).toThrow(
      /TEST_CLOCK is for tests only and is refused when NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).testClock).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', TEST_CLOCK: '1' }).testClock).toBe(true);
  });

  it('does not exist unless enabled', async () => {
    const t = await createTestApp();
    try {
      const response = await t.post('/test-clock', { advanceHours: 200 });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('when enabled, moves the API clock forward and runs due jobs', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'thrive-test-clock-'));
    const server = await startServer(
      testConfig({
        port: 0,
        host: '127.0.0.1',
        dataDir: dir,
        pgliteDir: path.join(dir, 'db'),
        mailDir: path.join(dir, 'mail'),
        testClock: true,
      }),
    );
    try {
      const response = await fetch(`${server.origin}/api/v1/test-clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceHours: 2 }),
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { now: string; offsetMs: number };
      expect(body.offsetMs).toBe(2 * 3_600_000);
      expect(new Date(body.now).getTime()).toBeGreaterThan(Date.now() + 3_600_000);
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
