/**
 * Password reset (signed out: e-mail -> 6-digit code -> new password) and change (signed in:
 * old + new password). Both revoke every session of the reader and e-mail a notice.
 */
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
import { NOT_LOGGED_IN } from '../../core/guards/readerGuard.ts';
import {
  PASSWORD_CHANGED,
  PASSWORD_RESET_DONE,
  RESET_REQUESTED,
  WRONG_OLD_PASSWORD,
} from './passwordRoutes.ts';
import { BREACHED_PASSWORD, PASSWORD_TOO_SHORT } from '../../core/validation/validation.ts';

const NEW_PASSWORD = 'quiet harbour 77';

describe.each(drivers)('password reset and change on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password: string) =>
    t.post('/reader/login', { email, password }, { remoteAddress: uniqueIp() });
  const me = (token: string) =>
    t.get('/reader/me', { headers: { authorization: `Bearer ${token}` } });
  const requestReset = (email: string) => t.post('/reader/password-reset/request', { email });
  const confirmReset = (email: string, otp: string, newPassword = NEW_PASSWORD) =>
    t.post('/reader/password-reset/confirm', { email, otp, newPassword });
  const resetCode = (email: string) => {
    const mail = t.mailer.latestTo(email);
    expect(mail?.kind).toBe('password-reset');
    const code = /^(\d{6}) is your Thrive password reset code$/.exec(mail?.subject ?? '')?.[1];
    expect(code).toBeDefined();
    return code!;
  };
  const verifiedReader = async () => {
    const email = uniqueEmail();
    const { token } = await registerVerified(t, email);
    t.clock.advanceSeconds(61); // past the code e-mail cooldown
    return { email, confirmToken: token };
  };

  describe('signed out, with an e-mailed code', () => {
    it('sets a new password: the new one logs in, the old one fails, every earlier session is revoked, a notice is e-mailed', async () => {
      const { email, confirmToken } = await verifiedReader();
      const earlier = (await login(email, GOOD_PASSWORD)).json().token as string;

      const requested = await requestReset(email);
      expect(requested.statusCode).toBe(202);
      expect(requested.json()).toEqual({ message: RESET_REQUESTED });
      const code = resetCode(email);

      const reset = await confirmReset(email, code);
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ message: PASSWORD_RESET_DONE });

      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401);
      expect((await me(earlier)).statusCode).toBe(401);
      expect((await me(confirmToken)).statusCode).toBe(401);
      const notice = t.mailer.latestTo(email);
      expect(notice?.kind).toBe('password-changed');
      expect(notice?.subject).toBe('Your Thrive password was changed');
      expect(notice?.text).not.toMatch(/\b\d{6}\b/);
    });

    it('answers every address alike (no enumeration) and e-mails only a verified account', async () => {
      const { email } = await verifiedReader();
      const pending = uniqueEmail('pending');
      await t.post('/reader/web-register', registration(pending));
      t.clock.advanceSeconds(61);
      const pendingMails = t.mailer.to(pending).length;
      const unknown = uniqueEmail('nobody');
      const answers = [];
      for (const address of [email, pending, unknown]) {
        const response = await requestReset(address);
        answers.push({ status: response.statusCode, body: response.json() });
      }
      expect(answers).toEqual(
        [1, 2, 3].map(() => ({ status: 202, body: { message: RESET_REQUESTED } })),
      );
      expect(t.mailer.latestTo(email)?.kind).toBe('password-reset');
      expect(t.mailer.to(pending)).toHaveLength(pendingMails);
      expect(t.mailer.to(unknown)).toHaveLength(0);
      // A code for an unknown address is answered like a wrong code.
      expect((await confirmReset(unknown, '123456')).json()).toEqual({ error: INVALID_CODE });
    });

    it('sends the reset code right after sign-up (its own cooldown) and at most 6 a day', async () => {
      const email = uniqueEmail();
      await registerVerified(t, email); // a sign-up code e-mail a moment ago
      await requestReset(email);
      resetCode(email);
      let sent = 1;
      for (let i = 0; i < 8; i += 1) {
        t.clock.advanceSeconds(61);
        const before = t.mailer.to(email).length;
        expect((await requestReset(email)).statusCode).toBe(202);
        sent += t.mailer.to(email).length - before;
      }
      expect(sent).toBe(6);
    });

    it('is single use', async () => {
      const { email } = await verifiedReader();
      await requestReset(email);
      const code = resetCode(email);
      expect((await confirmReset(email, code)).statusCode).toBe(200);
      const again = await confirmReset(email, code, 'another fine pw 1');
      expect(again.statusCode).toBe(400);
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('expires after 10 minutes', async () => {
      const { email } = await verifiedReader();
      await requestReset(email);
      const code = resetCode(email);
      t.clock.advanceMinutes(10);
      expect((await confirmReset(email, code)).json()).toEqual({ error: INVALID_CODE });
      expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('allows 5 wrong tries, then refuses even the right code', async () => {
      const { email } = await verifiedReader();
      await requestReset(email);
      const code = resetCode(email);
      for (let i = 0; i < 5; i += 1)
        expect((await confirmReset(email, wrongCode(code))).statusCode).toBe(400);
      const blocked = await confirmReset(email, code);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ error: TOO_MANY_CODE_TRIES });
      expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('never lets parallel guesses exceed 5 tries', async () => {
      const { email } = await verifiedReader();
      await requestReset(email);
      const code = resetCode(email);
      const guesses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          confirmReset(email, String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')),
        ),
      );
      expect(guesses.filter((r) => r.statusCode === 400)).toHaveLength(5);
      expect((await confirmReset(email, code)).statusCode).toBe(429);
    });

    it('counts only the newest code, and a sign-up code is not a reset code', async () => {
      const { email } = await verifiedReader();
      await requestReset(email);
      const first = resetCode(email);
      t.clock.advanceSeconds(61);
      await requestReset(email);
      const second = resetCode(email);
      if (first !== second) expect((await confirmReset(email, first)).statusCode).toBe(400);
      const pending = uniqueEmail();
      await t.post('/reader/web-register', registration(pending));
      expect((await confirmReset(pending, latestCode(t.mailer, pending))).statusCode).toBe(400);
      expect((await confirmReset(email, second)).statusCode).toBe(200);
    });

    it('applies the sign-up password rules to the new password', async () => {
      const { email } = await verifiedReader();
      await requestReset(email);
      const code = resetCode(email);
      expect((await confirmReset(email, code, 'short')).json()).toEqual({
        error: PASSWORD_TOO_SHORT,
      });
      expect((await confirmReset(email, code, 'password123')).json()).toEqual({
        error: BREACHED_PASSWORD,
      });
      expect((await confirmReset(email, code, 'x'.repeat(129))).json()).toEqual({
        error: 'Password must be at most 128 characters long.',
      });
      // Refused input costs no try.
      expect((await confirmReset(email, code)).statusCode).toBe(200);
    });
  });

  describe('signed in: POST /reader/change-password', () => {
    const change = (token: string | undefined, body: unknown) =>
      t.post(
        '/reader/change-password',
        body,
        token ? { headers: { authorization: `Bearer ${token}` } } : {},
      );

    it('changes the password with the old one, revokes every session and e-mails a notice', async () => {
      const { email } = await verifiedReader();
      const token = (await login(email, GOOD_PASSWORD)).json().token as string;
      const other = (await login(email, GOOD_PASSWORD)).json().token as string;
      const response = await change(token, {
        oldPassword: GOOD_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: PASSWORD_CHANGED });
      expect((await me(token)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(401);
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401);
      expect(t.mailer.latestTo(email)?.kind).toBe('password-changed');
    });

    it('refuses a wrong old password and keeps the old one', async () => {
      const { email } = await verifiedReader();
      const token = (await login(email, GOOD_PASSWORD)).json().token as string;
      const response = await change(token, {
        oldPassword: 'not my password',
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: WRONG_OLD_PASSWORD });
      expect((await me(token)).statusCode).toBe(200);
      expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('throttles wrong old passwords like logins (a stolen token cannot brute-force it)', async () => {
      const { email } = await verifiedReader();
      const token = (await login(email, GOOD_PASSWORD)).json().token as string;
      for (let i = 0; i < 5; i += 1)
        expect(
          (await change(token, { oldPassword: `guess ${i}`, newPassword: NEW_PASSWORD }))
            .statusCode,
        ).toBe(400);
      const blocked = await change(token, {
        oldPassword: GOOD_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(blocked.statusCode).toBe(429);
    });

    it('needs a live session and valid new password', async () => {
      expect(
        (await change(undefined, { oldPassword: 'x', newPassword: NEW_PASSWORD })).json(),
      ).toEqual({
        error: NOT_LOGGED_IN,
      });
      expect(
        (await change('A'.repeat(43), { oldPassword: 'x', newPassword: NEW_PASSWORD })).statusCode,
      ).toBe(401);
      const { email } = await verifiedReader();
      const token = (await login(email, GOOD_PASSWORD)).json().token as string;
      expect(
        (await change(token, { oldPassword: GOOD_PASSWORD, newPassword: 'short' })).json(),
      ).toEqual({
        error: PASSWORD_TOO_SHORT,
      });
      expect((await change(token, { newPassword: NEW_PASSWORD })).json()).toEqual({
        error: 'Please enter your old password.',
      });
    });
  });
});
