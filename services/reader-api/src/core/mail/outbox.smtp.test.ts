/**
 * Acceptance: no e-mail is lost when the mail server is down, and none is sent twice. A real
 * SMTP server (smtp-server) runs inside the test; the API runs for real (startServer) with
 * SMTP_URL pointing at it, on PGlite on disk and on PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../runServer.ts';
import {
  createPostgresDatabase,
  drivers,
  GOOD_PASSWORD,
  registration,
  testConfig,
  uniqueEmail,
  type Driver,
} from '../../testing/testApp.ts';
import { SmtpSink } from '../../testing/smtpSink.ts';
import { mailOutbox } from './mailTables.ts';

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(drivers)('e-mail with the SMTP server down, on %s', (driver: Driver) => {
  jest.setTimeout(120_000);
  let dir: string;
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  const sink = new SmtpSink();
  let server: RunningServer | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'thrive-smtp-'));
    if (driver === 'postgres') {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      drop = created.drop;
    }
  });
  afterAll(async () => {
    await server?.stop();
    await sink.stop();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers as usual, keeps every e-mail across a restart, and delivers each exactly once when SMTP is back', async () => {
    // A port for the sink: taken once, then freed (the mail server is down).
    const port = await sink.start();
    await sink.stop();

    const config = testConfig({
      port: 0,
      host: '127.0.0.1',
      dataDir: dir,
      pgliteDir: path.join(dir, 'db'),
      mailDir: path.join(dir, 'mail'),
      databaseUrl,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailRetryBaseMs: 50,
      mailRetryMaxMs: 400,
      mailPollIntervalMs: 50,
      // Fast retries so the test is short; the outage (and a slow restart on a loaded CI
      // machine) must not use up the attempts and turn the codes into dead letters.
      mailMaxAttempts: 10_000,
    });
    server = await startServer(config);
    const readers = Array.from({ length: 6 }, () => uniqueEmail('outage'));
    for (const email of readers) {
      const response = await fetch(`${server.origin}/api/v1/reader/web-register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registration(email)),
      });
      expect(response.status).toBe(201);
    }
    // The worker tries, fails and backs off while the mail server is down.
    const db = server.database.db;
    await waitFor(async () => {
      const rows = await db.select().from(mailOutbox);
      return rows.length === readers.length && rows.every((row) => row.attempts >= 2);
    });
    expect((await db.select().from(mailOutbox)).every((row) => row.sentAt === null)).toBe(true);

    await server.stop();
    server = await startServer(config);
    await sink.start(port);

    await waitFor(() => sink.received.length >= readers.length);
    // Give any duplicate a chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.received.map((m) => m.to).sort()).toEqual([...readers].sort());
    expect(new Set(sink.received.map((m) => m.messageId)).size).toBe(readers.length);
    for (const message of sink.received) {
      expect(message.subject).toMatch(/^\d{6} is your Thrive verification code$/);
    }

    // The delayed code still works.
    const first = sink.received.find((m) => m.to === readers[0])!;
    const otp = /\b(\d{6})\b/.exec(first.subject)?.[1];
    const confirmed = await fetch(`${server.origin}/api/v1/reader/web-confirm-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: readers[0], otp, password: GOOD_PASSWORD }),
    });
    expect(confirmed.status).toBe(200);
  });
});
