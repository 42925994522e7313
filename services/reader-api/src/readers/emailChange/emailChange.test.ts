import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  latestCode,
  registerVerified,
  registration,
  uniqueEmail,
  uniqueIp,
  wrongCode,
  type TestApp,
} from '../../testing/testApp.ts';
import { INVALID_CODE, TOO_MANY_CODE_TRIES } from '../shared/messages.ts';
import {
  EMAIL_CHANGE_CODE_SENT,
  EMAIL_CHANGED,
  SAME_EMAIL,
  WRONG_PASSWORD,
} from './emailChangeRoutes.ts';

describe.each(drivers)('changing the e-mail address on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => {
    await t.close();
  });

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const login = async (email: string, password = GOOD_PASSWORD) =>
    (await t.post('/reader/login', { email, password }, { remoteAddress: uniqueIp() })).json()
      .token as string;
  const requestChange = (token: string, email: string, password = GOOD_PASSWORD) =>
    t.post('/reader/email-change/request', { email, password }, { headers: as(token) });
  const confirmChange = (token: string, otp: string) =>
    t.post('/reader/email-change/confirm', { otp }, { headers: as(token) });
  const me = (token: string) => t.get('/reader/me', { headers: as(token) });
  const mailsTo = (address: string) => t.mailer.sent.filter((mail) => mail.to === address);

  it('needs the password, proves the new address by its code, then signs out every other session', async () => {
    const old = uniqueEmail();
    const next = uniqueEmail();
    const { token: signUpSession } = await registerVerified(t, old);
    const mine = await login(old);

    const requested = await requestChange(mine, next.toUpperCase());
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toEqual({ message: EMAIL_CHANGE_CODE_SENT });
    const code = latestCode(t.mailer, next);
    expect(mailsTo(next)[0]!.text).not.toContain(old);

    // Nothing moves before the code is confirmed.
    expect((await me(mine)).json().user.email).toBe(old);
    expect((await confirmChange(mine, wrongCode(code))).json()).toEqual({ error: INVALID_CODE });

    const confirmed = await confirmChange(mine, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: EMAIL_CHANGED,
      user: expect.objectContaining({ email: next }),
    });
    expect((await me(mine)).json().user.email).toBe(next);
    expect((await me(signUpSession)).statusCode).toBe(401);
    await t.drainMail();
    expect(mailsTo(old).at(-1)).toMatchObject({ kind: 'email-changed' });
    expect(mailsTo(old).at(-1)!.text).toContain(next);

    // The new address signs in; the old one no longer does.
    expect(
      (await t.post('/reader/login', { email: next, password: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
    expect(
      (await t.post('/reader/login', { email: old, password: GOOD_PASSWORD })).statusCode,
    ).toBe(401);
    // The code was single use.
    expect((await confirmChange(mine, code)).statusCode).toBe(400);
  });

  it('refuses a wrong password, the same address and no session', async () => {
    const email = uniqueEmail();
    const { token } = await registerVerified(t, email);
    expect((await requestChange(token, uniqueEmail(), 'not my password')).json()).toEqual({
      error: WRONG_PASSWORD,
    });
    expect((await requestChange(token, email)).json()).toEqual({ error: SAME_EMAIL });
    const anonymous = await t.post('/reader/email-change/request', {
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.post('/reader/email-change/confirm', { otp: '123456' })).statusCode).toBe(401);
  });

  it('counts wrong passwords like login: the 6th within the window is refused', async () => {
    const email = uniqueEmail();
    const { token } = await registerVerified(t, email);
    for (let i = 0; i < 5; i += 1)
      expect((await requestChange(token, uniqueEmail(), `wrong password ${i}`)).statusCode).toBe(
        400,
      );
    const throttled = await requestChange(token, uniqueEmail());
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
  });

  it('an address with an account gets a notice, not a code; the answer is the same', async () => {
    const taken = uniqueEmail();
    await registerVerified(t, taken);
    const email = uniqueEmail();
    const { token } = await registerVerified(t, email);
    const before = mailsTo(taken).length;

    const response = await requestChange(token, taken);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: EMAIL_CHANGE_CODE_SENT });
    await t.drainMail();
    const notice = mailsTo(taken).slice(before);
    expect(notice.map((mail) => mail.kind)).toEqual(['email-change-taken']);
    expect(notice[0]!.text).not.toMatch(/\b\d{6}\b/);
    // No code can move the account onto it.
    expect((await confirmChange(token, '000000')).json()).toEqual({ error: INVALID_CODE });
  });

  it('a pending sign-up on the new address does not block it: the proven mailbox wins', async () => {
    const next = uniqueEmail();
    expect((await t.post('/reader/web-register', registration(next))).statusCode).toBe(201);
    const email = uniqueEmail();
    const { token } = await registerVerified(t, email);
    t.clock.advanceMinutes(2);
    expect((await requestChange(token, next)).statusCode).toBe(202);
    const confirmed = await confirmChange(token, latestCode(t.mailer, next));
    expect(confirmed.statusCode).toBe(200);
    expect((await me(token)).json().user.email).toBe(next);
  });

  it('five wrong codes use up the request; the code expires after 10 minutes', async () => {
    const email = uniqueEmail();
    const { token } = await registerVerified(t, email);
    const next = uniqueEmail();
    await requestChange(token, next);
    const code = latestCode(t.mailer, next);
    for (let i = 0; i < 5; i += 1) await confirmChange(token, wrongCode(code));
    expect((await confirmChange(token, code)).json()).toEqual({ error: TOO_MANY_CODE_TRIES });

    const later = uniqueEmail();
    t.clock.advanceMinutes(2);
    await requestChange(token, later);
    t.clock.advanceMinutes(10);
    expect((await confirmChange(token, latestCode(t.mailer, later))).json()).toEqual({
      error: INVALID_CODE,
    });
  });

  it('one code e-mail a minute per reader, so an account cannot mail-bomb addresses', async () => {
    const email = uniqueEmail();
    const { token } = await registerVerified(t, email);
    expect((await requestChange(token, uniqueEmail())).statusCode).toBe(202);
    const second = await requestChange(token, uniqueEmail());
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('60');
  });
});
