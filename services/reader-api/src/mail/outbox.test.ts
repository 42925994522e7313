import { eq, sql } from 'drizzle-orm';
import { FakeClock, systemClock } from '../clock.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { mailOutbox } from '../db/schema.ts';
import { createPostgresDatabase, drivers, testConfig, type Driver } from '../testing/testApp.ts';
import type { Mailer, OutgoingMail } from './mailer.ts';
import { HANDED_OVER, Outbox, OutboxWorker, retryDelayMs, senderDomain } from './outbox.ts';

/** A transport that can be down, or hang, on demand. */
class ScriptedTransport implements Mailer {
  readonly sent: OutgoingMail[] = [];
  down = false;
  hang = false;
  attempts = 0;

  async send(mail: OutgoingMail): Promise<void> {
    this.attempts += 1;
    if (this.hang) await new Promise(() => {});
    if (this.down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    // A real transport takes a moment; lets parallel workers overlap.
    await new Promise((resolve) => setImmediate(resolve));
    this.sent.push(mail);
  }

  async close(): Promise<void> {}
}

const logs: Array<{ obj: object; msg: string | undefined }> = [];
const log = {
  info: (obj: object, msg?: string) => logs.push({ obj, msg }),
  warn: (obj: object, msg?: string) => logs.push({ obj, msg }),
  error: (obj: object, msg?: string) => logs.push({ obj, msg }),
};

const mail = (n: number): OutgoingMail => ({
  to: `reader${n}@example.com`,
  subject: `${String(100000 + n)} is your Thrive verification code`,
  text: `code ${100000 + n}`,
  html: `<p>code ${100000 + n}</p>`,
  kind: 'verify',
});

describe('retryDelayMs', () => {
  it('doubles from the base up to the cap, with ±20 % jitter', () => {
    const noJitter = () => 0.5;
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 1000, 10_000, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 10_000,
    ]);
    expect(retryDelayMs(3, 1000, 60_000, () => 0)).toBe(3200);
    expect(retryDelayMs(3, 1000, 60_000, () => 1)).toBe(4800);
    expect(retryDelayMs(30, 1000, 60_000, () => 1)).toBe(60_000);
  });

  it('takes the Message-ID domain from the sender', () => {
    expect(senderDomain('Thrive <hello@thrive.example>')).toBe('thrive.example');
    expect(senderDomain('noreply@mail.thrive.ng')).toBe('mail.thrive.ng');
    expect(senderDomain('Thrive')).toBe('thrive.local');
  });
});

describe.each(drivers)('mail outbox on %s', (driver: Driver) => {
  let database: Database;
  let second: Database;
  let drop: (() => Promise<void>) | undefined;
  const clock = new FakeClock();
  const outbox = new Outbox({ clock, messageIdDomain: 'thrive.test' });

  beforeAll(async () => {
    let url: string | undefined;
    if (driver === 'postgres') {
      const created = await createPostgresDatabase();
      url = created.url;
      drop = created.drop;
    }
    const config = testConfig();
    database = await openDatabase({ databaseUrl: url, pgliteDir: config.pgliteDir, poolMax: 5 });
    await database.migrate();
    // Two instances: on PostgreSQL a second connection pool; PGlite is one process's database.
    second = url
      ? await openDatabase({ databaseUrl: url, pgliteDir: config.pgliteDir, poolMax: 5 })
      : database;
  });
  afterAll(async () => {
    if (second !== database) await second.close();
    await database.close();
    await drop?.();
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    logs.length = 0;
  });

  const worker = (transport: Mailer, db: Database = database, extra = {}) =>
    new OutboxWorker({
      db: db.db,
      transport,
      clock,
      log,
      retryBaseMs: 1000,
      retryMaxMs: 60_000,
      leaseMs: 30_000,
      ...extra,
    });

  it('sends a mail only when the transaction that enqueued it commits', async () => {
    const transport = new ScriptedTransport();
    await database.db
      .transaction(async (tx) => {
        await outbox.enqueue(tx, mail(1));
        throw new Error('the change failed');
      })
      .catch(() => {});
    await database.db.transaction((tx) => outbox.enqueue(tx, mail(2)));
    await worker(transport).drain();
    expect(transport.sent.map((m) => m.to)).toEqual(['reader2@example.com']);
    expect(transport.sent[0]?.messageId).toMatch(/^<[0-9a-f-]{36}@thrive\.test>$/);
  });

  it('retries with exponential backoff until the transport works, then sends once and erases the content', async () => {
    const transport = new ScriptedTransport();
    const w = worker(transport);
    await outbox.enqueue(database.db, mail(3));
    transport.down = true;

    await w.drain();
    expect(transport.attempts).toBe(1);
    const [afterFirst] = await database.db.select().from(mailOutbox);
    expect(afterFirst?.attempts).toBe(1);
    expect(afterFirst?.lastError).toContain('ECONNREFUSED');
    const firstDelay = afterFirst!.nextAttemptAt.getTime() - clock.now().getTime();
    expect(firstDelay).toBeGreaterThanOrEqual(800);
    expect(firstDelay).toBeLessThanOrEqual(1200);

    // Not due yet: nothing is tried.
    await w.drain();
    expect(transport.attempts).toBe(1);

    clock.advance(firstDelay);
    await w.drain();
    expect(transport.attempts).toBe(2);
    const [afterSecond] = await database.db.select().from(mailOutbox);
    const secondDelay = afterSecond!.nextAttemptAt.getTime() - clock.now().getTime();
    expect(secondDelay).toBeGreaterThanOrEqual(1600);
    expect(secondDelay).toBeLessThanOrEqual(2400);

    transport.down = false;
    clock.advance(secondDelay);
    await w.drain();
    clock.advance(3_600_000);
    await w.drain();
    expect(transport.sent.map((m) => m.subject)).toEqual([
      '100003 is your Thrive verification code',
    ]);
    const [delivered] = await database.db.select().from(mailOutbox);
    expect(delivered?.sentAt).not.toBeNull();
    expect(delivered?.attempts).toBe(3);
    expect([delivered?.subject, delivered?.text, delivered?.html]).toEqual(['', '', '']);
    // The failure log names the message, never its subject (which holds the code).
    expect(JSON.stringify(logs)).not.toContain('100003');
  });

  it('two instances polling one database send each of 40 mails exactly once', async () => {
    for (let n = 0; n < 40; n += 1) await outbox.enqueue(database.db, mail(100 + n));
    const a = new ScriptedTransport();
    const b = new ScriptedTransport();
    const workerA = worker(a, database, { batchSize: 3 });
    const workerB = worker(b, second, { batchSize: 3 });
    await Promise.all([workerA.drain(), workerB.drain(), workerA.drain(), workerB.drain()]);
    const all = [...a.sent, ...b.sent].map((m) => m.to).sort();
    expect(all).toHaveLength(40);
    expect(new Set(all).size).toBe(40);
    if (driver === 'postgres') {
      // Both instances really took part.
      expect(a.sent.length).toBeGreaterThan(0);
      expect(b.sent.length).toBeGreaterThan(0);
    }
  });

  it('a crashed instance’s claim comes back after its lease; until then no one else sends it', async () => {
    await outbox.enqueue(database.db, mail(5));
    // What a claim writes, by an instance that died before handing the mail to the server.
    await database.db
      .update(mailOutbox)
      .set({ leaseOwner: 'died', leaseExpiresAt: new Date(clock.now().getTime() + 30_000) })
      .where(eq(mailOutbox.recipient, 'reader5@example.com'));

    const healthy = new ScriptedTransport();
    const other = worker(healthy, second);
    await other.drain();
    expect(healthy.sent).toHaveLength(0);

    clock.advance(30_000);
    await other.drain();
    expect(healthy.sent.map((m) => m.to)).toEqual(['reader5@example.com']);
  });

  it('a mail an instance died while handing to the server is never sent again (at most once)', async () => {
    await outbox.enqueue(database.db, mail(15));
    const stuck = new ScriptedTransport();
    stuck.hang = true;
    void worker(stuck).runOnce(); // never finishes: a process that died mid-delivery
    for (let i = 0; i < 50 && stuck.attempts === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(stuck.attempts).toBe(1);

    clock.advance(24 * 3_600_000);
    const healthy = new ScriptedTransport();
    await worker(healthy, second).drain();
    expect(healthy.sent).toHaveLength(0);
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'reader15@example.com'));
    expect(row).toMatchObject({ sentAt: null, lastError: HANDED_OVER });
  });

  it('a clean stop claims nothing more, releases a delivery that does not finish, and logs it', async () => {
    await outbox.enqueue(database.db, mail(6));
    const stuck = new ScriptedTransport();
    stuck.hang = true;
    const w = worker(stuck, database, { pollIntervalMs: 10 });
    w.start();
    for (let i = 0; i < 100 && stuck.attempts === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(stuck.attempts).toBe(1);
    const result = await w.stop(100);
    expect(result).toEqual({ finished: 0, released: 1 });
    expect(logs.map((l) => l.msg)).toContain(
      'Mail outbox stopped: 0 in-flight e-mail(s) finished, 1 released for the next start',
    );
    await outbox.enqueue(database.db, mail(7));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stuck.attempts).toBe(1); // stopped: claims nothing more

    // The released row is due again at once (no lease to wait out).
    const next = new ScriptedTransport();
    await worker(next, second).drain();
    expect(next.sent.map((m) => m.to).sort()).toEqual([
      'reader6@example.com',
      'reader7@example.com',
    ]);
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'reader6@example.com'));
    expect(rows[0]?.sentAt).not.toBeNull();
  });

  it('a stop while a round is claiming also waits for (or releases) what that round starts', async () => {
    await outbox.enqueue(database.db, mail(9));
    // Another transaction holds the table, so the worker's first claim waits at the database.
    let openTable: () => void = () => {};
    let tableHeld: () => void = () => {};
    const held = new Promise<void>((resolve) => (tableHeld = resolve));
    const holding = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${mailOutbox} in exclusive mode`);
      tableHeld();
      await new Promise<void>((resolve) => (openTable = resolve));
    });
    await held;
    const stuck = new ScriptedTransport();
    stuck.hang = true;
    const w = worker(stuck, second, { pollIntervalMs: 10 });
    w.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stuck.attempts).toBe(0);
    const stopping = w.stop(1000);
    openTable();
    await holding;
    // The claim went through after the stop began; its delivery hangs and is released.
    expect(await stopping).toEqual({ finished: 0, released: 1 });
    expect(stuck.attempts).toBe(1);
    const [row] = await database.db.select().from(mailOutbox);
    expect(row?.leaseOwner).toBeNull();
    expect(row?.sentAt).toBeNull();
  });

  it('a clean stop lets a delivery in flight finish', async () => {
    await outbox.enqueue(database.db, mail(8));
    let release: () => void = () => {};
    const slow = new ScriptedTransport();
    slow.send = async function (this: ScriptedTransport, message: OutgoingMail) {
      this.attempts += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      this.sent.push(message);
    };
    const w = worker(slow, database, { pollIntervalMs: 10 });
    w.start();
    for (let i = 0; i < 100 && slow.attempts === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const stopping = w.stop(5000);
    setTimeout(() => release(), 50);
    expect(await stopping).toEqual({ finished: 1, released: 0 });
    expect(slow.sent.map((m) => m.to)).toEqual(['reader8@example.com']);
    const [row] = await database.db.select().from(mailOutbox);
    expect(row?.sentAt).not.toBeNull();
  });

  it('a delivery that outlasts its lease keeps it by heartbeat: another instance never sends it twice', async () => {
    await outbox.enqueue(database.db, { ...mail(9) });
    // Real time here: the lease (600 ms) runs out four times during the 2.4 s delivery. Not
    // shorter: on a loaded machine a heartbeat could come later than a 150 ms lease allowed.
    await database.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) });
    const slow = new ScriptedTransport();
    slow.send = async function (this: ScriptedTransport, message: OutgoingMail) {
      this.attempts += 1;
      await new Promise((resolve) => setTimeout(resolve, 2_400));
      this.sent.push(message);
    };
    const first = worker(slow, database, { clock: systemClock, leaseMs: 600 });
    const delivering = first.runOnce();
    // The first instance must hold the lease before the other starts polling: started together,
    // either may claim the row first (on PostgreSQL the other sometimes won).
    for (let i = 0; i < 200 && slow.attempts === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(slow.attempts).toBe(1);
    const other = new ScriptedTransport();
    const second_ = worker(other, second, { clock: systemClock, leaseMs: 600 });
    const until = Date.now() + 2_600;
    while (Date.now() < until) {
      await second_.drain();
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    await delivering;
    expect(slow.sent.map((m) => m.to)).toEqual(['reader9@example.com']);
    expect(other.attempts).toBe(0);
  });

  it('a permanent refusal (5xx) is a dead letter at once: logged as an error, never retried, content erased', async () => {
    await outbox.enqueue(database.db, mail(10));
    const refusing = new ScriptedTransport();
    refusing.send = async function (this: ScriptedTransport) {
      this.attempts += 1;
      throw Object.assign(new Error('Mailbox unavailable'), {
        code: 'EENVELOPE',
        responseCode: 550,
      });
    };
    const w = worker(refusing);
    await w.drain();
    clock.advance(24 * 3_600_000);
    await w.drain();
    expect(refusing.attempts).toBe(1);
    const [row] = await database.db.select().from(mailOutbox);
    expect(row?.deadAt).not.toBeNull();
    expect(row?.lastError).toBe('EENVELOPE 550 Mailbox unavailable');
    expect([row?.subject, row?.text, row?.html]).toEqual(['', '', '']);
    expect(logs.map((l) => l.msg)).toContain(
      'Mail delivery given up (dead letter): see mail_outbox.last_error',
    );
  });
});
