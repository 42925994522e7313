/**
 * Acceptance: the outbox against a real SMTP server (smtp-server) that refuses or hangs, with the
 * API running for real (startServer) on PGlite on disk and on PostgreSQL.
 * - a permanent refusal (550) is given up at once (dead letter), a temporary one (451) after
 *   MAIL_MAX_ATTEMPTS; neither is retried forever;
 * - one hung SMTP connection holds one delivery, not the instance's whole outbox, and is cut
 *   after MAIL_SEND_TIMEOUT_MS; the retry carries the same Message-ID.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema.ts';
import { startServer, type RunningServer } from '../runServer.ts';
import { SmtpSink } from '../testing/smtpSink.ts';
import {
  createPostgresDatabase,
  drivers,
  testConfig,
  uniqueEmail,
  type Driver,
} from '../testing/testApp.ts';
import type { Config } from '../config.ts';
import type { OutgoingMail } from './mailer.ts';
import { HANDED_OVER } from './outbox.ts';

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const notice = (to: string): OutgoingMail => ({
  to,
  subject: 'Your Thrive password was changed',
  text: 'Your password was changed.',
  html: '<p>Your password was changed.</p>',
  kind: 'password-changed',
});

describe.each(drivers)(
  'mail outbox against a refusing or hung SMTP server, on %s',
  (driver: Driver) => {
    jest.setTimeout(120_000);
    let dir: string;
    let drop: (() => Promise<void>) | undefined;
    let databaseUrl: string | undefined;
    let sink: SmtpSink;
    let server: RunningServer | undefined;

    beforeAll(async () => {
      if (driver === 'postgres') {
        const created = await createPostgresDatabase();
        databaseUrl = created.url;
        drop = created.drop;
      }
    });
    afterAll(async () => {
      await drop?.();
    });
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'thrive-smtpfail-'));
      sink = new SmtpSink();
    });
    afterEach(async () => {
      await server?.stop();
      server = undefined;
      await sink.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    const start = async (overrides: Partial<Config>) => {
      const port = await sink.start();
      server = await startServer(
        testConfig({
          port: 0,
          host: '127.0.0.1',
          dataDir: dir,
          pgliteDir: path.join(dir, 'db'),
          mailDir: path.join(dir, 'mail'),
          databaseUrl,
          smtpUrl: `smtp://127.0.0.1:${port}`,
          mailRetryBaseMs: 50,
          mailRetryMaxMs: 200,
          mailPollIntervalMs: 50,
          ...overrides,
        }),
      );
      return server;
    };
    const enqueue = (running: RunningServer, to: string) =>
      running.app.services.outbox.enqueue(running.database.db, notice(to));
    const rowFor = async (running: RunningServer, to: string) => {
      const [row] = await running.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, to));
      return row!;
    };
    const tries = (to: string) => sink.recipientsTried.filter((address) => address === to).length;

    it('gives up a permanently refused (550) e-mail after one attempt and a temporarily refused (451) one after MAIL_MAX_ATTEMPTS, never retrying them', async () => {
      const gone = uniqueEmail('gone');
      const busy = uniqueEmail('busy');
      const fine = uniqueEmail('fine');
      sink.answerFor = (to) =>
        to === gone ? 'refuse-permanently' : to === busy ? 'refuse-for-now' : 'accept';
      const running = await start({ mailMaxAttempts: 3 });
      for (const to of [gone, busy, fine]) await enqueue(running, to);

      await waitFor(async () => {
        const [goneRow, busyRow] = [await rowFor(running, gone), await rowFor(running, busy)];
        return goneRow.deadAt !== null && busyRow.deadAt !== null;
      });
      // Several retry periods later, nothing more was tried.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(tries(gone)).toBe(1);
      expect(tries(busy)).toBe(3);
      expect(sink.received.map((mail) => mail.to)).toEqual([fine]);

      const goneRow = await rowFor(running, gone);
      expect(goneRow).toMatchObject({ attempts: 1, sentAt: null, subject: '', text: '', html: '' });
      expect(goneRow.lastError).toContain('550');
      const busyRow = await rowFor(running, busy);
      expect(busyRow).toMatchObject({ attempts: 3, sentAt: null, subject: '', text: '' });
      expect(busyRow.lastError).toContain('451');
    });

    it('a hung SMTP connection holds one delivery, not the others; it is cut after MAIL_SEND_TIMEOUT_MS and retried with the same Message-ID', async () => {
      const stuck = uniqueEmail('stuck');
      let hanging = true;
      sink.answerFor = (to) => (to === stuck && hanging ? 'hang' : 'accept');
      const running = await start({ mailSendTimeoutMs: 12_000 });
      await enqueue(running, stuck);
      await waitFor(() => tries(stuck) === 1);

      const others = Array.from({ length: 3 }, () => uniqueEmail('other'));
      const enqueuedAt = Date.now();
      for (const to of others) await enqueue(running, to);
      // (Before, the round waited for the hung send until the SMTP socket timeout, 30 s.)
      await waitFor(() => sink.received.length === others.length, 9_000);
      expect(Date.now() - enqueuedAt).toBeLessThan(9_000);
      expect(sink.received.map((mail) => mail.to).sort()).toEqual([...others].sort());
      // ...while the hung one is still in flight (handed to the server, outcome not known).
      expect(await rowFor(running, stuck)).toMatchObject({
        attempts: 1,
        sentAt: null,
        lastError: HANDED_OVER,
      });

      hanging = false;
      // The outbox records the delivery after the SMTP server has taken it: wait for the record.
      await waitFor(async () => (await rowFor(running, stuck)).sentAt !== null);
      const row = await rowFor(running, stuck);
      expect(row.attempts).toBe(2);
      expect(row.sentAt).not.toBeNull();
      expect(row.lastError).toBeNull();
      const delivered = sink.received.filter((mail) => mail.to === stuck);
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.messageId).toBe(row.messageId);
    });
  },
);
