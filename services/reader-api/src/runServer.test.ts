import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './core/config.ts';
import { startServer, type RunningServer } from './runServer.ts';
import { createPostgresDatabase, drivers, testConfig } from './testing/testApp.ts';

/** A TCP port nothing listens on (taken, then freed). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

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

describe('startServer: where it listens', () => {
  it('listens on loopback only by default (API_HOST=localhost), still reachable at 127.0.0.1', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'thrive-host-'));
    const server = await startServer(
      testConfig({ port: 0, host: loadConfig({}).host, dataDir: dir, pgliteDir: 'memory://' }),
    );
    try {
      expect((await fetch(`${server.origin}/api/v1/health`)).status).toBe(200);
      const port = new URL(server.origin).port;
      const external = Object.values(networkInterfaces())
        .flat()
        .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
      if (external) {
        await expect(fetch(`http://${external}:${port}/api/v1/health`)).rejects.toThrow();
      }
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const onPostgres = drivers.includes('postgres') ? describe : describe.skip;
onPostgres('startServer: a database that is not reachable yet (PostgreSQL)', () => {
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: URL;
  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    databaseUrl = new URL(created.url);
  });
  afterAll(async () => {
    await drop?.();
  });

  it('keeps retrying with backoff and starts once the database answers', async () => {
    const port = await freePort();
    const unreachable = new URL(databaseUrl);
    unreachable.host = `127.0.0.1:${port}`;
    const starting = startServer(
      testConfig({ port: 0, host: '127.0.0.1', databaseUrl: unreachable.toString() }),
    );
    let settled = false;
    void starting.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(settled).toBe(false);

    // The database comes up (a TCP relay to the real server on the port it was told).
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(databaseUrl.port || 5432), databaseUrl.hostname);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
    try {
      const server = await starting;
      expect((await fetch(`${server.origin}/api/v1/health`)).status).toBe(200);
      await server.stop();
    } finally {
      await new Promise((resolve) => relay.close(resolve));
    }
  });

  it('gives up after DATABASE_START_TIMEOUT_SECONDS with a clear error', async () => {
    const unreachable = new URL(databaseUrl);
    unreachable.host = `127.0.0.1:${await freePort()}`;
    const started = Date.now();
    await expect(
      startServer(
        testConfig({
          port: 0,
          host: '127.0.0.1',
          databaseUrl: unreachable.toString(),
          databaseStartTimeoutMs: 1_000,
        }),
      ),
    ).rejects.toThrow(/The database did not answer within 1 s \(DATABASE_START_TIMEOUT_SECONDS\)/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
