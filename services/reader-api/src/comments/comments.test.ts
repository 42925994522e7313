import { COMMENTS_PER_MINUTE } from '@thrive/reader-contract/community';
import { REMOVED } from '@thrive/reader-contract/content';
import { createTestApp, drivers, uniqueIp, type TestApp } from '../testing/testApp.ts';
import { signedInReaders, type TestReader } from '../testing/signedInReaders.ts';
import { seedSampleData } from '../admin/seed/seed.ts';
import { seedSampleContent } from '../content/seed/seedContent.ts';
import { adminRequest, adminToken } from '../testing/adminTesting.ts';
import { COMMENT_ON_NOT_FOUND, LOG_IN_TO_COMMENT } from './commentWords.ts';

type Admin = ReturnType<typeof adminRequest>;

describe.each(drivers)('comments on %s', (driver) => {
  let t: TestApp;
  let admin: Admin;
  let storyId: number;
  let answerId: number;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    await seedSampleData(t.database.db, t.clock, t.hasher);
    await seedSampleContent(t.database.db, t.clock);
    admin = adminRequest(t, await adminToken(t));
    const [first] = (await t.get('/stories')).json().stories as { slug: string }[];
    storyId = (await t.get(`/stories/${first!.slug}`)).json().story.id;
    answerId = (await t.get('/questions')).json().questions[0].answers[0].id;
  });
  afterAll(async () => {
    await t.close();
  });

  const write = (reader: TestReader | undefined, body: Record<string, unknown>) =>
    t.post(
      '/comments',
      { target: 'story', id: storyId, anonymous: true, ...body },
      { remoteAddress: uniqueIp(), ...(reader ? reader.auth : {}) },
    );
  const published = async (target = 'story', id = storyId) =>
    (await t.get(`/comments?target=${target}&id=${id}`)).json().comments as {
      id: number;
      text: string;
      by: string | null;
    }[];
  const own = async (reader: TestReader) =>
    (await t.get('/reader/comments', reader.auth)).json().comments;

  it('an anonymous comment waits for review, then shows without the reader once approved', async () => {
    const [reader] = await signedInReaders(t, 1, { firstName: 'Zainab' });
    const sent = await write(reader, { text: 'This helped me a lot, thank you.' });
    expect(sent.statusCode).toBe(201);
    const { comment } = sent.json();
    expect(comment).toMatchObject({ status: 'in_review', anonymous: true, urgent: false });
    expect(await published()).toEqual([]);
    expect(await own(reader!)).toMatchObject([{ id: comment.id, status: 'in_review' }]);

    // Queue: the moderator sees it and decides; the decision is audit-logged.
    const queue = (await admin.get('/admin/comments?status=in_review')).json();
    expect(queue.rows.map((r: { id: number }) => r.id)).toContain(comment.id);
    expect((await admin.post(`/admin/comments/${comment.id}/approve`)).statusCode).toBe(200);
    expect(await published()).toEqual([
      expect.objectContaining({
        id: comment.id,
        text: 'This helped me a lot, thank you.',
        by: null,
      }),
    ]);
    expect(JSON.stringify(await published())).not.toMatch(/Zainab|reader/);
    expect(await own(reader!)).toMatchObject([{ id: comment.id, status: 'published' }]);
    const audit = (await admin.get('/admin/audit-log')).json();
    expect(JSON.stringify(audit)).toContain('comment.approve');
  });

  it('an open comment shows the first name; a rejected one never shows and the reader sees why', async () => {
    const [reader] = await signedInReaders(t, 1, { firstName: 'Emeka' });
    const open = (
      await write(reader, { target: 'answer', id: answerId, text: 'Same here.', anonymous: false })
    ).json().comment;
    const other = (
      await write(reader, { target: 'answer', id: answerId, text: 'Rude words.' })
    ).json().comment;
    await admin.post(`/admin/comments/${open.id}/approve`);
    await admin.post(`/admin/comments/${other.id}/reject`, { reason: 'Please be kind.' });
    expect(await published('answer', answerId)).toEqual([
      expect.objectContaining({ id: open.id, by: 'Emeka' }),
    ]);
    expect(await own(reader!)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: other.id,
          status: 'rejected',
          rejection_reason: 'Please be kind.',
        }),
      ]),
    );
    // A published comment a moderator takes down leaves the very next read.
    await admin.post(`/admin/comments/${open.id}/reject`, { reason: 'Reported: unkind.' });
    expect(await published('answer', answerId)).toEqual([]);
  });

  it('crisis language marks a comment urgent and first in the queue; personal details are never published', async () => {
    const [reader] = await signedInReaders(t, 1);
    const calm = (await write(reader, { text: 'Nice story.' })).json().comment;
    const crisis = (await write(reader, { text: 'I want to end my life.' })).json().comment;
    expect(crisis.urgent).toBe(true);
    // In Pidgin too (issue 45: the one phrase list guards every place a reader writes).
    const pidgin = (await write(reader, { text: 'I no fit again, I wan die.' })).json().comment;
    expect(pidgin.urgent).toBe(true);
    const queue = (await admin.get('/admin/comments?status=in_review')).json().rows;
    expect(queue[0].id).toBe(crisis.id);
    expect(queue.map((r: { id: number }) => r.id)).toContain(calm.id);

    const detailed = (
      await write(reader, { text: 'Call me on 0803 123 4567 or mail ada@example.com' })
    ).json().comment;
    expect(detailed.text).toBe(`Call me on ${REMOVED.phone} or mail ${REMOVED.email}`);
    const inQueue = (await admin.get(`/admin/comments/${detailed.id}`)).json().comment;
    expect(inQueue.flags).toEqual(['phone', 'email']);
    await admin.post(`/admin/comments/${detailed.id}/approve`);
    const shown = JSON.stringify(await published());
    expect(shown).toContain(REMOVED.phone);
    expect(shown).not.toMatch(/0803|ada@example\.com/);
  });

  it('signed out a comment is refused; a story readers cannot see takes none; bad bodies get clear messages', async () => {
    const refused = await write(undefined, { text: 'Hello' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe(LOG_IN_TO_COMMENT);
    const [reader] = await signedInReaders(t, 1);
    const missing = await write(reader, { id: 999_999, text: 'Hello' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(COMMENT_ON_NOT_FOUND);
    expect((await write(reader, { text: '   ' })).json().error).toBe('Please write your comment.');
    expect((await write(reader, { text: 'x', anonymous: 'yes' })).statusCode).toBe(400);
    expect((await t.get('/reader/comments')).statusCode).toBe(401);
  });

  it('a published comment can be liked; one waiting for review cannot', async () => {
    const [reader] = await signedInReaders(t, 1);
    const waiting = (await write(reader, { text: 'Like me?' })).json().comment;
    const like = () =>
      t.post('/likes', { target: 'comment', id: waiting.id, liked: true }, reader!.auth);
    expect((await like()).statusCode).toBe(404);
    await admin.post(`/admin/comments/${waiting.id}/approve`);
    expect((await like()).json()).toMatchObject({ count: 1, liked: true });
  });

  it('a burst of 20 comments in a minute from one reader is throttled with a clear message', async () => {
    const [reader] = await signedInReaders(t, 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => write(reader, { text: `Comment ${i}` })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(COMMENTS_PER_MINUTE);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(20 - COMMENTS_PER_MINUTE);
    expect(refused[0]!.json().error).toMatch(
      /^You are commenting very fast\. Please wait \d+ seconds/,
    );
  });
});
