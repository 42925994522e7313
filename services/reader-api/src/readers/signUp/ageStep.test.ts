/**
 * The age step (issue 45): sign-up takes a year of birth; under 13 this year is refused kindly
 * before anything is stored; 13 to 17 get teen defaults the API enforces (a teen's comment or
 * question is never under their name); an account without a year (SPEC section 7's callers)
 * counts as an adult's.
 */
import { eq } from 'drizzle-orm';
import { readers } from '../../core/db/accountTables.ts';
import { questions } from '../../content/contentTables.ts';
import { comments } from '../../comments/commentTables.ts';
import { seedSampleData } from '../../admin/seed/seed.ts';
import { seedSampleContent } from '../../content/seed/seedContent.ts';
import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  latestCode,
  registration,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../../testing/testApp.ts';
import { ENTER_BIRTH_YEAR, TOO_YOUNG_TO_JOIN } from '../../core/validation/validation.ts';

describe.each(drivers)('the age step on %s', (driver) => {
  let t: TestApp;
  let year: number;
  let storyId: number;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    year = t.clock.now().getUTCFullYear();
    await seedSampleData(t.database.db, t.clock, t.hasher);
    await seedSampleContent(t.database.db, t.clock);
    const [first] = (await t.get('/stories')).json().stories as { slug: string }[];
    storyId = (await t.get(`/stories/${first!.slug}`)).json().story.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (email: string, yearOfBirth: unknown, headers: Record<string, string> = {}) =>
    t.post('/reader/web-register', registration(email, { year_of_birth: yearOfBirth }), {
      headers,
      remoteAddress: uniqueIp(),
    });

  /** Signs up and confirms; the session answer. */
  async function signUp(yearOfBirth: unknown) {
    const email = uniqueEmail();
    expect((await register(email, yearOfBirth)).statusCode).toBe(201);
    const confirmed = await t.post('/reader/web-confirm-otp', {
      email,
      otp: latestCode(t.mailer, email),
      password: GOOD_PASSWORD,
    });
    expect(confirmed.statusCode).toBe(200);
    return confirmed.json() as { token: string; user: { teen: boolean } };
  }

  it('refuses a reader who turns 12 this year, kindly and with help, storing and sending nothing', async () => {
    const email = uniqueEmail();
    const refused = await register(email, year - 12);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(TOO_YOUNG_TO_JOIN);
    expect(refused.json().error).toContain('call 112');
    expect(t.mailer.to(email)).toEqual([]);
    expect(await t.database.db.select().from(readers).where(eq(readers.email, email))).toEqual([]);
    // In Pidgin for a Pidgin page.
    const pidgin = await register(uniqueEmail(), year - 12, { 'accept-language': 'pcm' });
    expect(pidgin.json().error).toMatch(/^Thrive na for people wey don reach 13/);
  });

  it('takes the year the reader turns 13 in, and a year typed as text by a no-JavaScript form', async () => {
    expect((await signUp(year - 13)).user.teen).toBe(true);
    expect((await signUp(String(year - 30))).user.teen).toBe(false);
  });

  it('asks again for a year that is not one: text, a future year, before 1900, a fraction', async () => {
    for (const wrong of ['soon', year + 1, 1899, 2000.5, '20 08']) {
      const answer = await register(uniqueEmail(), wrong);
      expect([wrong, answer.statusCode, answer.json().error]).toEqual([
        wrong,
        expect.any(Number),
        ENTER_BIRTH_YEAR,
      ]);
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  it('marks a reader of 15 a teen in every answer that names the reader; 17 too, 18 not', async () => {
    const teen = await signUp(year - 15);
    expect(teen.user.teen).toBe(true);
    const me = await t.get('/reader/me', { headers: { authorization: `Bearer ${teen.token}` } });
    expect(me.json().user.teen).toBe(true);
    expect((await signUp(year - 17)).user.teen).toBe(true);
    expect((await signUp(year - 18)).user.teen).toBe(false);
    // SPEC section 7's register call, without a year: an adult's defaults.
    expect((await signUp(undefined)).user.teen).toBe(false);
  });

  it("never posts a teen's comment or question under their name, whatever the request says", async () => {
    const teen = await signUp(year - 15);
    const auth = { headers: { authorization: `Bearer ${teen.token}` }, remoteAddress: uniqueIp() };
    const comment = await t.post(
      '/comments',
      { target: 'story', id: storyId, text: 'This story helped me.', anonymous: false },
      auth,
    );
    expect(comment.statusCode).toBe(201);
    expect(comment.json().comment.anonymous).toBe(true);
    const [stored] = await t.database.db
      .select()
      .from(comments)
      .where(eq(comments.id, comment.json().comment.id));
    expect(stored).toMatchObject({ anonymous: true, authorName: null });

    const asked = await t.post(
      '/questions',
      { text: 'How do I talk to my parents about stress?', anonymous: false },
      auth,
    );
    expect(asked.statusCode).toBe(201);
    const [question] = await t.database.db
      .select()
      .from(questions)
      .where(eq(questions.id, asked.json().question.id));
    expect(question).toMatchObject({ anonymous: true, askerName: null });

    // An adult's named comment stays named: the rule is the age, not the request.
    const adult = await signUp(year - 30);
    const named = await t.post(
      '/comments',
      { target: 'story', id: storyId, text: 'Thank you for this.', anonymous: false },
      { headers: { authorization: `Bearer ${adult.token}` }, remoteAddress: uniqueIp() },
    );
    expect(named.json().comment.anonymous).toBe(false);
  });
});
