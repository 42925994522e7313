/**
 * Issue 42: a profile's 'Recent activities' say what the person did themselves (a writer's
 * answers and stories, a reader's likes and signed comments), beside what admins did to them,
 * with the kind and time only; an anonymous comment stays anonymous.
 */
import { eq } from 'drizzle-orm';
import { createTestApp, drivers, uniqueIp, type TestApp } from '../../testing/testApp.ts';
import { signedInReaders } from '../../testing/signedInReaders.ts';
import { adminRequest, adminToken } from '../../testing/adminTesting.ts';
import { readers } from '../../core/db/accountTables.ts';
import { seedSampleData } from '../seed/seed.ts';
import { seedSampleContent } from '../../content/seed/seedContent.ts';
import { members } from '../adminTables.ts';

type Admin = ReturnType<typeof adminRequest>;
interface Own {
  key: string;
  at: string;
  kind: string;
}

describe.each(drivers)('what a person did, on their profile, on %s', (driver) => {
  let t: TestApp;
  let admin: Admin;
  let storyId: number;
  let storySlug: string;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    await seedSampleData(t.database.db, t.clock, t.hasher);
    await seedSampleContent(t.database.db, t.clock);
    admin = adminRequest(t, await adminToken(t));
    const [first] = (await t.get('/stories')).json().stories as { slug: string }[];
    storySlug = first!.slug;
    storyId = (await t.get(`/stories/${storySlug}`)).json().story.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const feed = async (path: string) => {
    const response = await admin.get(path);
    expect(response.statusCode).toBe(200);
    return response.json() as { items: unknown[]; own: Own[] };
  };

  it('lists a reader’s likes and signed comments, newest first, never an anonymous one', async () => {
    const [reader] = await signedInReaders(t, 1, { firstName: 'Ngozi' });
    const post = (path: string, body: Record<string, unknown>) =>
      t.post(path, body, { remoteAddress: uniqueIp(), ...reader!.auth });
    expect((await post('/likes', { target: 'story', id: storyId, liked: true })).statusCode).toBe(
      200,
    );
    t.clock.advance(60_000);
    const signed = await post('/comments', {
      target: 'story',
      id: storyId,
      text: 'This helped me a lot.',
      anonymous: false,
    });
    expect(signed.statusCode).toBe(201);
    t.clock.advance(60_000);
    await post('/comments', {
      target: 'story',
      id: storyId,
      text: 'Said without my name.',
      anonymous: true,
    });
    const [row] = await t.database.db
      .select({ number: readers.number })
      .from(readers)
      .where(eq(readers.id, reader!.id));
    const { own } = await feed(`/admin/users/${row!.number}/activity`);
    expect(own.map((o) => o.kind)).toEqual(['added-comment', 'liked-story']);
    expect(JSON.stringify(own)).not.toContain('helped me');
  });

  it('lists a writer’s stories and a consultant’s answers', async () => {
    const story = await t.get(`/stories/${storySlug}`);
    const writerName = story.json().story.writer.username as string;
    const [writer] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, writerName));
    const written = (await feed(`/admin/writers/${writer!.id}/activity`)).own;
    expect(written.map((o) => o.kind)).toContain('added-story');

    const [consultant] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.role, 'consultant'))
      .limit(1);
    const asked = await t.post(
      '/questions',
      { text: 'How do I rest?', anonymous: true },
      { remoteAddress: uniqueIp() },
    );
    const answered = await admin.post(`/admin/questions/${asked.json().question.id}/answers`, {
      memberId: consultant!.id,
      body: 'Short walks and early nights.',
    });
    expect(answered.statusCode).toBe(201);
    const { own } = await feed(`/admin/consultants/${consultant!.id}/activity`);
    expect(own[0]).toMatchObject({ kind: 'answered-question' });
  });
});
