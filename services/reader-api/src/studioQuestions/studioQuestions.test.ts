import { and, eq } from 'drizzle-orm';
import { createTestApp, drivers, uniqueIp, type TestApp } from '../testing/testApp.ts';
import { adminRequest, adminToken } from '../testing/adminTesting.ts';
import { signedInReaders, type TestReader } from '../testing/signedInReaders.ts';
import { signedInContributor } from '../testing/contributorTesting.ts';
import { adminAuditLog } from '../core/audit/auditTables.ts';
import {
  ANSWER_ALREADY_IN_REVIEW,
  ANSWER_SENT,
  QUESTION_NOT_WAITING,
} from './studioQuestionWords.ts';

type Admin = ReturnType<typeof adminRequest>;

describe.each(drivers)('studio questions on %s', (driver) => {
  let t: TestApp;
  let admin: Admin;
  let adminBearer: string;
  let asker: TestReader;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    adminBearer = await adminToken(t);
    admin = adminRequest(t, adminBearer);
    [asker] = (await signedInReaders(t, 1, { firstName: 'Ngozi' })) as [TestReader];
  });
  afterAll(async () => {
    await t.close();
  });

  const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const fileUnder = (id: number, genre: string | null) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/questions/${id}/genre`,
      headers: { ...as(adminBearer).headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ genre }),
    });
  /** A reader's question, approved by a moderator and filed under `genre`. */
  const approvedQuestion = async (text: string, genre: string | null) => {
    const asked = await t.post(
      '/questions',
      { text, anonymous: false },
      { remoteAddress: uniqueIp(), ...as(asker.token) },
    );
    const id = asked.json().question.id as number;
    expect((await admin.post(`/admin/questions/${id}/approve`)).statusCode).toBe(200);
    if (genre) expect((await fileUnder(id, genre)).statusCode).toBe(200);
    return id;
  };
  const waiting = async (token: string, scope?: 'all' | 'genre') =>
    (await t.get(`/studio/questions${scope ? `?scope=${scope}` : ''}`, as(token))).json();
  const answer = (token: string, id: number, body: unknown) =>
    t.post(`/studio/questions/${id}/answers`, body, as(token));

  it("lists approved questions of the contributor's genre by default, every genre with scope=all", async () => {
    const faith = await approvedQuestion('How do I pray when I feel empty?', 'Faith');
    const career = await approvedQuestion('Should I leave my first job?', 'Career');
    const unfiled = await approvedQuestion('Why do I feel tired all the time?', null);
    const inReview = (
      await t.post(
        '/questions',
        { text: 'Not approved yet', anonymous: true },
        { remoteAddress: uniqueIp(), ...as(asker.token) },
      )
    ).json().question.id as number;
    const consultant = await signedInContributor(t, { role: 'consultant', genre: 'Faith' });

    const mine = await waiting(consultant.token);
    expect(mine).toMatchObject({ scope: 'genre', genre: 'Faith' });
    expect(mine.questions.map((q: { id: number }) => q.id)).toEqual([faith]);
    expect(mine.questions[0]).toMatchObject({
      text: 'How do I pray when I feel empty?',
      asked_by: 'Ngozi',
      genre: 'Faith',
      own_answer: null,
    });

    const all = (await waiting(consultant.token, 'all')).questions.map((q: { id: number }) => q.id);
    expect(all).toEqual(expect.arrayContaining([faith, career, unfiled]));
    expect(all).not.toContain(inReview);
  });

  it("a contributor's answer goes to moderation; once approved it shows under the question and the asker is notified", async () => {
    const id = await approvedQuestion('How do I make friends at university?', 'Relationship');
    const consultant = await signedInContributor(t, { role: 'consultant', genre: 'Relationship' });

    const sent = await answer(consultant.token, id, { body: 'Join one club and go every week.' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({
      message: ANSWER_SENT,
      answer: { id: expect.any(Number), status: 'in_review', rejection_reason: null },
    });
    const answerId = sent.json().answer.id as number;
    // Not public: it waits in the console's queue like every answer.
    const published = async () =>
      (await t.get('/questions')).json().questions.find((q: { id: number }) => q.id === id);
    expect((await published()).answers).toEqual([]);
    const queued = (await admin.get(`/admin/questions/${id}`)).json().question;
    expect(queued.answers).toEqual([
      expect.objectContaining({
        id: answerId,
        status: 'in_review',
        by: expect.objectContaining({ id: consultant.memberId }),
      }),
    ]);
    expect(
      (await waiting(consultant.token)).questions.find((q: { id: number }) => q.id === id),
    ).toMatchObject({ own_answer: { id: answerId, status: 'in_review' } });
    // Twice is refused while the first waits.
    expect((await answer(consultant.token, id, { body: 'Again' })).json()).toEqual({
      error: ANSWER_ALREADY_IN_REVIEW,
    });
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'studio-answer-create'),
          eq(adminAuditLog.entityId, String(answerId)),
        ),
      );
    expect(audit).toMatchObject({ adminId: null, adminEmail: consultant.email });
    expect(audit!.after).toMatchObject({ contributorId: consultant.memberId, questionId: id });
    expect((await t.get('/reader/notifications', asker.auth)).json().notifications).toEqual([]);
    // The consultant's profile in the console: 'You answered a question'.
    const own = (await admin.get(`/admin/consultants/${consultant.memberId}/activity`)).json().own;
    expect(own).toEqual([
      expect.objectContaining({ kind: 'answered-question', key: `answer-${answerId}` }),
    ]);

    expect((await admin.post(`/admin/answers/${answerId}/approve`)).statusCode).toBe(200);
    expect((await published()).answers).toEqual([
      expect.objectContaining({ body: 'Join one club and go every week.' }),
    ]);
    expect((await t.get('/reader/notifications', asker.auth)).json().notifications).toEqual([
      expect.objectContaining({ kind: 'question_answered', read: false }),
    ]);
    // Answered: it no longer waits.
    expect(
      (await waiting(consultant.token)).questions.map((q: { id: number }) => q.id),
    ).not.toContain(id);
  });

  it('a writer can answer too; a question not approved, or not there, is refused; an empty answer is refused', async () => {
    const writer = await signedInContributor(t, { role: 'writer', genre: 'Career' });
    const id = await approvedQuestion('How do I ask for a raise?', 'Career');
    expect((await answer(writer.token, id, { body: 'Bring numbers.' })).statusCode).toBe(201);
    const inReview = (
      await t.post(
        '/questions',
        { text: 'Waiting', anonymous: true },
        { remoteAddress: uniqueIp() },
      )
    ).json().question.id as number;
    const refused = await answer(writer.token, inReview, { body: 'Too soon' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: QUESTION_NOT_WAITING });
    expect((await answer(writer.token, 999_999, { body: 'x' })).statusCode).toBe(404);
    expect((await answer(writer.token, id, { body: '   ' })).statusCode).toBe(400);
  });

  it("a reader's or an admin's token, or none, cannot use the studio's questions", async () => {
    const id = await approvedQuestion('Who can answer me?', 'Faith');
    for (const headers of [asker.auth, as(adminBearer), {}]) {
      const list = await t.get('/studio/questions', headers);
      expect([401, 403]).toContain(list.statusCode);
      const sent = await t.post(`/studio/questions/${id}/answers`, { body: 'Me' }, headers);
      expect([401, 403]).toContain(sent.statusCode);
    }
  });

  it('only an admin files a question under a genre, and it is audit-logged', async () => {
    const id = await approvedQuestion('Is it fine to rest on Sundays?', null);
    const consultant = await signedInContributor(t, { role: 'consultant', genre: 'Faith' });
    const byReader = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/questions/${id}/genre`,
      headers: { ...asker.auth.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ genre: 'Faith' }),
    });
    expect(byReader.statusCode).toBe(403);
    expect((await fileUnder(id, 'Not a genre')).statusCode).toBe(400);
    expect((await fileUnder(id, 'Faith')).json()).toEqual({ id, genre: 'Faith' });
    expect((await waiting(consultant.token)).questions.map((q: { id: number }) => q.id)).toContain(
      id,
    );
    const rows = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'question.genre'), eq(adminAuditLog.entityId, String(id))),
      );
    expect(rows).toHaveLength(1);
  });
});
