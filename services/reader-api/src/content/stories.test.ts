import { eq } from 'drizzle-orm';
import { createTestApp, drivers, type TestApp } from '../testing/testApp.ts';
import { adminRequest, adminToken } from '../admin/adminTesting.ts';
import { seedSampleData } from '../admin/seed/seed.ts';
import { members } from '../db/schema.ts';
import { REMOVED } from '@thrive/reader-contract/content';

type Admin = ReturnType<typeof adminRequest>;

describe.each(drivers)('stories on %s', (driver) => {
  let t: TestApp;
  let admin: Admin;
  let writerId: number;
  const writerUsername = 'chiamaka.obi';

  beforeAll(async () => {
    t = await createTestApp({ driver });
    await seedSampleData(t.database.db, t.clock, t.hasher);
    admin = adminRequest(t, await adminToken(t));
    const [writer] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.username, writerUsername));
    writerId = writer!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const newStory = async (overrides: Record<string, unknown> = {}) => {
    const response = await admin.post('/admin/stories', {
      writerId,
      title: 'How I found my voice',
      body: 'First paragraph of the story.\n\nSecond paragraph.\n\nThird paragraph.',
      genre: 'Mental Health',
      contentWarnings: [],
      premium: false,
      ...overrides,
    });
    expect(response.statusCode).toBe(201);
    return response.json().story as { id: number; slug: string; status: string };
  };
  const publicList = async (query = '') => (await t.get(`/stories${query}`)).json();

  it('a story entered for a writer waits in review and is invisible until a moderator approves it', async () => {
    const story = await newStory({ title: 'Waiting for a decision' });
    expect(story.status).toBe('in_review');
    expect((await publicList()).stories.map((s: { slug: string }) => s.slug)).not.toContain(
      story.slug,
    );
    expect((await t.get(`/stories/${story.slug}`)).statusCode).toBe(404);

    t.clock.advanceSeconds(60);
    const approved = await admin.post(`/admin/stories/${story.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().story).toMatchObject({ status: 'published' });

    const list = await publicList();
    expect(list.stories[0]).toMatchObject({
      slug: story.slug,
      title: 'Waiting for a decision',
      excerpt: 'First paragraph of the story.',
      writer: { username: writerUsername, display_name: 'Chiamaka Obi' },
    });
    const page = (await t.get(`/stories/${story.slug}`)).json().story;
    expect(page.paragraphs).toEqual([
      'First paragraph of the story.',
      'Second paragraph.',
      'Third paragraph.',
    ]);
    const writerPage = (await t.get(`/writers/${writerUsername}`)).json();
    expect(writerPage.writer).toMatchObject({ username: writerUsername });
    expect(writerPage.stories[0].slug).toBe(story.slug);
    // Approving twice is refused: the decision is made.
    expect((await admin.post(`/admin/stories/${story.id}/approve`)).statusCode).toBe(409);
  });

  it('a story is published without the personal details in it; the moderator sees them highlighted', async () => {
    const body =
      'At Queen’s College they laughed at me.\n\nMy number was 0803 123 4567, my snap na ada_obi2.';
    const story = await newStory({ title: 'Not at KINGS COLLEGE', body });
    const seen = (await admin.get(`/admin/stories/${story.id}`)).json().story;
    expect(seen.body).toBe(body);
    expect(
      seen.flagged.body.map((s: { start: number; end: number }) => body.slice(s.start, s.end)),
    ).toEqual(['Queen’s College', '0803 123 4567', 'snap na ada_obi2']);
    expect(seen.flagged.title).toEqual([{ kind: 'school', start: 7, end: 20, sure: true }]);
    t.clock.advanceSeconds(60);
    await admin.post(`/admin/stories/${story.id}/approve`);
    const page = (await t.get(`/stories/${story.slug}`)).json().story;
    expect(page.title).toBe(`Not at ${REMOVED.school}`);
    expect(page.paragraphs).toEqual([
      `At ${REMOVED.school} they laughed at me.`,
      `My number was ${REMOVED.phone}, my ${REMOVED.social}.`,
    ]);
    expect((await t.get('/stories')).body).not.toMatch(/Queen|KINGS|0803/);
  });

  it('a draft stays a draft until sent for review', async () => {
    const draft = await newStory({ submit: false });
    expect(draft.status).toBe('draft');
    expect((await admin.post(`/admin/stories/${draft.id}/approve`)).statusCode).toBe(409);
    expect((await admin.post(`/admin/stories/${draft.id}/submit`)).json().story.status).toBe(
      'in_review',
    );
  });

  it('rejects with a reason (required), which the console shows; a rejected story is not public', async () => {
    const story = await newStory();
    const noReason = await admin.post(`/admin/stories/${story.id}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe('Please give a reason: the writer or reader will see it.');
    const rejected = await admin.post(`/admin/stories/${story.id}/reject`, {
      reason: 'Please remove the last names.',
    });
    expect(rejected.json().story).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Please remove the last names.',
    });
    expect((await t.get(`/stories/${story.slug}`)).statusCode).toBe(404);
  });

  it('edits are the moderator’s and audit-logged', async () => {
    const story = await newStory();
    const edited = await admin.patch(`/admin/stories/${story.id}`, { title: 'A better title' });
    expect(edited.json().story.title).toBe('A better title');
    const log = (await admin.get('/admin/audit-log?pageSize=100')).json();
    const actions = JSON.stringify(log);
    expect(actions).toContain('story.edit');
    expect(actions).toContain('story.create');
  });

  it('filters by genre, takes genres from the spec only, pages newest first with a cursor', async () => {
    for (let i = 0; i < 22; i += 1) {
      const story = await newStory({ title: `Career story ${i}`, genre: 'Career' });
      t.clock.advanceSeconds(1);
      await admin.post(`/admin/stories/${story.id}/approve`);
    }
    const first = await publicList('?genre=Career');
    expect(first.stories).toHaveLength(20);
    expect(first.stories[0].title).toBe('Career story 21');
    expect(first.stories.every((s: { genre: string }) => s.genre === 'Career')).toBe(true);
    const second = await publicList(`?genre=Career&before=${first.next}`);
    expect(second.stories.map((s: { title: string }) => s.title)).toEqual([
      'Career story 1',
      'Career story 0',
    ]);
    expect(second.next).toBeNull();
    expect((await t.get('/stories?genre=Cooking')).statusCode).toBe(400);
    expect((await t.get('/stories?before=nonsense')).statusCode).toBe(400);
    const bad = await admin.post('/admin/stories', {
      writerId,
      title: 'x',
      body: 'y',
      genre: 'Cooking',
      contentWarnings: [],
      premium: false,
    });
    expect(bad.json().error).toBe('Please select a genre.');
  });

  it('answers 304 to a matching ETag and a new ETag once a story is published', async () => {
    const first = await t.get('/stories');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await t.get('/stories', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const story = await newStory({ title: 'Fresh news' });
    t.clock.advanceSeconds(1);
    await admin.post(`/admin/stories/${story.id}/approve`);
    const changed = await t.get('/stories', { headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().stories[0].title).toBe('Fresh news');
  });

  it('a premium story shows only its first paragraph; warnings hide the excerpt', async () => {
    const premium = await newStory({ title: 'Premium one', premium: true });
    const warned = await newStory({ title: 'Warned one', contentWarnings: ['Self-harm'] });
    t.clock.advanceSeconds(1);
    await admin.post(`/admin/stories/${premium.id}/approve`);
    await admin.post(`/admin/stories/${warned.id}/approve`);
    const page = (await t.get(`/stories/${premium.slug}`)).json().story;
    expect(page).toMatchObject({ teaser: true, paragraphs: ['First paragraph of the story.'] });
    expect(JSON.stringify(page)).not.toContain('Second paragraph');
    const listed = (await publicList()).stories.find(
      (s: { slug: string }) => s.slug === warned.slug,
    );
    expect(listed).toMatchObject({ excerpt: null, content_warnings: ['Self-harm'] });
  });

  it('lists the queue for moderators: waiting first, paged, filtered; readers are refused', async () => {
    await newStory({ title: 'Queue item' });
    const queue = (await admin.get('/admin/stories?status=in_review&pageSize=10')).json();
    expect(queue.total).toBeGreaterThan(0);
    expect(queue.rows.every((r: { status: string }) => r.status === 'in_review')).toBe(true);
    const all = (await admin.get('/admin/stories')).json();
    expect(all.rows[0].status).toBe('in_review');
    const sorted = (await admin.get('/admin/stories?sort=title:asc&pageSize=100')).json();
    const titles = sorted.rows.map((r: { title: string }) => r.title);
    expect(titles).toEqual(
      [...titles].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    expect((await admin.get('/admin/stories?pageSize=7')).statusCode).toBe(400);
    expect((await t.get('/admin/stories')).statusCode).toBe(401);
  });

  it('an unknown writer page or story is a 404 with a human message', async () => {
    const response = await t.get('/writers/nobody.here');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('We could not find that writer.');
    expect((await t.get('/stories/not-a-story')).json().error).toBe(
      'We could not find that story.',
    );
  });
});
