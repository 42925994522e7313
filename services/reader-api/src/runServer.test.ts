import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from './runServer.ts';
import { testConfig } from './testing/testApp.ts';

describe('startServer', () => {
  let dir: string;
  let server: RunningServer | undefined;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'thrive-server-'));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('listens, writes mail files, and on stop lets in-flight requests finish', async () => {
    server = await startServer(
      testConfig({
        port: 0,
        host: '127.0.0.1',
        dataDir: dir,
        pgliteDir: path.join(dir, 'db'),
        mailDir: path.join(dir, 'mail'),
      }),
    );
    const health = await fetch(`${server.origin}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const arrived = new Promise<void>((resolve) =>
      server!.app.server.once('request', () => resolve()),
    );
    const inFlight = fetch(`${server.origin}/api/v1/reader/web-register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Ada',
        last_name: 'Okafor',
        email: 'ada@example.com',
        password: 'sunlit meadow 42',
        password_confirmation: 'sunlit meadow 42',
      }),
    });
    // Stop as soon as the request has arrived and is being handled.
    await arrived;
    const stopping = server.stop();
    const response = await inFlight;
    expect(response.status).toBe(201);
    await stopping;
    expect(
      readdirSync(path.join(dir, 'mail')).some((f) => f.includes('_ada@example.com_verify')),
    ).toBe(true);
    await expect(fetch(`${server.origin}/api/v1/health`)).rejects.toThrow();
  });
});
