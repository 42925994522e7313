import { eq } from 'drizzle-orm';
import {
  createTestApp,
  drivers,
  registerVerified,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../testing/testApp.ts';
import { adminRequest, adminToken } from '../admin/adminTesting.ts';
import { seedSampleData } from '../admin/seed/seed.ts';
import { members } from '../db/schema.ts';
import { REMOVED } from '@thrive/reader-contract/content';
import { QUESTIONS_PER_HOUR } from './contentRoutes.ts';

type Admin = ReturnType<typeof adminRequest>;

describe.each(drivers)('questions on %s', (driver) => {
  let t: TestApp;
  let admin: Admin;
  let answererId: number;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    await seedSampleData(t.database.db, t.clock, t.hasher);
    admin = adminRequest(t, await adminToken(t));
    const [consultant] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.role, 'consultant'))
      .limit(1);
    answererId = consultant!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const ask = (body: unknown, token?: string) =>
    t.post('/questions', body, {
      remoteAddress: uniqueIp(),
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
  const publicQuestions = async () => (await t.get('/questions')).json().questions;

  it('an anonymous question waits for review, then appears with its answer and without the reader', async () => {
    const email = uniqueEmail();
    const { token, user } = await registerVerified(t, email);
    const asked = await ask({ text: 'How do I sleep before exams?', anonymous: true }, token);
    expect(asked.statusCode).toBe(201);
    const { question } = asked.json();
    expect(question).toMatchObject({ status: 'in_review', anonymous: true, urgent: false });
    expect(await publicQuestions()).toEqual([]);

    const answered = await admin.post(`/admin/questions/${question.id}/answers`, {
      memberId: answererId,
      body: 'Keep a wind-down hour without screens.',
    });
    expect(answered.statusCode).toBe(201);
    const answerId = answered.json().question.answers[0].id;
    await admin.post(`/admin/questions/${question.id}/approve`);
    // The question is public; its answer still waits for its own decision.
    expect((await publicQuestions())[0]).toMatchObject({
      id: question.id,
      asked_by: null,
      answers: [],
    });
    await admin.post(`/admin/answers/${answerId}/approve`);
    const [shown] = await publicQuestions();
    expect(shown).toMatchObject({
      text: 'How do I sleep before exams?',
      asked_by: null,
      answers: [{ body: 'Keep a wind-down hour without screens.' }],
    });
    const everythingPublic = (await t.get('/questions')).body;
    for (const secret of [email, String(user.id), String(user.first_name), 'reader'])
      expect(everythingPublic).not.toContain(secret);

    // The asker sees their own question and its status.
    const own = await t.get('/reader/questions', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.json().questions[0]).toMatchObject({ id: question.id, status: 'published' });
  });

  it('an open question shows the reader’s first name only; signed out, a question is anonymous', async () => {
    const { token } = await registerVerified(t, uniqueEmail());
    const open = (await ask({ text: 'Open question here', anonymous: false }, token)).json()
      .question;
    const signedOut = (await ask({ text: 'Signed out question', anonymous: false })).json()
      .question;
    expect(signedOut.anonymous).toBe(true);
    await admin.post(`/admin/questions/${open.id}/approve`);
    await admin.post(`/admin/questions/${signedOut.id}/approve`);
    const shown = await publicQuestions();
    expect(shown.find((q: { id: number }) => q.id === open.id).asked_by).toBe('Ada');
    expect(shown.find((q: { id: number }) => q.id === signedOut.id).asked_by).toBeNull();
  });

  it('crisis language marks the question urgent and puts it first in the queue', async () => {
    await ask({ text: 'What is a good study plan?', anonymous: true });
    const urgent = (await ask({ text: 'I wan die, nobody dey hear me', anonymous: true })).json()
      .question;
    expect(urgent.urgent).toBe(true);
    const queue = (await admin.get('/admin/questions?status=in_review')).json();
    expect(queue.rows[0]).toMatchObject({ id: urgent.id, urgent: true });
    expect(
      (await admin.get('/admin/questions?urgent=true'))
        .json()
        .rows.map((r: { id: number }) => r.id),
    ).toContain(urgent.id);
  });

  it('a phone number, e-mail or school is flagged for the moderator and never published as typed', async () => {
    const typed = 'Call me on 0803 123 4567 or ada@example.com, I am at Kings College';
    const asked = (await ask({ text: typed, anonymous: true })).json().question;
    expect(asked.text).not.toContain('0803');
    const seen = (await admin.get(`/admin/questions/${asked.id}`)).json().question;
    expect(seen).toMatchObject({ original_text: typed, flags: ['phone', 'email', 'school'] });
    expect(seen.public_text).toBe(
      `Call me on ${REMOVED.phone} or ${REMOVED.email}, I am at ${REMOVED.school}`,
    );
    // A moderator's edit cannot put a number back either.
    const edited = await admin.patch(`/admin/questions/${asked.id}`, {
      text: 'Please call 08031234567',
    });
    expect(edited.json().question.public_text).toBe(`Please call ${REMOVED.phone}`);
    await admin.post(`/admin/questions/${asked.id}/approve`);
    const body = (await t.get('/questions')).body;
    expect(body).not.toMatch(/0803|ada@example|Kings College/);
  });

  it('details written to get past the screening are not published, and the moderator sees each one highlighted', async () => {
    const typed =
      'Call ０８０３ １２３ ４５６７ or ada at gmail dot com, ig: @ada_obi, we are in KINGS COLLEGE';
    const asked = (await ask({ text: typed, anonymous: true })).json().question;
    expect(asked.text).toBe(
      `Call ${REMOVED.phone} or ${REMOVED.email}, ${REMOVED.social}, we are in ${REMOVED.school}`,
    );
    const seen = (await admin.get(`/admin/questions/${asked.id}`)).json().question;
    expect(seen.flags).toEqual(['phone', 'email', 'social', 'school']);
    expect(
      seen.flagged.map((s: { start: number; end: number }) => typed.slice(s.start, s.end)),
    ).toEqual([
      '０８０３ １２３ ４５６７',
      'ada at gmail dot com',
      'ig: @ada_obi',
      'KINGS COLLEGE',
    ]);
  });

  it('an answer is screened like a question: published without the details, shown to the moderator as entered', async () => {
    const asked = (await ask({ text: 'Who can I talk to?', anonymous: true })).json().question;
    const body = 'Call me on 0803 123 4567 or write to ada at yahoo dot com.';
    const answered = (
      await admin.post(`/admin/questions/${asked.id}/answers`, { memberId: answererId, body })
    ).json().question.answers[0];
    expect(answered).toMatchObject({
      body,
      public_body: `Call me on ${REMOVED.phone} or write to ${REMOVED.email}.`,
    });
    expect(answered.flagged.map((s: { kind: string }) => s.kind)).toEqual(['phone', 'email']);
    await admin.post(`/admin/questions/${asked.id}/approve`);
    await admin.post(`/admin/answers/${answered.id}/approve`);
    const published = (await publicQuestions()).find((q: { id: number }) => q.id === asked.id);
    expect(published.answers[0].body).toBe(
      `Call me on ${REMOVED.phone} or write to ${REMOVED.email}.`,
    );
    expect((await t.get('/questions')).body).not.toMatch(/0803|yahoo/);
  });

  it('rejects with a reason; validates what is asked', async () => {
    const asked = (await ask({ text: 'Rejected one', anonymous: true })).json().question;
    const rejected = await admin.post(`/admin/questions/${asked.id}/reject`, {
      reason: 'Not a question.',
    });
    expect(rejected.json().question).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Not a question.',
    });
    expect((await ask({ text: '   ', anonymous: true })).json().error).toBe(
      'Please write your question.',
    );
    expect((await ask({ text: 'x'.repeat(2001), anonymous: true })).json().error).toBe(
      'Your question must be at most 2000 characters.',
    );
    expect((await ask({ text: 'ok' })).json().error).toBe(
      'Please choose whether to ask anonymously.',
    );
  });

  it('caps questions per address', async () => {
    const ip = uniqueIp();
    let last = 0;
    for (let i = 0; i <= QUESTIONS_PER_HOUR; i += 1)
      last = (await t.post('/questions', { text: `q${i}`, anonymous: true }, { remoteAddress: ip }))
        .statusCode;
    expect(last).toBe(429);
  });
});
