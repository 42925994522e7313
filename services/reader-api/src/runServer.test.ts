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

  it('listens, on stop lets in-flight requests finish, and their mail goes out (once) after a restart', async () => {
    const config = testConfig({
      port: 0,
      host: '127.0.0.1',
      dataDir: dir,
      pgliteDir: path.join(dir, 'db'),
      mailDir: path.join(dir, 'mail'),
    });
    server = await startServer(config);
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
    await expect(fetch(`${server.origin}/api/v1/health`)).rejects.toThrow();

    // The code e-mail was committed with the registration: written now, or by the next start.
    server = await startServer(config);
    const verifyMails = () => {
      try {
        return readdirSync(path.join(dir, 'mail')).filter((f) =>
          f.includes('_ada@example.com_verify'),
        );
      } catch {
        return [];
      }
    };
    for (let i = 0; i < 100 && verifyMails().length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await server.app.services.mailWorker.drain();
    expect(verifyMails()).toHaveLength(1);
  });
});
