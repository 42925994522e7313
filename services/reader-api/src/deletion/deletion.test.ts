import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { FakeClock } from '../core/clock.ts';
import { accountDeletionRequests } from './deletionTables.ts';
import { contactMessages } from '../forms/formTables.ts';
import { emailSubscriptions } from '../subscriptions/subscriptionTables.ts';
import { ScheduledJob } from '../core/jobs/scheduledJob.ts';
import { linkToken } from '../testing/mailLinks.ts';
import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  registerVerified,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../testing/testApp.ts';
import {
  ALREADY_DELETED,
  DELETION_CANCELLED_MESSAGE,
  DELETION_CONFIRMED_MESSAGE,
  DELETION_REQUESTED_MESSAGE,
  INVALID_DELETION_CANCEL_LINK,
  INVALID_DELETION_CONFIRM_LINK,
} from './deletionRoutes.ts';
import { erasedAddress } from './erasedAddress.ts';

const DAY_MS = 24 * 3_600_000;

describe.each(drivers)('account deletion on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, config: { publicSiteUrl: 'https://thrive.example' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (p: string, body: unknown, app: TestApp = t) =>
    app.post(p, body, { remoteAddress: uniqueIp() });
  const request = (email: string, app: TestApp = t) =>
    post(
      '/account-deletion-requests',
      { fullName: 'Ngozi Eze', email, reason: 'Visit http://evil.example', confirm: true },
      app,
    );
  const confirmToken = (email: string, app: TestApp = t) =>
    linkToken(
      app.mailer.to(email).findLast((m) => m.kind === 'deletion-confirm'),
      '/delete-account/confirm',
    );
  const cancelToken = (email: string) =>
    linkToken(
      t.mailer.to(email).findLast((m) => m.kind === 'deletion-scheduled'),
      '/delete-account/cancel',
    );
  const login = (email: string) => post('/reader/login', { email, password: GOOD_PASSWORD });

  it('a request only e-mails a confirmation link to the address; nothing is scheduled', async () => {
    const email = uniqueEmail('asked');
    await registerVerified(t, email);
    const response = await request(email);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: DELETION_REQUESTED_MESSAGE });

    const mail = t.mailer.latestTo(email)!;
    expect(mail.kind).toBe('deletion-confirm');
    expect(mail.text).toContain('https://thrive.example/delete-account/confirm?token=');
    // Nothing the requester typed goes into the e-mail.
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('Ngozi');
    }
    const [row] = await t.database.db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.email, email));
    expect(row).toMatchObject({ confirmedAt: null, dueBy: null, completedAt: null });

    // Unconfirmed, it never counts: weeks later the account is still there.
    t.clock.advance(30 * DAY_MS);
    expect(await t.app.services.deletion.runDue()).toBe(0);
    expect((await login(email)).statusCode).toBe(200);
    // …and its link has lapsed (24 h).
    const late = await post('/account-deletion-requests/confirm', { token: confirmToken(email) });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: INVALID_DELETION_CONFIRM_LINK });
  });

  it('confirmed by the owner, the job deletes everything tied to the address after 7 days and sends a final notice', async () => {
    const email = uniqueEmail('leaving');
    const bystander = uniqueEmail('staying');
    const { token: session } = await registerVerified(t, email);
    await registerVerified(t, bystander);
    await post('/contact', { name: 'N', email, message: 'Hi' });
    await post('/newsletter', { email });
    await post('/newsletter/confirm', {
      token: linkToken(t.mailer.latestTo(email), '/newsletter/confirm'),
    });
    t.clock.advanceMinutes(61); // the form e-mail quota of the address is used up by now

    await request(email);
    const confirmed = await post('/account-deletion-requests/confirm', {
      token: confirmToken(email),
    });
    expect(confirmed.statusCode).toBe(200);
    const dueBy = new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString();
    expect(confirmed.json()).toEqual({ message: DELETION_CONFIRMED_MESSAGE, dueBy });
    const scheduled = t.mailer.latestTo(email)!;
    expect(scheduled.kind).toBe('deletion-scheduled');
    expect(scheduled.text).toContain('https://thrive.example/delete-account/cancel?token=');
    // Opening the link again changes nothing.
    const again = await post('/account-deletion-requests/confirm', { token: confirmToken(email) });
    expect(again.json()).toEqual({ message: DELETION_CONFIRMED_MESSAGE, dueBy });
    expect(t.mailer.to(email).filter((m) => m.kind === 'deletion-scheduled')).toHaveLength(1);

    t.clock.advance(7 * DAY_MS - 60_000);
    expect(await t.app.services.deletion.runDue()).toBe(0);
    expect((await login(email)).statusCode).toBe(200);

    t.clock.advance(60_000);
    expect(await t.app.services.deletion.runDue()).toBe(1);
    await t.drainMail();
    expect(t.mailer.latestTo(email)?.kind).toBe('deletion-completed');

    expect((await login(email)).statusCode).toBe(401);
    const me = await t.get('/reader/me', { headers: { authorization: `Bearer ${session}` } });
    expect(me.statusCode).toBe(401);
    const db = t.database.db;
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, email))).toEqual(
      [],
    );
    expect(
      await db.select().from(emailSubscriptions).where(eq(emailSubscriptions.email, email)),
    ).toEqual([]);
    // Only a minimal record of the request stays: dates and a one-way hash of the address.
    expect(
      await db
        .select()
        .from(accountDeletionRequests)
        .where(eq(accountDeletionRequests.email, email)),
    ).toEqual([]);
    const [kept] = await db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.email, erasedAddress(email)));
    expect(kept).toMatchObject({ fullName: '', reason: null });
    expect(kept?.completedAt).not.toBeNull();
    // Others are untouched; the job does nothing more.
    expect((await login(bystander)).statusCode).toBe(200);
    expect(await t.app.services.deletion.runDue()).toBe(0);
    // The cancel link is now too late.
    const tooLate = await post('/account-deletion-requests/cancel', { token: cancelToken(email) });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toEqual({ error: ALREADY_DELETED });
  });

  it('the cancel link in the confirmation e-mail stops the deletion', async () => {
    const email = uniqueEmail('changed-mind');
    await registerVerified(t, email);
    await request(email);
    await post('/account-deletion-requests/confirm', { token: confirmToken(email) });
    const cancelled = await post('/account-deletion-requests/cancel', {
      token: cancelToken(email),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ message: DELETION_CANCELLED_MESSAGE });
    expect(t.mailer.latestTo(email)?.kind).toBe('deletion-cancelled');
    t.clock.advance(8 * DAY_MS);
    expect(await t.app.services.deletion.runDue()).toBe(0);
    expect((await login(email)).statusCode).toBe(200);

    const bad = await post('/account-deletion-requests/cancel', { token: 'y'.repeat(43) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: INVALID_DELETION_CANCEL_LINK });
  });

  it('e-mails one address at most 2 confirmation links an hour, however many requests', async () => {
    const email = uniqueEmail('victim');
    const responses = await Promise.all(Array.from({ length: 6 }, () => request(email)));
    await t.drainMail();
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    expect(t.mailer.to(email)).toHaveLength(2);
  });

  it('two instances running the job at once carry out each due deletion exactly once', async () => {
    const other = await createTestApp({ driver, database: t.database, clock: t.clock });
    try {
      const emails = Array.from({ length: 6 }, () => uniqueEmail('batch'));
      for (const email of emails) {
        await registerVerified(t, email);
        await request(email);
        await post('/account-deletion-requests/confirm', { token: confirmToken(email) });
      }
      t.clock.advance(7 * DAY_MS);
      const [a, b] = await Promise.all([
        t.app.services.deletion.runDue(),
        other.app.services.deletion.runDue(),
      ]);
      expect(a + b).toBe(emails.length);
      await t.drainMail();
      for (const email of emails) {
        expect(t.mailer.to(email).filter((m) => m.kind === 'deletion-completed')).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
  });

  it('the job runs on one instance at a time (lease)', async () => {
    let release: () => void = () => {};
    let runs = 0;
    const job = (name: string) =>
      new ScheduledJob({
        name,
        db: t.database.db,
        clock: t.clock,
        log: { info: () => {}, error: () => {} },
        intervalMs: 60_000,
        run: async () => {
          runs += 1;
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return 0;
        },
      });
    const first = job('lease-test').runNow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await job('lease-test').runNow()).toBeNull();
    release();
    expect(await first).toBe(0);
    expect(runs).toBe(1);
  });
});

describe('account deletion across a restart (PGlite on disk)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'thrive-deletion-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a confirmed deletion is carried out by the next start once due', async () => {
    const pgliteDir = path.join(dir, 'db');
    const clock = new FakeClock();
    const email = uniqueEmail('restart');
    const before = await createTestApp({ config: { pgliteDir }, clock });
    await registerVerified(before, email);
    await before.post('/account-deletion-requests', { fullName: 'N', email, confirm: true });
    const token = linkToken(before.mailer.latestTo(email), '/delete-account/confirm');
    expect((await before.post('/account-deletion-requests/confirm', { token })).statusCode).toBe(
      200,
    );
    await before.close();

    clock.advance(7 * DAY_MS);
    const after = await createTestApp({ config: { pgliteDir }, clock });
    try {
      expect(await after.app.services.deletionJob.runNow()).toBe(1);
      const login = await after.post('/reader/login', { email, password: GOOD_PASSWORD });
      expect(login.statusCode).toBe(401);
    } finally {
      await after.close();
    }
  });
});
