import { eq } from 'drizzle-orm';
import { readers } from '../../core/db/accountTables.ts';
import {
  createTestApp,
  GOOD_PASSWORD,
  drivers,
  latestCode,
  registerVerified,
  registration,
  uniqueEmail,
  wrongCode,
  type TestApp,
} from '../../testing/testApp.ts';
import { INVALID_CODE, TOO_MANY_CODE_TRIES } from '../shared/messages.ts';
import { RESEND_MESSAGE } from './signUpRoutes.ts';

describe.each(drivers)('e-mail verification codes on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => {
    await t.close();
  });

  const confirm = (email: string, otp: unknown) =>
    t.post('/reader/web-confirm-otp', { email, otp, password: GOOD_PASSWORD });
  const resend = (email: string) => t.post('/reader/resend-otp', { email });
  const pending = async () => {
    const email = uniqueEmail();
    const response = await t.post('/reader/web-register', registration(email));
    expect(response.statusCode).toBe(201);
    return { email, code: latestCode(t.mailer, email) };
  };

  describe('POST /reader/web-confirm-otp', () => {
    it('verifies the e-mail and returns the user without any secret', async () => {
      const { email, code } = await pending();
      const response = await confirm(email, code);
      expect(response.statusCode).toBe(200);
      const { user } = response.json();
      expect(Object.keys(user).sort()).toEqual(
        ['created_at', 'email', 'first_name', 'id', 'last_name', 'premium', 'teen'].sort(),
      );
      expect(user).toMatchObject({
        first_name: 'Ada',
        last_name: 'Okafor',
        email,
        premium: false,
      });
      expect(new Date(user.created_at).toISOString()).toBe(user.created_at);
      expect(response.body).not.toMatch(/argon2|password|hash/i);
      const [row] = await t.database.db.select().from(readers).where(eq(readers.email, email));
      expect(row?.emailVerifiedAt).toEqual(t.clock.now());
    });

    it('welcomes the reader by e-mail once, when the code is entered, and not before or on a wrong code', async () => {
      const { email, code } = await pending();
      expect(t.mailer.to(email).map((mail) => mail.kind)).toEqual(['verify']);
      await confirm(email, wrongCode(code));
      expect(t.mailer.to(email).map((mail) => mail.kind)).toEqual(['verify']);
      expect((await confirm(email, code)).statusCode).toBe(200);
      expect((await confirm(email, code)).statusCode).toBe(400);
      const mails = t.mailer.to(email);
      expect(mails.map((mail) => mail.kind)).toEqual(['verify', 'welcome']);
      expect(mails[1]).toMatchObject({ subject: 'Welcome to Thrive, Ada' });
      expect(mails[1]!.text).toContain('Your Thrive account is ready.');
      expect(mails[1]!.text).toMatch(/https?:\/\/[^\s]+\/stories\b/);
      expect(mails[1]!.text).not.toMatch(/\b\d{6}\b/);
    });

    it('accepts the e-mail in any case and the code with spaces', async () => {
      const { email, code } = await pending();
      const response = await confirm(email.toUpperCase(), `${code.slice(0, 3)} ${code.slice(3)}`);
      expect(response.statusCode).toBe(200);
    });

    it('validates the payload', async () => {
      expect((await t.post('/reader/web-confirm-otp', { otp: '123456' })).json()).toEqual({
        error: 'Please enter your email address.',
      });
      expect((await confirm(uniqueEmail(), '')).json()).toEqual({
        error: 'Please enter the verification code.',
      });
      for (const otp of ['12345', '1234567', 'abcdef', 123456]) {
        const response = await confirm(uniqueEmail(), otp);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: 'The verification code is the 6 digits from the e-mail we sent you.',
        });
      }
    });

    it('is single-use', async () => {
      const { email, code } = await pending();
      expect((await confirm(email, code)).statusCode).toBe(200);
      const again = await confirm(email, code);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: INVALID_CODE });
    });

    it('expires after 10 minutes', async () => {
      const early = await pending();
      t.clock.advanceSeconds(10 * 60 - 1);
      expect((await confirm(early.email, early.code)).statusCode).toBe(200);

      const late = await pending();
      t.clock.advanceSeconds(10 * 60);
      const response = await confirm(late.email, late.code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: INVALID_CODE });
    });

    it('allows 5 wrong tries, then refuses even the right code until a new one is sent', async () => {
      const { email, code } = await pending();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await confirm(email, wrongCode(code));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: INVALID_CODE });
      }
      const blocked = await confirm(email, code);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ error: TOO_MANY_CODE_TRIES });

      t.clock.advanceSeconds(61);
      expect((await resend(email)).statusCode).toBe(200);
      const fresh = latestCode(t.mailer, email);
      expect((await confirm(email, fresh)).statusCode).toBe(200);
    });

    it('accepts the right code on the fifth try', async () => {
      const { email, code } = await pending();
      for (let attempt = 1; attempt <= 4; attempt += 1) await confirm(email, wrongCode(code));
      expect((await confirm(email, code)).statusCode).toBe(200);
    });

    it('never lets parallel guesses exceed 5 tries', async () => {
      const { email, code } = await pending();
      const guesses = Array.from({ length: 12 }, (_, i) =>
        confirm(email, String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')),
      );
      const statuses = (await Promise.all(guesses)).map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 400)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(7);
      expect((await confirm(email, code)).statusCode).toBe(429);
    });

    it('counts only the newest code: a resend makes the previous one invalid', async () => {
      const { email, code: first } = await pending();
      t.clock.advanceSeconds(61);
      await resend(email);
      const second = latestCode(t.mailer, email);
      if (first !== second) expect((await confirm(email, first)).statusCode).toBe(400);
      expect((await confirm(email, second)).statusCode).toBe(200);
    });

    it('answers unknown and already verified addresses like a wrong code', async () => {
      const verified = uniqueEmail();
      await registerVerified(t, verified);
      for (const email of [uniqueEmail('nobody'), verified]) {
        const response = await confirm(email, '123456');
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: INVALID_CODE });
      }
    });
  });

  describe('POST /reader/resend-otp', () => {
    it('sends a new code at most once per 60 s per address, server-side', async () => {
      const { email } = await pending();
      t.clock.advanceSeconds(45);
      const tooSoon = await resend(email);
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json()).toEqual({
        error: 'Please wait 15 seconds before asking for another code.',
      });
      expect(tooSoon.headers['retry-after']).toBe('15');
      expect(t.mailer.to(email)).toHaveLength(1);

      t.clock.advanceSeconds(15);
      const allowed = await resend(email);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toEqual({ message: RESEND_MESSAGE });
      expect(t.mailer.to(email)).toHaveLength(2);
      expect(t.mailer.latestTo(email)?.kind).toBe('verify');

      const again = await resend(email);
      expect(again.statusCode).toBe(429);
      expect(again.json().error).toBe('Please wait 60 seconds before asking for another code.');
    });

    it('answers unknown and verified addresses exactly like pending ones, cooldown included', async () => {
      const verified = uniqueEmail();
      await registerVerified(t, verified);
      const { email: waiting } = await pending();
      t.clock.advanceSeconds(61);
      const nobody = uniqueEmail('nobody');
      const mailsBefore = t.mailer.to(verified).length;

      for (const email of [nobody, verified, waiting]) {
        const first = await resend(email);
        expect({ status: first.statusCode, body: first.json() }).toEqual({
          status: 200,
          body: { message: RESEND_MESSAGE },
        });
        const second = await resend(email);
        expect(second.statusCode).toBe(429);
        expect(second.json()).toEqual({
          error: 'Please wait 60 seconds before asking for another code.',
        });
      }
      // Only the pending registration gets a code.
      expect(t.mailer.to(nobody)).toHaveLength(0);
      expect(t.mailer.to(verified)).toHaveLength(mailsBefore);
      expect(t.mailer.latestTo(waiting)?.kind).toBe('verify');
    });

    it('does not reset the failed-try count', async () => {
      const { email, code } = await pending();
      for (let attempt = 1; attempt <= 4; attempt += 1) await confirm(email, wrongCode(code));
      t.clock.advanceSeconds(61);
      await resend(email);
      const fresh = latestCode(t.mailer, email);
      // One try left on the new code: a wrong guess uses it up.
      expect((await confirm(email, wrongCode(fresh))).statusCode).toBe(400);
      expect((await confirm(email, fresh)).statusCode).toBe(429);
    });

    it('validates the e-mail', async () => {
      const response = await t.post('/reader/resend-otp', { email: 'not-an-address' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Please enter a valid email address.' });
    });

    it('sends a code that works for 10 minutes from the resend', async () => {
      const { email } = await pending();
      t.clock.advanceMinutes(9);
      await resend(email);
      const fresh = latestCode(t.mailer, email);
      t.clock.advanceMinutes(9);
      expect((await confirm(email, fresh)).statusCode).toBe(200);
    });
  });
});
