import { eq } from 'drizzle-orm';
import { PRIVATE_QUESTION_PATH } from '@thrive/reader-contract/content';
import {
  createTestApp,
  drivers,
  registerVerified,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../testing/testApp.ts';
import { adminRequest, adminToken } from '../testing/adminTesting.ts';
import { seedSampleData } from '../admin/seed/seed.ts';
import { members } from '../admin/adminTables.ts';
import { questions } from './contentTables.ts';
import { PRIVATE_LINK_NOT_FOUND } from './contentBodies.ts';

type Admin = ReturnType<typeof adminRequest>;

describe.each(drivers)('a signed-out asker’s private link on %s (issue 44)', (driver) => {
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

  const askSignedOut = async (text: string) =>
    (await t.post('/questions', { text, anonymous: true }, { remoteAddress: uniqueIp() })).json()
      .question;
  const open = (key: unknown) =>
    t.post(PRIVATE_QUESTION_PATH, { key }, { remoteAddress: uniqueIp() });

  it('shows the question’s state, then its answer once a moderator has published both', async () => {
    const asked = await askSignedOut('How do I stop overthinking at night?');
    expect(asked.private_key).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const waiting = await open(asked.private_key);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.headers['cache-control']).toBe('private, no-store');
    expect(waiting.json().question).toEqual({
      id: asked.id,
      text: 'How do I stop overthinking at night?',
      anonymous: true,
      status: 'in_review',
      urgent: false,
      asked_at: asked.asked_at,
      answers: [],
    });

    const answered = await admin.post(`/admin/questions/${asked.id}/answers`, {
      memberId: answererId,
      body: 'Write the thoughts down before bed.',
    });
    const answerId = answered.json().question.answers[0].id;
    // An answer waits for its own decision, and shows only with a published question.
    await admin.post(`/admin/answers/${answerId}/approve`);
    expect((await open(asked.private_key)).json().question.answers).toEqual([]);
    await admin.post(`/admin/questions/${asked.id}/approve`);
    const published = (await open(asked.private_key)).json().question;
    expect(published.status).toBe('published');
    expect(published.answers).toEqual([
      expect.objectContaining({ id: answerId, body: 'Write the thoughts down before bed.' }),
    ]);
  });

  it('says a declined question was declined', async () => {
    const asked = await askSignedOut('Declined one');
    await admin.post(`/admin/questions/${asked.id}/reject`, { reason: 'Not a question.' });
    expect((await open(asked.private_key)).json().question.status).toBe('rejected');
  });

  it('is given only to signed-out askers, and the key itself is never stored', async () => {
    const { token } = await registerVerified(t, uniqueEmail());
    const signedIn = (
      await t.post(
        '/questions',
        { text: 'Signed in', anonymous: true },
        { remoteAddress: uniqueIp(), headers: { authorization: `Bearer ${token}` } },
      )
    ).json().question;
    expect(signedIn).not.toHaveProperty('private_key');

    const asked = await askSignedOut('Stored how?');
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, asked.id));
    expect(row!.privateKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(asked.private_key);
  });

  it('opens nothing for a wrong, malformed or missing key', async () => {
    const asked = await askSignedOut('Mine only');
    const wrong = `${asked.private_key.slice(0, -1)}${asked.private_key.endsWith('A') ? 'B' : 'A'}`;
    for (const key of [wrong, 'short', asked.private_key + 'x', 42, undefined]) {
      const answer = await open(key);
      expect(answer.statusCode).toBe(key === wrong ? 404 : 400);
      expect(answer.json().error).toBe(PRIVATE_LINK_NOT_FOUND);
      expect(answer.body).not.toContain('Mine only');
    }
  });
});
