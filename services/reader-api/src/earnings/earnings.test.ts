import { and, eq } from 'drizzle-orm';
import { createTestApp, drivers, uniqueIp, type TestApp } from '../testing/testApp.ts';
import { adminRequest, adminToken } from '../testing/adminTesting.ts';
import { signedInReaders, type TestReader } from '../testing/signedInReaders.ts';
import { signedInContributor } from '../testing/contributorTesting.ts';
import { adminAuditLog } from '../core/audit/auditTables.ts';
import { FOR_WRITERS_ONLY, READ_START_INVALID, READ_TOO_EARLY } from './earningWords.ts';

type Admin = ReturnType<typeof adminRequest>;

describe.each(drivers)('qualified reads and earnings on %s', (driver) => {
  let t: TestApp;
  let admin: Admin;
  let adminBearer: string;

  beforeAll(async () => {
    // 23:50 in Lagos on 30 November: minutes later it is another day and another month there.
    t = await createTestApp({ driver });
    t.clock.advance(Date.parse('2026-11-30T22:50:00.000Z') - t.clock.now().getTime());
  });
  // A fresh console session each time: the fake clock moves past an admin session's idle timeout.
  const signInAdmin = async () => {
    adminBearer = await adminToken(t);
    admin = adminRequest(t, adminBearer);
  };
  beforeEach(signInAdmin);
  afterAll(async () => {
    await t.close();
  });

  const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const patch = (path: string, body: unknown, token = adminBearer) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1${path}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const publishedStory = async (writerId: number, title: string) => {
    const made = await admin.post('/admin/stories', {
      writerId,
      title,
      body: 'A paragraph.',
      genre: 'Career',
      contentWarnings: [],
      premium: false,
    });
    const story = made.json().story as { id: number; slug: string };
    await admin.post(`/admin/stories/${story.id}/approve`);
    return story;
  };
  const start = async (reader: TestReader, slug: string) => {
    const started = await t.post(`/stories/${slug}/reads/start`, undefined, {
      remoteAddress: uniqueIp(),
      ...reader.auth,
    });
    expect(started.statusCode).toBe(200);
    return started.json().token as string;
  };
  const report = (reader: TestReader, slug: string, token: string) =>
    t.post(`/stories/${slug}/reads`, { token }, { remoteAddress: uniqueIp(), ...reader.auth });
  /** A reader stays `seconds` on the story, then the page reports the read. */
  const read = async (reader: TestReader, slug: string, seconds = 31) => {
    const token = await start(reader, slug);
    t.clock.advanceSeconds(seconds);
    return report(reader, slug, token);
  };

  it('counts a read after 30 s once per reader, story and Lagos day, at the rate in force then; sums per month', async () => {
    const writer = await signedInContributor(t, { role: 'writer' });
    const story = await publishedStory(writer.memberId, 'Counting reads');
    const second = await publishedStory(writer.memberId, 'Another one');
    const [ada, bola] = (await signedInReaders(t, 2)) as [TestReader, TestReader];
    expect((await patch('/admin/earnings/rate', { kobo_per_read: 250 })).json()).toEqual({
      kobo_per_read: 250,
      set_at: t.clock.now().toISOString(),
    });

    expect((await read(ada, story.slug)).json()).toEqual({ counted: true });
    expect((await read(ada, story.slug)).json()).toEqual({ counted: false });
    // Parallel reports of one start: one read.
    const token = await start(bola, story.slug);
    t.clock.advanceSeconds(30);
    const parallel = await Promise.all([1, 2, 3].map(() => report(bola, story.slug, token)));
    expect(parallel.map((r) => r.json().counted).sort()).toEqual([false, false, true]);
    expect((await read(ada, second.slug)).json()).toEqual({ counted: true });

    // The next Lagos day (23:00 UTC is midnight in Lagos), in December, at a new rate.
    t.clock.advanceMinutes(10);
    await signInAdmin();
    await patch('/admin/earnings/rate', { kobo_per_read: 1_000 });
    expect((await read(ada, story.slug)).json()).toEqual({ counted: true });

    const statement = (await t.get('/studio/earnings', as(writer.token))).json();
    expect(statement).toEqual({
      rate_kobo: 1_000,
      months: [
        { month: '2026-12', reads: 1, kobo: 1_000 },
        { month: '2026-11', reads: 3, kobo: 750 },
      ],
      total_reads: 4,
      total_kobo: 1_750,
    });
    // The console sees the same table and exports it.
    expect((await admin.get(`/admin/writers/${writer.memberId}/earnings`)).json()).toEqual(
      statement,
    );
    const csv = await admin.get(`/admin/writers/${writer.memberId}/earnings.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body).toBe(
      'Month,Qualified reads,Amount (kobo),Amount (NGN)\r\n' +
        '2026-12,1,1000,10.00\r\n' +
        '2026-11,3,750,7.50\r\n' +
        'Total,4,1750,17.50\r\n',
    );
  });

  it('refuses a read reported before 30 s on the server’s clock', async () => {
    const writer = await signedInContributor(t, { role: 'writer' });
    const story = await publishedStory(writer.memberId, 'Too quick');
    const [reader] = (await signedInReaders(t, 1)) as [TestReader];
    const early = await read(reader, story.slug, 29);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: READ_TOO_EARLY });
    // A start token made up by the client (a time of its own) is not the server's.
    const forged = `${story.id}.${t.clock.now().getTime() - 60_000}.${'A'.repeat(43)}`;
    expect((await report(reader, story.slug, forged)).json()).toEqual({
      error: READ_START_INVALID,
    });
    expect((await t.get('/studio/earnings', as(writer.token))).json().total_reads).toBe(0);
  });

  it("a reader cannot report a read with another reader's start, nor one started on another story", async () => {
    const writer = await signedInContributor(t, { role: 'writer' });
    const story = await publishedStory(writer.memberId, 'Whose read');
    const other = await publishedStory(writer.memberId, 'Other story');
    const [owner, thief] = (await signedInReaders(t, 2)) as [TestReader, TestReader];
    const token = await start(owner, story.slug);
    t.clock.advanceSeconds(40);
    const stolen = await report(thief, story.slug, token);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toEqual({ error: READ_START_INVALID });
    expect((await report(owner, other.slug, token)).statusCode).toBe(403);
    expect((await t.get('/studio/earnings', as(writer.token))).json().total_reads).toBe(0);
    // Signed out: no read at all.
    expect((await t.post(`/stories/${story.slug}/reads/start`, undefined)).statusCode).toBe(401);
  });

  it('the rate is an admin setting, validated and audit-logged', async () => {
    const [reader] = (await signedInReaders(t, 1)) as [TestReader];
    expect(
      (await patch('/admin/earnings/rate', { kobo_per_read: 100 }, reader.token)).statusCode,
    ).toBe(403);
    expect((await patch('/admin/earnings/rate', { kobo_per_read: -1 })).statusCode).toBe(400);
    expect((await patch('/admin/earnings/rate', { kobo_per_read: 12.5 })).statusCode).toBe(400);
    const set = await patch('/admin/earnings/rate', { kobo_per_read: 500 });
    expect(set.json().kobo_per_read).toBe(500);
    expect((await admin.get('/admin/earnings/rate')).json().kobo_per_read).toBe(500);
    const rows = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'earnings.rate')));
    expect(rows.at(-1)!.after).toEqual({ koboPerRead: 500 });
  });

  it("statements are a writer's: a consultant, a reader, an admin cannot call /studio/earnings; the console refuses a non-writer", async () => {
    const consultant = await signedInContributor(t, { role: 'consultant' });
    const refused = await t.get('/studio/earnings', as(consultant.token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: FOR_WRITERS_ONLY });
    const [reader] = (await signedInReaders(t, 1)) as [TestReader];
    for (const headers of [reader.auth, as(adminBearer), {}])
      expect([401, 403]).toContain((await t.get('/studio/earnings', headers)).statusCode);
    expect((await admin.get(`/admin/writers/${consultant.memberId}/earnings`)).statusCode).toBe(
      404,
    );
    expect((await t.get(`/admin/writers/1/earnings.csv`, reader.auth)).statusCode).toBe(403);
  });
});
