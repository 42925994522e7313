import { REPORTS_PER_HOUR } from '@thrive/reader-contract/community';
import { createTestApp, drivers, uniqueIp, type TestApp } from '../testing/testApp.ts';
import { signedInReaders, type TestReader } from '../testing/signedInReaders.ts';
import { seedSampleData } from '../admin/seed/seed.ts';
import { seedSampleContent } from '../content/seed/seedContent.ts';
import { adminRequest, adminToken } from '../testing/adminTesting.ts';
import { LOG_IN_TO_REPORT, REPORT_NOT_FOUND } from './reportWords.ts';

type Admin = ReturnType<typeof adminRequest>;

describe.each(drivers)('reports on %s', (driver) => {
  let t: TestApp;
  let admin: Admin;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    await seedSampleData(t.database.db, t.clock, t.hasher);
    await seedSampleContent(t.database.db, t.clock);
    admin = adminRequest(t, await adminToken(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const storySlugs = async () =>
    ((await t.get('/stories')).json().stories as { slug: string }[]).map((s) => s.slug);
  const storyId = async (slug: string) => (await t.get(`/stories/${slug}`)).json().story.id;
  const report = (reader: TestReader | undefined, body: Record<string, unknown>) =>
    t.post('/reports', body, { remoteAddress: uniqueIp(), ...(reader ? reader.auth : {}) });
  /** A comment a moderator published on the story. */
  const publishedComment = async (id: number, text: string) => {
    const [writer] = await signedInReaders(t, 1);
    const sent = await t.post(
      '/comments',
      { target: 'story', id, text, anonymous: true },
      { remoteAddress: uniqueIp(), ...writer!.auth },
    );
    const comment = sent.json().comment as { id: number };
    await admin.post(`/admin/comments/${comment.id}/approve`);
    return comment.id;
  };
  const queue = async () =>
    (await admin.get('/admin/reports')).json().rows as {
      id: number;
      status: string;
      urgent: boolean;
      item: { text: string } | null;
    }[];

  it('a report of a comment as bullying is first in the queue with the comment in context; hiding it takes it off every public read at once, and the reporter sees the outcome', async () => {
    const [slug] = await storySlugs();
    const id = await storyId(slug!);
    const commentId = await publishedComment(id, 'You are so stupid.');
    const [reader] = await signedInReaders(t, 1);
    const sent = await report(reader, { target: 'comment', id: commentId, reason: 'bullying' });
    expect(sent.statusCode).toBe(201);
    const mine = sent.json().report;
    expect(mine).toMatchObject({ status: 'open', reason: 'bullying', target: 'comment' });

    const [first] = await queue();
    expect(first).toMatchObject({
      id: mine.id,
      status: 'open',
      item: { text: 'You are so stupid.' },
    });

    t.clock.advance(90_000);
    const hidden = await admin.post(`/admin/reports/${mine.id}/hide`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().report).toMatchObject({ status: 'hidden', decision_seconds: 90 });
    // Gone from the very next public read, and it can no longer be liked.
    const shown = (await t.get(`/comments?target=story&id=${id}`)).json().comments;
    expect(shown.map((c: { id: number }) => c.id)).not.toContain(commentId);
    const like = await t.post(
      '/likes',
      { target: 'comment', id: commentId, liked: true },
      reader!.auth,
    );
    expect(like.statusCode).toBe(404);

    const own = (await t.get('/reader/reports', reader!.auth)).json().reports;
    expect(own).toEqual([expect.objectContaining({ id: mine.id, status: 'hidden' })]);
    const audit = JSON.stringify((await admin.get('/admin/audit-log')).json());
    expect(audit).toContain('report.hide');
  });

  it('a hidden story disappears from the list, its page, its writer’s page, likes and comments within one request', async () => {
    const slugs = await storySlugs();
    const slug = slugs.at(-1)!;
    const page = (await t.get(`/stories/${slug}`)).json().story;
    const [reader] = await signedInReaders(t, 1);
    const mine = (await report(reader, { target: 'story', id: page.id, reason: 'other' })).json()
      .report;
    await admin.post(`/admin/reports/${mine.id}/hide`);

    expect(await storySlugs()).not.toContain(slug);
    expect((await t.get(`/stories/${slug}`)).statusCode).toBe(404);
    const writer = (await t.get(`/writers/${page.writer.username}`)).json();
    expect(JSON.stringify(writer)).not.toContain(slug);
    expect((await t.get(`/likes?target=story&id=${page.id}`)).statusCode).toBe(404);
    expect((await t.get(`/comments?target=story&id=${page.id}`)).statusCode).toBe(404);
  });

  it('a hidden answer leaves the answered questions at once', async () => {
    const answersNow = async () =>
      ((await t.get('/questions')).json().questions as { answers: { id: number }[] }[]).flatMap(
        (q) => q.answers.map((a) => a.id),
      );
    const [answerId] = await answersNow();
    const [reader] = await signedInReaders(t, 1);
    const mine = (await report(reader, { target: 'answer', id: answerId, reason: 'spam' })).json()
      .report;
    const inContext = (await admin.get(`/admin/reports/${mine.id}`)).json().report;
    expect(inContext.item).toMatchObject({ href: '/ask' });
    expect(inContext.item.title.length).toBeGreaterThan(0);
    await admin.post(`/admin/reports/${mine.id}/remove`);
    expect(await answersNow()).not.toContain(answerId);
    const own = (await t.get('/reader/reports', reader!.auth)).json().reports;
    expect(own[0]).toMatchObject({ status: 'removed' });
  });

  it('a self-harm report goes before older and newer reports of other kinds; a dismissed report leaves the item up', async () => {
    const [slug] = await storySlugs();
    const id = await storyId(slug!);
    const [a, b, c] = await signedInReaders(t, 3);
    const spam = (await report(a, { target: 'story', id, reason: 'spam' })).json().report;
    t.clock.advance(1_000);
    const harm = (await report(b, { target: 'story', id, reason: 'self_harm' })).json().report;
    t.clock.advance(1_000);
    const newer = (await report(c, { target: 'story', id, reason: 'other' })).json().report;
    const open = (await queue()).filter((r) => r.status === 'open').map((r) => r.id);
    expect(open.indexOf(harm.id)).toBe(0);
    expect(open.indexOf(newer.id)).toBeLessThan(open.indexOf(spam.id));
    expect((await queue()).find((r) => r.id === harm.id)).toMatchObject({ urgent: true });

    expect((await admin.post(`/admin/reports/${spam.id}/dismiss`)).json().report.status).toBe(
      'dismissed',
    );
    expect((await t.get(`/stories/${slug}`)).statusCode).toBe(200);
    // A decided report takes no second decision.
    expect((await admin.post(`/admin/reports/${spam.id}/hide`)).statusCode).toBe(409);
  });

  it('hiding an item decides every open report of it: each reporter sees the outcome', async () => {
    const [slug] = await storySlugs();
    const id = await storyId(slug!);
    const commentId = await publishedComment(id, 'Spam spam spam');
    const [a, b] = await signedInReaders(t, 2);
    const first = (await report(a, { target: 'comment', id: commentId, reason: 'spam' })).json()
      .report;
    await report(b, { target: 'comment', id: commentId, reason: 'other' });
    await admin.post(`/admin/reports/${first.id}/hide`);
    for (const reader of [a!, b!]) {
      const own = (await t.get('/reader/reports', reader.auth)).json().reports;
      expect(own[0]).toMatchObject({ target_id: commentId, status: 'hidden' });
    }
  });

  it('a reader reports an item once: a repeat, also in parallel, answers the same report', async () => {
    const [slug] = await storySlugs();
    const id = await storyId(slug!);
    const [reader] = await signedInReaders(t, 1);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => report(reader, { target: 'story', id, reason: 'spam' })),
    );
    const ids = new Set(answers.map((a) => a.json().report.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.statusCode === 201).length).toBeLessThanOrEqual(1);
    expect((await t.get('/reader/reports', reader!.auth)).json().reports).toHaveLength(1);
  });

  it('signed out a report is refused; what readers cannot see cannot be reported; bad bodies get clear messages', async () => {
    const refused = await report(undefined, { target: 'story', id: 1, reason: 'spam' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe(LOG_IN_TO_REPORT);
    const [reader] = await signedInReaders(t, 1);
    const missing = await report(reader, { target: 'story', id: 999_999, reason: 'spam' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(REPORT_NOT_FOUND);
    const noReason = await report(reader, { target: 'story', id: 1, reason: 'boring' });
    expect(noReason.json().error).toBe('Please choose why you are reporting this.');
    expect((await t.get('/reader/reports')).statusCode).toBe(401);
    expect((await admin.get('/admin/reports?status=maybe')).statusCode).toBe(400);
    expect((await t.get('/admin/reports')).statusCode).toBe(401);
  });

  it(`more than ${REPORTS_PER_HOUR} new reports in an hour from one reader are throttled with a clear message`, async () => {
    const [reader] = await signedInReaders(t, 1);
    const commentIds: number[] = [];
    const [slug] = await storySlugs();
    const id = await storyId(slug!);
    for (let i = 0; i <= REPORTS_PER_HOUR; i += 1)
      commentIds.push(await publishedComment(id, `c${i}`));
    const answers = await Promise.all(
      commentIds.map((commentId) =>
        report(reader, { target: 'comment', id: commentId, reason: 'spam' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(REPORTS_PER_HOUR);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.json().error).toMatch(
      /^You have sent many reports\. Please wait \d+ seconds/,
    );
  });
});
