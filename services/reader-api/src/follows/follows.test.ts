import { eq } from 'drizzle-orm';
import { FOLLOWS_PER_MINUTE } from '@thrive/reader-contract/community';
import { readers } from '../core/db/accountTables.ts';
import { createTestApp, drivers, uniqueIp, type TestApp } from '../testing/testApp.ts';
import { signedInReaders, type TestReader } from '../testing/signedInReaders.ts';
import { seedSampleData } from '../admin/seed/seed.ts';
import { seedSampleContent } from '../content/seed/seedContent.ts';
import { adminRequest, adminToken } from '../testing/adminTesting.ts';
import { FOLLOW_NOT_FOUND, LOG_IN_FOR_FOLLOWS, LOG_IN_TO_FOLLOW } from './followWords.ts';

describe.each(drivers)('follows on %s', (driver) => {
  let t: TestApp;
  let admin: ReturnType<typeof adminRequest>;
  /** A writer with published stories: the first card writer's. */
  let writer: { id: number; username: string };

  beforeAll(async () => {
    t = await createTestApp({ driver });
    await seedSampleData(t.database.db, t.clock, t.hasher);
    await seedSampleContent(t.database.db, t.clock);
    admin = adminRequest(t, await adminToken(t));
    const story = (await t.get('/stories')).json().stories[0] as { writer: { username: string } };
    const list = (await admin.get(`/admin/writers?search=${story.writer.username}`)).json();
    writer = { id: list.rows[0]._id, username: story.writer.username };
  });
  afterAll(async () => {
    await t.close();
  });

  const follow = (reader: TestReader | undefined, body: unknown, headers = {}) =>
    t.post('/follows', body, {
      remoteAddress: uniqueIp(),
      headers: { ...headers, ...(reader ? reader.auth.headers : {}) },
    });
  const writerFollowers = async () =>
    (await admin.get(`/admin/writers/${writer.id}`)).json().person.follower_count as number;
  const readerFollowing = async (reader: TestReader) => {
    const [row] = await t.database.db
      .select({ number: readers.number })
      .from(readers)
      .where(eq(readers.id, reader.id));
    return (await admin.get(`/admin/users/${row!.number}`)).json().person.follower_count as number;
  };

  it("follow raises the writer's Followers and the reader's Following by one; unfollow lowers both", async () => {
    const [reader] = await signedInReaders(t, 1);
    const followersBefore = await writerFollowers();
    expect(await readerFollowing(reader!)).toBe(0);

    const followed = await follow(reader, {
      role: 'writer',
      username: writer.username,
      following: true,
    });
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({
      role: 'writer',
      username: writer.username,
      followers: followersBefore + 1,
      following: true,
    });
    expect(await writerFollowers()).toBe(followersBefore + 1);
    expect(await readerFollowing(reader!)).toBe(1);
    // Again (a double tap, a resend): nothing changes.
    await follow(reader, { role: 'writer', username: writer.username, following: true });
    expect(await writerFollowers()).toBe(followersBefore + 1);
    expect(await readerFollowing(reader!)).toBe(1);

    await follow(reader, { role: 'writer', username: writer.username, following: false });
    expect(await writerFollowers()).toBe(followersBefore);
    expect(await readerFollowing(reader!)).toBe(0);
    await follow(reader, { role: 'writer', username: writer.username, following: false });
    expect(await writerFollowers()).toBe(followersBefore);
  });

  it('the sample data starts with no made-up follower counts', async () => {
    const people = (await admin.get('/admin/writers?pageSize=100')).json().rows as {
      follower_count: number;
    }[];
    expect(people.length).toBeGreaterThan(0);
    expect(new Set(people.map((p) => p.follower_count))).toEqual(new Set([0]));
  });

  it('a reader sees whom they follow and the newest stories of those writers', async () => {
    const [reader] = await signedInReaders(t, 1);
    expect((await t.get('/reader/follows', reader!.auth)).json()).toEqual({
      following: [],
      stories: [],
    });
    await follow(reader, {
      role: 'writer',
      username: writer.username.toUpperCase(),
      following: true,
    });
    const list = (await t.get('/reader/follows', reader!.auth)).json();
    expect(list.following).toEqual([
      { role: 'writer', username: writer.username, display_name: expect.any(String) },
    ]);
    expect(list.stories.length).toBeGreaterThan(0);
    for (const story of list.stories) expect(story.writer.username).toBe(writer.username);
    const state = await t.get(`/follows?role=writer&username=${writer.username}`, reader!.auth);
    expect(state.json()).toMatchObject({ following: true });
    // Signed out: the count, never a follow.
    expect((await t.get(`/follows?role=writer&username=${writer.username}`)).json()).toMatchObject({
      following: false,
    });
  });

  it('signed out a follow is refused with a reason; nobody unknown can be followed', async () => {
    const refused = await follow(undefined, {
      role: 'writer',
      username: writer.username,
      following: true,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe(LOG_IN_TO_FOLLOW);
    expect((await t.get('/reader/follows')).json().error).toBe(LOG_IN_FOR_FOLLOWS);
    const [reader] = await signedInReaders(t, 1);
    const missing = await follow(reader, {
      role: 'writer',
      username: 'nobody.here',
      following: true,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(FOLLOW_NOT_FOUND);
    // A writer's username is not a consultant's.
    const wrongRole = await follow(reader, {
      role: 'consultant',
      username: writer.username,
      following: true,
    });
    expect(wrongRole.statusCode).toBe(404);
    expect(
      (await follow(reader, { role: 'reader', username: 'x', following: true })).statusCode,
    ).toBe(400);
    expect((await follow(reader, { role: 'writer', username: writer.username })).statusCode).toBe(
      400,
    );
  });

  it('counts stay right under 30 parallel follows and their repeats', async () => {
    const many = await signedInReaders(t, 30);
    const before = await writerFollowers();
    const answers = await Promise.all(
      many.flatMap((r) => [
        follow(r, { role: 'writer', username: writer.username, following: true }),
        follow(r, { role: 'writer', username: writer.username, following: true }),
      ]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(await writerFollowers()).toBe(before + 30);
    await Promise.all(
      many.map((r) => follow(r, { role: 'writer', username: writer.username, following: false })),
    );
    expect(await writerFollowers()).toBe(before);
  });

  it('a burst of follows from one reader is throttled with a clear message', async () => {
    const [reader] = await signedInReaders(t, 1);
    const answers = await Promise.all(
      Array.from({ length: FOLLOWS_PER_MINUTE + 10 }, (_, i) =>
        follow(reader, { role: 'writer', username: writer.username, following: i % 2 === 0 }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(FOLLOWS_PER_MINUTE);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.json().error).toMatch(
      /^You are following very fast\. Please wait \d+ seconds/,
    );
  });

  it("a deleted reader's follow leaves the writer's count", async () => {
    const [reader] = await signedInReaders(t, 1);
    const before = await writerFollowers();
    await follow(reader, { role: 'writer', username: writer.username, following: true });
    expect(await writerFollowers()).toBe(before + 1);
    await t.database.db.delete(readers).where(eq(readers.id, reader!.id));
    expect(await writerFollowers()).toBe(before);
  });
});
