import { SAVES_MERGE_MAX } from '@thrive/reader-contract/community';
import { createTestApp, drivers, uniqueIp, type TestApp } from '../testing/testApp.ts';
import { signedInReaders, type TestReader } from '../testing/signedInReaders.ts';
import { seedSampleData } from '../admin/seed/seed.ts';
import { seedSampleContent } from '../content/seed/seedContent.ts';
import { adminRequest, adminToken } from '../testing/adminTesting.ts';
import { LOG_IN_TO_SAVE, NAME_SAVED_STORIES, SAVE_NOT_FOUND } from './saveWords.ts';

describe.each(drivers)('saved stories on %s', (driver) => {
  let t: TestApp;
  let slugs: string[];

  beforeAll(async () => {
    t = await createTestApp({ driver });
    await seedSampleData(t.database.db, t.clock, t.hasher);
    await seedSampleContent(t.database.db, t.clock);
    slugs = ((await t.get('/stories')).json().stories as { slug: string }[]).map((s) => s.slug);
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (reader: TestReader | undefined, body: unknown) =>
    t.post('/reader/saves', body, {
      remoteAddress: uniqueIp(),
      headers: reader ? reader.auth.headers : {},
    });
  const merge = (reader: TestReader, body: unknown) =>
    t.post('/reader/saves/merge', body, { remoteAddress: uniqueIp(), ...reader.auth });
  const listed = async (reader: TestReader) =>
    ((await t.get('/reader/saves', reader.auth)).json().stories as { slug: string }[]).map(
      (s) => s.slug,
    );

  it('a reader saves a story once, sees it listed newest first, and can take it out', async () => {
    const [reader] = await signedInReaders(t, 1);
    const saved = await save(reader, { slug: slugs[0], saved: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().stories).toEqual([
      expect.objectContaining({
        slug: slugs[0],
        title: expect.any(String),
        saved_at: expect.any(String),
      }),
    ]);
    await save(reader, { slug: slugs[0], saved: true });
    t.clock.advance(1000);
    await save(reader, { slug: slugs[1], saved: true });
    expect(await listed(reader!)).toEqual([slugs[1], slugs[0]]);
    await save(reader, { slug: slugs[0], saved: false });
    await save(reader, { slug: slugs[0], saved: false });
    expect(await listed(reader!)).toEqual([slugs[1]]);
  });

  it("the device's list merges into the account's at sign-in, so it follows the reader to a new phone", async () => {
    const [reader] = await signedInReaders(t, 1);
    await save(reader, { slug: slugs[2], saved: true });
    // The old phone's list (one unknown story among them) is merged in: nothing twice.
    const merged = await merge(reader!, { slugs: [slugs[2], slugs[3], 'no-such-story-000000'] });
    expect(merged.statusCode).toBe(200);
    expect(new Set(merged.json().stories.map((s: { slug: string }) => s.slug))).toEqual(
      new Set([slugs[2], slugs[3]]),
    );
    // A new phone: a new session of the same account sees the same list.
    const token = 'second-phone-session-token-0123456789abcdef';
    await t.app.services.readers.sessions.start(t.database.db, reader!.id, token, t.clock.now());
    const onNewPhone = await t.get('/reader/saves', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(new Set(onNewPhone.json().stories.map((s: { slug: string }) => s.slug))).toEqual(
      new Set([slugs[2], slugs[3]]),
    );
  });

  it('a story taken down leaves the list; unknown stories cannot be saved', async () => {
    const [reader] = await signedInReaders(t, 1);
    const id = (await t.get(`/stories/${slugs[4]}`)).json().story.id as number;
    await save(reader, { slug: slugs[4], saved: true });
    expect(await listed(reader!)).toEqual([slugs[4]]);
    const admin = adminRequest(t, await adminToken(t));
    await admin.post(`/admin/stories/${id}/reject`, { reason: 'Needs a content warning.' });
    expect(await listed(reader!)).toEqual([]);
    const missing = await save(reader, { slug: slugs[4], saved: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(SAVE_NOT_FOUND);
  });

  it('signed out the account list is refused with a reason; bad bodies get clear messages', async () => {
    const refused = await save(undefined, { slug: slugs[0], saved: true });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe(LOG_IN_TO_SAVE);
    expect((await t.get('/reader/saves')).statusCode).toBe(401);
    const [reader] = await signedInReaders(t, 1);
    expect((await save(reader, { slug: slugs[0] })).statusCode).toBe(400);
    const tooLong = await merge(reader!, {
      slugs: Array.from({ length: SAVES_MERGE_MAX + 1 }, (_, i) => `story-${i}`),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe(NAME_SAVED_STORIES);
  });

  it('parallel saves of the same story by one reader keep one', async () => {
    const [reader] = await signedInReaders(t, 1);
    await Promise.all(
      Array.from({ length: 10 }, () => save(reader, { slug: slugs[0], saved: true })),
    );
    expect(await listed(reader!)).toEqual([slugs[0]]);
  });

  it('a burst of saves from one reader is throttled with a clear message', async () => {
    const [reader] = await signedInReaders(t, 1);
    const answers = await Promise.all(
      Array.from({ length: 70 }, (_, i) => save(reader, { slug: slugs[0], saved: i % 2 === 0 })),
    );
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(10);
    expect(answers.find((a) => a.statusCode === 429)!.json().error).toMatch(
      /^You are saving very fast\. Please wait \d+ seconds/,
    );
  });
});
