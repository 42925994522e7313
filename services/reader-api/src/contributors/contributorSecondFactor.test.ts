/**
 * Writers and consultants sign in with their own password AND a second factor (issue 43), as
 * admins do (src/secondFactor): the password alone opens the second step, never a session; the
 * first sign-in sets one up; tickets of one audience are worthless to another.
 */
import { totpCodeAt } from '../testing/secondFactor/totpCodes.ts';
import { enrolAdmin } from '../testing/adminTesting.ts';
import {
  asContributor,
  CONTRIBUTOR_PASSWORD,
  signedInContributor,
} from '../testing/contributorTesting.ts';
import { createTestApp, drivers, uniqueIp, type TestApp } from '../testing/testApp.ts';

describe.each(drivers)('studio second factor on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => {
    await t.close();
  });

  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const password = (email: string, ip = uniqueIp()) =>
    t.post('/studio/session', { email, password: CONTRIBUTOR_PASSWORD }, { remoteAddress: ip });

  it('a right password gives no session, only the second step; then the app code does', async () => {
    const writer = await signedInContributor(t, { role: 'writer' });
    const step = await password(writer.email);
    expect(step.statusCode).toBe(200);
    expect(step.json()).toMatchObject({
      second_factor: 'verify',
      methods: ['totp', 'recovery-code'],
      ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(step.json().token).toBeUndefined();
    // The ticket is not a session.
    expect((await t.get('/studio/me', bearer(step.json().ticket))).statusCode).toBe(401);

    t.clock.advanceSeconds(30);
    const wrong = await t.post('/studio/session/totp', {
      ticket: step.json().ticket,
      code: '000000',
    });
    expect(wrong.statusCode).toBe(401);
    const signedIn = await t.post('/studio/session/totp', {
      ticket: step.json().ticket,
      code: await totpCodeAt(writer.totpSecret, t.clock),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().contributor.member_id).toBe(writer.memberId);
    const me = await t.get('/studio/me', bearer(signedIn.json().token));
    expect(me.json().contributor.email).toBe(writer.email);
  });

  it('the first sign-in sets up a factor and gives ten recovery codes, once', async () => {
    // signedInContributor is that first sign-in: its session works, and now a check is asked.
    const writer = await signedInContributor(t, { role: 'consultant' });
    expect((await t.get('/studio/me', asContributor(writer))).statusCode).toBe(200);
    const step = (await password(writer.email)).json();
    expect(step.second_factor).toBe('verify');
    const recovered = await t.post('/studio/session/recovery-code', {
      ticket: step.ticket,
      code: 'not-a-code',
    });
    expect(recovered.statusCode).toBe(401);
    // An enrolment step cannot be reopened with a sign-in ticket.
    const again = await t.post('/studio/session/enrol/totp/setup', { ticket: step.ticket });
    expect(again.statusCode).toBe(401);
  });

  it("tickets of one audience are worthless to another (a studio ticket in the console's step, an admin's in the studio's)", async () => {
    const writer = await signedInContributor(t, { role: 'writer' });
    const studioTicket = (await password(writer.email)).json().ticket as string;
    t.clock.advanceSeconds(30);
    const code = await totpCodeAt(writer.totpSecret, t.clock);
    expect((await t.post('/admin/sign-in/totp', { ticket: studioTicket, code })).statusCode).toBe(
      401,
    );
    expect(
      (await t.post('/reader/login/totp', { ticket: studioTicket, code })).statusCode,
    ).not.toBe(200);

    const admin = await enrolAdmin(t);
    const adminStep = await t.post(
      '/admin/sign-in',
      { email: admin.email, password: 'quiet harbour lantern 7' },
      { remoteAddress: uniqueIp() },
    );
    t.clock.advanceSeconds(30);
    const asStudio = await t.post('/studio/session/totp', {
      ticket: adminStep.json().ticket,
      code: await totpCodeAt(admin.secret, t.clock),
    });
    expect(asStudio.statusCode).toBe(401);
  });
});
