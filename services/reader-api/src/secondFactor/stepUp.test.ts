/**
 * Issue 40, M1: a session token alone changes no second factor and ends no other session. After
 * 5 minutes the session must prove it is its owner again (password or an authenticator-app
 * code); every factor change and every recovery-code use is e-mailed to the owner.
 */
import {
  adminRequest,
  enrolAdmin,
  signInWithTotp,
  ADMIN_PASSWORD,
} from '../testing/adminTesting.ts';
import {
  createTestApp,
  GOOD_PASSWORD,
  registerVerified,
  registration,
  uniqueEmail,
  type TestApp,
} from '../testing/testApp.ts';
import { CONFIRM_IT_IS_YOU, PROOF_NOT_ACCEPTED } from './secondFactorHttp.ts';
import { totpCodeAt } from '../testing/secondFactor/totpCodes.ts';

describe('recent authentication before second-factor changes (issue 40, M1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const del = (path: string, token: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1${path}`, ...bearer(token) });
  const signIn = async (email: string) =>
    (await t.post('/reader/login', { email, password: GOOD_PASSWORD })).json().token as string;
  const reader = async (locale?: string) => {
    const email = uniqueEmail('stepup');
    if (locale) {
      await t.post('/reader/web-register', registration(email, { locale }));
      const code = /\b(\d{6})\b/.exec(t.mailer.latestTo(email)!.text)![1];
      await t.post('/reader/web-confirm-otp', { email, otp: code, password: GOOD_PASSWORD });
    } else await registerVerified(t, email);
    return { email, token: await signIn(email) };
  };
  const addApp = async (token: string) => {
    const { ticket } = (await t.post('/reader/second-factor/add', {}, bearer(token))).json();
    const { secret } = (
      await t.post('/reader/second-factor/totp/setup', { ticket }, bearer(token))
    ).json();
    const code = await totpCodeAt(secret, t.clock);
    const added = await t.post(
      '/reader/second-factor/totp',
      { ticket, code, label: 'Phone' },
      bearer(token),
    );
    expect(added.statusCode).toBe(201);
    return { secret: secret as string, codes: added.json().recovery_codes as string[] };
  };
  const mailsTo = async (email: string) => {
    await t.drainMail();
    return t.mailer.to(email);
  };

  it('refuses add, remove, new recovery codes and ending other sessions with a stale session', async () => {
    const { email, token } = await reader();
    const other = await signIn(email);
    await addApp(token);
    const [factor] = (await t.get('/reader/second-factor', bearer(token))).json().factors;
    t.clock.advanceSeconds(6 * 60);

    const refused = [
      await t.post('/reader/second-factor/add', {}, bearer(token)),
      await del(`/reader/second-factor/${factor.id}`, token),
      await t.post('/reader/second-factor/recovery-codes', {}, bearer(token)),
      await del('/reader/sessions/others', token),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ error: CONFIRM_IT_IS_YOU, code: 'REAUTHENTICATE' });
    }
    const sessions = (await t.get('/reader/sessions', bearer(token))).json().sessions;
    const otherId = sessions.find((s: { current: boolean }) => !s.current).id;
    expect((await del(`/reader/sessions/${otherId}`, token)).statusCode).toBe(403);
    // Nothing changed: the factor and the other device are still there.
    expect((await t.get('/reader/second-factor', bearer(token))).json().factors).toHaveLength(1);
    expect((await t.get('/reader/me', bearer(other))).statusCode).toBe(200);
    // Nor may the other device end this one; but signing oneself out never needs a proof.
    const mine = sessions.find((s: { current: boolean }) => s.current).id;
    expect((await del(`/reader/sessions/${mine}`, other)).statusCode).toBe(403);
    expect((await del(`/reader/sessions/${mine}`, token)).statusCode).toBe(204);
  });

  it('the password again opens 5 minutes of changes; a wrong one does not', async () => {
    const { email, token } = await reader();
    const other = await signIn(email);
    t.clock.advanceSeconds(6 * 60);
    const wrong = await t.post(
      '/reader/reauthenticate',
      { password: 'not it at all' },
      bearer(token),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(PROOF_NOT_ACCEPTED);
    expect((await t.post('/reader/second-factor/add', {}, bearer(token))).statusCode).toBe(403);

    const right = await t.post(
      '/reader/reauthenticate',
      { password: GOOD_PASSWORD },
      bearer(token),
    );
    expect(right.statusCode).toBe(204);
    await addApp(token);
    const ended = await del('/reader/sessions/others', token);
    // The other device and the session the sign-up confirmation started.
    expect(ended.json()).toEqual({ ended: 2 });
    expect((await t.get('/reader/me', bearer(other))).statusCode).toBe(401);
    expect((await t.get('/reader/me', bearer(token))).statusCode).toBe(200);

    t.clock.advanceSeconds(5 * 60 + 1);
    expect(
      (await t.post('/reader/second-factor/recovery-codes', {}, bearer(token))).statusCode,
    ).toBe(403);
  });

  it('an authenticator-app code is a proof too, once; guesses are limited', async () => {
    const { token } = await reader();
    const { secret } = await addApp(token);
    t.clock.advanceSeconds(6 * 60);
    const code = await totpCodeAt(secret, t.clock);
    expect((await t.post('/reader/reauthenticate', { code }, bearer(token))).statusCode).toBe(204);
    expect((await t.post('/reader/reauthenticate', { code }, bearer(token))).statusCode).toBe(400);
    expect(
      (await t.post('/reader/second-factor/recovery-codes', {}, bearer(token))).statusCode,
    ).toBe(200);
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        (await t.post('/reader/reauthenticate', { password: `guess ${i}` }, bearer(token)))
          .statusCode,
      );
    expect(answers.at(-1)).toBe(429);
  });

  it('e-mails the owner, in their language, on every factor change and recovery-code use', async () => {
    const { email, token } = await reader('pcm');
    const { codes } = await addApp(token);
    await t.post('/reader/second-factor/recovery-codes', {}, bearer(token));
    const step = (await t.post('/reader/login', { email, password: GOOD_PASSWORD })).json();
    await t.post('/reader/login/recovery-code', { ticket: step.ticket, code: codes[0] });
    const [factor] = (await t.get('/reader/second-factor', bearer(token))).json().factors;
    await del(`/reader/second-factor/${factor.id}`, token);

    const kinds = (await mailsTo(email))
      .map((m) => m.kind)
      .filter((k) => k.startsWith('second-factor'));
    expect(kinds).toEqual([
      'second-factor-added',
      'second-factor-recovery-codes-replaced',
      // The old codes were replaced: codes[0] no longer works, so no mail for it.
      'second-factor-removed',
    ]);
    const added = t.mailer.to(email).find((m) => m.kind === 'second-factor-added')!;
    expect(added.subject).toBe('Dem add second factor to your Thrive account');
    expect(added.text).toContain('“Phone”');
    expect(added.text).toContain('/pcm/account');
  });

  it('e-mails a recovery code’s use with the codes left', async () => {
    const { email, token } = await reader();
    const { codes } = await addApp(token);
    const step = (await t.post('/reader/login', { email, password: GOOD_PASSWORD })).json();
    expect(
      (await t.post('/reader/login/recovery-code', { ticket: step.ticket, code: codes[0] }))
        .statusCode,
    ).toBe(200);
    const used = (await mailsTo(email)).find((m) => m.kind === 'second-factor-recovery-code-used');
    expect(used?.subject).toBe('A recovery code was used on your Thrive account');
    expect(used?.text).toContain('9 codes are left.');
    expect(used?.text).not.toContain(codes[0]);
  });

  it('admins: a stale console session needs the password or an app code again', async () => {
    const admin = await enrolAdmin(t);
    const other = await signInWithTotp(t, admin);
    const api = adminRequest(t, admin.token);
    t.clock.advanceSeconds(6 * 60);
    const refused = await api.post('/admin/second-factor/add', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REAUTHENTICATE');
    expect((await api.post('/admin/second-factor/recovery-codes')).statusCode).toBe(403);
    expect((await api.delete('/admin/sessions/others')).statusCode).toBe(403);
    expect((await adminRequest(t, other).get('/admin/sessions')).statusCode).toBe(200);

    expect((await api.post('/admin/reauthenticate', { password: ADMIN_PASSWORD })).statusCode).toBe(
      204,
    );
    expect((await api.post('/admin/second-factor/recovery-codes')).statusCode).toBe(200);
    expect((await api.delete('/admin/sessions/others')).json()).toEqual({ ended: 1 });
    const notice = t.mailer
      .to(admin.email)
      .find((m) => m.kind === 'second-factor-recovery-codes-replaced');
    expect(notice?.text).toContain('/account');
  });
});
