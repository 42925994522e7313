/**
 * Nothing reaches readers unmoderated (issue 24). Every mutating route of the API, as the app
 * registered it, is called as a reader, signed out and as an admin, with bodies that ask to
 * publish; only the three approve routes may publish, and the database itself refuses a
 * published row without the deciding admin.
 */
import { count, eq, sql } from 'drizzle-orm';
import { createTestApp, registerVerified, uniqueEmail, type TestApp } from '../testing/testApp.ts';
import { adminToken } from '../admin/adminTesting.ts';
import { seedSampleData } from '../admin/seed/seed.ts';
import { answers, comments, members, questions, stories } from '../db/schema.ts';

const APPROVE_ROUTES = [
  '/api/v1/admin/answers/:id/approve',
  '/api/v1/admin/comments/:id/approve',
  '/api/v1/admin/questions/:id/approve',
  '/api/v1/admin/stories/:id/approve',
];

describe('no API path publishes without a moderator', () => {
  let t: TestApp;
  let ids: { story: number; question: number; answer: number; comment: number };

  beforeAll(async () => {
    t = await createTestApp();
    await seedSampleData(t.database.db, t.clock, t.hasher);
    const admin = await adminToken(t);
    const auth = { authorization: `Bearer ${admin}` };
    const [writer] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.role, 'writer'))
      .limit(1);
    const story = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/stories',
      headers: auth,
      payload: {
        writerId: writer!.id,
        title: 'Waiting',
        body: 'Body',
        genre: 'Career',
        contentWarnings: [],
        premium: false,
      },
    });
    const question = (await t.post('/questions', { text: 'Waiting?', anonymous: true })).json()
      .question;
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/questions/${question.id}/answers`,
      headers: auth,
      payload: { memberId: writer!.id, body: 'An answer' },
    });
    // A reader's comment waiting in the queue (on the story: a comment's target need not be
    // public for this test, which only asks whether anything can publish it).
    const { user } = await registerVerified(t, uniqueEmail());
    const [comment] = await t.database.db
      .insert(comments)
      .values({
        target: 'story',
        targetId: story.json().story.id,
        readerId: String(user.id),
        anonymous: true,
        originalText: 'Waiting comment',
        publicText: 'Waiting comment',
        status: 'in_review',
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      })
      .returning();
    ids = {
      story: story.json().story.id,
      question: question.id,
      answer: answered.json().question.answers[0].id,
      comment: comment!.id,
    };
  });
  afterAll(async () => {
    await t.close();
  });

  const published = async () => {
    const n = async (table: typeof stories | typeof questions | typeof answers | typeof comments) =>
      (
        await t.database.db.select({ n: count() }).from(table).where(eq(table.status, 'published'))
      )[0]!.n;
    return {
      stories: await n(stories),
      questions: await n(questions),
      answers: await n(answers),
      comments: await n(comments),
    };
  };

  const urlFor = (url: string) =>
    url.replace(/:[a-zA-Z]+/g, () =>
      String(
        url.includes('/stories/')
          ? ids.story
          : url.includes('/questions/')
            ? ids.question
            : url.includes('/answers/')
              ? ids.answer
              : url.includes('/comments/')
                ? ids.comment
                : 1,
      ),
    );
  const publishingBody = {
    status: 'published',
    published: true,
    publishedAt: new Date().toISOString(),
    approvedBy: '00000000-0000-0000-0000-000000000000',
    text: 'Please publish me',
    anonymous: true,
    reason: 'x',
    body: 'x',
  };

  it('the approve routes are the only ones, and are admin routes', () => {
    const routes = t.app.content.routes.map((r) => r.url);
    expect(routes.filter((url) => /\/approve$/.test(url)).sort()).toEqual(APPROVE_ROUTES);
  });

  it('no other route publishes, whoever calls it and whatever it is sent', async () => {
    const reader = (await registerVerified(t, uniqueEmail())).token;
    const mutating = t.app.content.routes
      .filter((r) => ['POST', 'PATCH', 'PUT', 'DELETE'].includes(r.method))
      .filter((r) => !APPROVE_ROUTES.includes(r.url))
      // Routes that end a session go last, so the calls before them stay signed in.
      .sort(
        (a, b) =>
          Number(/sign-out|sessions|logout/.test(a.url)) -
          Number(/sign-out|sessions|logout/.test(b.url)),
      );
    expect(mutating.length).toBeGreaterThan(20);
    const admin = await adminToken(t);
    for (const token of [undefined, reader, admin])
      for (const route of mutating) {
        await t.app.inject({
          method: route.method as 'POST',
          url: urlFor(route.url),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          payload: publishingBody,
        });
      }
    expect(await published()).toEqual({ stories: 0, questions: 0, answers: 0, comments: 0 });
  });

  it('the database refuses a published row without the approving admin', async () => {
    const question = (await t.post('/questions', { text: 'Fresh one', anonymous: true })).json()
      .question;
    // Drizzle wraps the driver's error: the constraint's name is in its cause.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(
      await refusal(
        t.database.db.execute(
          sql`update questions set status = 'published', published_at = now() where id = ${question.id}`,
        ),
      ),
    ).toMatch(/questions_published_by_moderator/);
    expect(
      await refusal(
        t.database.db.execute(
          sql`update stories set status = 'published', published_at = now() where id = ${ids.story}`,
        ),
      ),
    ).toMatch(/stories_published_by_moderator/);
    expect(
      await refusal(
        t.database.db.execute(
          sql`update comments set status = 'published', published_at = now() where id = ${ids.comment}`,
        ),
      ),
    ).toMatch(/comments_published_by_moderator/);
  });

  it('an approval records the admin who decided it; without an admin it is refused', async () => {
    const question = (await t.post('/questions', { text: 'Approve me', anonymous: true })).json()
      .question;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/questions/${question.id}/approve`,
        })
      ).statusCode,
    ).toBe(401);
    const admin = await adminToken(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/questions/${question.id}/approve`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, question.id));
    expect(row).toMatchObject({ status: 'published' });
    expect(row!.approvedBy).not.toBeNull();
  });
});
