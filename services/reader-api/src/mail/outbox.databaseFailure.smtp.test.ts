/**
 * Exactly once across a failing database (PostgreSQL only; CI runs it with DATABASE_URL): the
 * SMTP server (smtp-server, inside the test) accepts each e-mail, and right then the database
 * goes away (every connection terminated, new ones refused for longer than the lease). Two
 * workers share the outbox. Each e-mail must arrive once: the accepted delivery is recorded
 * when the database is back, and no worker sends it again meanwhile.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { systemClock } from '../clock.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { mailOutbox } from '../db/schema.ts';
import { createPostgresDatabase } from '../testing/testApp.ts';
import { SmtpSink } from '../testing/smtpSink.ts';
import { createSmtpMailer, type Mailer } from './mailer.ts';
import { Outbox, OutboxWorker } from './outbox.ts';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const logged: string[] = [];
const silent = {
  info: () => undefined,
  warn: (_obj: object, msg?: string) => void logged.push(`warn ${msg}`),
  error: (_obj: object, msg?: string) => void logged.push(`error ${msg}`),
};

onPostgres('e-mail when the database fails right after the SMTP server accepted it', () => {
  jest.setTimeout(120_000);
  const sink = new SmtpSink();
  let created: { url: string; drop: () => Promise<void> };
  let name: string;
  let admin: pg.Client;
  const databases: Database[] = [];

  beforeAll(async () => {
    created = await createPostgresDatabase();
    name = new URL(created.url).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
    for (const database of databases) await database.close();
    await admin.end();
    await sink.stop();
    await created.drop();
  });

  /** The database away for `ms`: connections terminated, new ones refused. */
  const outage = async (ms: number) => {
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      name,
    ]);
    setTimeout(() => {
      void admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
    }, ms);
  };

  it('sends each e-mail once and records it once the database is back', async () => {
    const port = await sink.start();
    const open = async () => {
      const database = await openDatabase({ databaseUrl: created.url, pgliteDir: 'memory://' });
      databases.push(database);
      return database;
    };
    const first = await open();
    await first.migrate();
    const second = await open();
    const smtp = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Thrive <hello@thrive.test>',
      log: silent,
    });
    // The first delivery the server accepts takes the database down for 2 s (4 leases).
    let failed = false;
    const failingAfterAccept: Mailer = {
      send: async (mail) => {
        await smtp.send(mail);
        if (!failed) {
          failed = true;
          await outage(2_000);
        }
      },
      close: () => smtp.close(),
    };
    const outbox = new Outbox({ clock: systemClock, messageIdDomain: 'thrive.test' });
    const emails = ['once.1@example.com', 'once.2@example.com', 'once.3@example.com'];
    for (const to of emails) {
      await outbox.enqueue(first.db, {
        to,
        subject: 'Your code',
        text: 'code',
        html: '<p>code</p>',
        kind: 'verify',
      });
    }
    const workers = [first, second].map(
      (database) =>
        new OutboxWorker({
          db: database.db,
          transport: failingAfterAccept,
          clock: systemClock,
          log: silent,
          leaseMs: 500,
          pollIntervalMs: 50,
          retryBaseMs: 50,
          retryMaxMs: 200,
          maxAttempts: 1_000,
        }),
    );
    for (const worker of workers) worker.start();
    try {
      const check = () => second.db.select().from(mailOutbox);
      for (;;) {
        const rows = await check().catch(() => []);
        if (rows.length === emails.length && rows.every((row) => row.sentAt !== null)) break;
        await pause(100);
      }
      // Longer than a lease and a few polls: a repeat would show up now.
      await pause(1_500);
      expect(failed).toBe(true);
      // The log says why, should one arrive twice.
      expect({ received: sink.received.map((m) => m.to).sort(), logged }).toEqual({
        received: emails,
        logged: expect.any(Array),
      });
      const [firstRow] = await second.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, emails[0]!));
      expect(firstRow).toMatchObject({ lastError: null, subject: '' });
    } finally {
      await Promise.all(workers.map((worker) => worker.stop(100)));
      await smtp.close();
    }
  });
});
