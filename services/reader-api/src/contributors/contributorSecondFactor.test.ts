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

  it('a signed-in contributor lists their factors, adds an app after confirming it is them, removes one but never the last', async () => {
    const writer = await signedInContributor(t, { role: 'writer' });
    const me = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
      t.app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { authorization: `Bearer ${writer.token}` },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
    const listed = (await me('GET', '/studio/second-factor')).json();
    expect(listed).toMatchObject({ recovery_codes_left: 10 });
    expect(listed.factors).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(writer.totpSecret);

    // Past the few minutes after signing in, a change needs the password (or a code) again.
    t.clock.advanceMinutes(6);
    const stale = await me('POST', '/studio/second-factor/add');
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'REAUTHENTICATE' });
    expect(
      (await me('POST', '/studio/reauthenticate', { password: 'not my password 1' })).statusCode,
    ).toBe(400);
    expect(
      (await me('POST', '/studio/reauthenticate', { password: CONTRIBUTOR_PASSWORD })).statusCode,
    ).toBe(204);

    const { ticket } = (await me('POST', '/studio/second-factor/add')).json();
    const { secret } = (await me('POST', '/studio/second-factor/totp/setup', { ticket })).json();
    const added = await me('POST', '/studio/second-factor/totp', {
      ticket,
      code: await totpCodeAt(secret as string, t.clock),
      label: 'Work phone',
    });
    expect(added.statusCode).toBe(201);
    const both = (await me('GET', '/studio/second-factor')).json().factors as {
      id: string;
      label: string;
    }[];
    expect(both.map((factor) => factor.label)).toEqual(['Authenticator app', 'Work phone']);

    expect((await me('DELETE', `/studio/second-factor/${both[0]!.id}`)).statusCode).toBe(204);
    expect((await me('DELETE', `/studio/second-factor/${both[1]!.id}`)).statusCode).toBe(409);
    expect((await me('GET', '/studio/second-factor')).json().factors).toHaveLength(1);
    // Nobody else's token reaches them.
    expect((await t.get('/studio/second-factor')).statusCode).toBe(401);
    const admin = await enrolAdmin(t);
    expect((await t.get('/studio/second-factor', bearer(admin.token))).statusCode).toBe(403);
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
