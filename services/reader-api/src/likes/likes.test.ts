import { LIKES_PER_MINUTE } from '@thrive/reader-contract/community';
import { createTestApp, drivers, uniqueIp, type TestApp } from '../testing/testApp.ts';
import { signedInReaders, type TestReader } from '../testing/signedInReaders.ts';
import { seedSampleData } from '../admin/seed/seed.ts';
import { seedSampleContent } from '../content/seed/seedContent.ts';
import { adminRequest, adminToken } from '../admin/adminTesting.ts';
import { LIKE_NOT_FOUND, LOG_IN_TO_LIKE } from './likeWords.ts';

describe.each(drivers)('likes on %s', (driver) => {
  let t: TestApp;
  let storyIds: number[];
  let answerId: number;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    await seedSampleData(t.database.db, t.clock, t.hasher);
    await seedSampleContent(t.database.db, t.clock);
    const stories = (await t.get('/stories')).json().stories as { slug: string }[];
    storyIds = [];
    for (const { slug } of stories)
      storyIds.push((await t.get(`/stories/${slug}`)).json().story.id);
    answerId = (await t.get('/questions')).json().questions[0].answers[0].id;
  });
  afterAll(async () => {
    await t.close();
  });

  const like = (
    reader: TestReader | undefined,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.post('/likes', body, {
      remoteAddress: uniqueIp(),
      headers: { ...headers, ...(reader ? reader.auth.headers : {}) },
    });
  const state = async (target: string, id: number, reader?: TestReader) =>
    (await t.get(`/likes?target=${target}&id=${id}`, reader ? reader.auth : {})).json();

  it('a reader likes a story once, sees it counted, and can take it back', async () => {
    const [reader, other] = await signedInReaders(t, 2);
    const id = storyIds[0]!;
    const first = await like(reader, { target: 'story', id, liked: true });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ target: 'story', id, count: 1, liked: true });
    // Liking again (a double tap, a resend) changes nothing.
    expect((await like(reader, { target: 'story', id, liked: true })).json()).toMatchObject({
      count: 1,
      liked: true,
    });
    expect(await state('story', id, other)).toEqual({
      target: 'story',
      id,
      count: 1,
      liked: false,
    });
    expect(await state('story', id)).toMatchObject({ count: 1, liked: false });

    expect((await like(reader, { target: 'story', id, liked: false })).json()).toMatchObject({
      count: 0,
      liked: false,
    });
    expect((await like(reader, { target: 'story', id, liked: false })).json().count).toBe(0);
  });

  it('answers can be liked; an item readers cannot see cannot be', async () => {
    const [reader] = await signedInReaders(t, 1);
    expect(
      (await like(reader, { target: 'answer', id: answerId, liked: true })).json(),
    ).toMatchObject({ count: 1, liked: true });
    const missing = await like(reader, { target: 'story', id: 999_999, liked: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(LIKE_NOT_FOUND);
    // A story taken back into review is no longer likeable.
    const admin = adminRequest(t, await adminToken(t));
    const id = storyIds[1]!;
    await admin.post(`/admin/stories/${id}/reject`, { reason: 'Needs a content warning.' });
    expect((await like(reader, { target: 'story', id, liked: true })).statusCode).toBe(404);
    expect((await t.get(`/likes?target=story&id=${id}`)).statusCode).toBe(404);
  });

  it('signed out, a like is refused with a reason; bad bodies get clear messages', async () => {
    const refused = await like(undefined, { target: 'story', id: storyIds[0], liked: true });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe(LOG_IN_TO_LIKE);
    const [reader] = await signedInReaders(t, 1);
    const wrongTarget = await like(reader, { target: 'question', id: 1, liked: true });
    expect(wrongTarget.statusCode).toBe(400);
    expect(wrongTarget.json().error).toMatch(/story, an answer or a comment/);
    expect((await like(reader, { target: 'story', id: 'x', liked: true })).statusCode).toBe(400);
    expect((await like(reader, { target: 'story', id: storyIds[0] })).statusCode).toBe(400);
  });

  it('counts stay right under 50 parallel likes, and under the same 50 taken back', async () => {
    const readers = await signedInReaders(t, 50);
    const id = storyIds[2]!;
    const liked = await Promise.all(
      readers.map((r) => like(r, { target: 'story', id, liked: true })),
    );
    expect(liked.map((r) => r.statusCode)).toEqual(readers.map(() => 200));
    expect((await state('story', id)).count).toBe(50);
    // The same readers again, in parallel with their own repeats: still one like each.
    await Promise.all(
      readers.flatMap((r) => [
        like(r, { target: 'story', id, liked: true }),
        like(r, { target: 'story', id, liked: true }),
      ]),
    );
    expect((await state('story', id)).count).toBe(50);
    await Promise.all(
      readers.slice(0, 20).map((r) => like(r, { target: 'story', id, liked: false })),
    );
    expect((await state('story', id)).count).toBe(30);
  });

  it('a repeat with the same Idempotency-Key gets the first answer', async () => {
    const [reader] = await signedInReaders(t, 1);
    const id = storyIds[3]!;
    const key = 'like-key-0123456789abcdef';
    const first = await like(
      reader,
      { target: 'story', id, liked: true },
      { 'idempotency-key': key },
    );
    const again = await like(
      reader,
      { target: 'story', id, liked: true },
      { 'idempotency-key': key },
    );
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await state('story', id)).count).toBe(1);
  });

  it('a burst of 100 likes in a minute from one reader is throttled with a clear message', async () => {
    const [reader] = await signedInReaders(t, 1);
    const id = storyIds[0]!;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        like(reader, { target: 'story', id, liked: i % 2 === 0 }),
      ),
    );
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(LIKES_PER_MINUTE);
    expect(refused).toHaveLength(100 - LIKES_PER_MINUTE);
    expect(refused[0]!.json().error).toMatch(/^You are liking very fast\. Please wait \d+ seconds/);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // In Pidgin too.
    const pidgin = await like(
      reader,
      { target: 'story', id, liked: true },
      { 'accept-language': 'pcm' },
    );
    expect(pidgin.statusCode).toBe(429);
    expect(pidgin.json().error).not.toMatch(/^You are liking/);
    // Another reader behind the same address is not affected; after the minute, the first likes again.
    const [neighbour] = await signedInReaders(t, 1);
    expect((await like(neighbour, { target: 'story', id, liked: true })).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await like(reader, { target: 'story', id, liked: true })).statusCode).toBe(200);
  });
});
