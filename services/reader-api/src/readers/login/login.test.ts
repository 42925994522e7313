import { eq } from 'drizzle-orm';
import { sessions } from '../readerTables.ts';
import { hashSessionToken } from '../../core/security/secrets.ts';
import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  latestCode,
  registerVerified,
  registration,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../../testing/testApp.ts';
import { EMAIL_NOT_VERIFIED, INVALID_LOGIN } from './loginRoutes.ts';
import { NOT_LOGGED_IN } from '../../core/guards/readerGuard.ts';

describe.each(drivers)('login, me and logout on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      config: {
        loginMaxFailuresPerEmail: 5,
        loginMaxFailuresPerIp: 12,
        loginThrottleWindowMinutes: 15,
        tokenTtlHours: 168,
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password: string, ip = uniqueIp()) =>
    t.post('/reader/login', { email, password }, { remoteAddress: ip });
  const me = (token: string | undefined) =>
    t.get(
      '/reader/me',
      token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } },
    );

  describe('POST /reader/login', () => {
    it('returns an opaque 256-bit token and the user; only its hash is stored', async () => {
      const email = uniqueEmail();
      const { user } = await registerVerified(t, email);
      const response = await login(email.toUpperCase(), GOOD_PASSWORD);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toEqual(user);
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(body.token, 'base64url')).toHaveLength(32);

      const rows = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashSessionToken(body.token)));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.readerId).toBe(user.id);
      expect(rows[0]?.tokenHash).toBe(hashSessionToken(body.token));
      expect(JSON.stringify(rows)).not.toContain(body.token);
      expect(rows[0]!.expiresAt.getTime() - t.clock.now().getTime()).toBe(168 * 3_600_000);
    });

    it('gives each login a different token', async () => {
      const email = uniqueEmail();
      await registerVerified(t, email);
      const a = (await login(email, GOOD_PASSWORD)).json().token;
      const b = (await login(email, GOOD_PASSWORD)).json().token;
      expect(a).not.toBe(b);
    });

    it('fails alike, with one argon2 verify, for a wrong password, an unknown address and an unverified account with a wrong password', async () => {
      const verified = uniqueEmail();
      await registerVerified(t, verified);
      const unverified = uniqueEmail();
      await t.post('/reader/web-register', registration(unverified));

      const outcomes = [];
      for (const [email, password] of [
        [verified, 'wrong password 1'],
        [uniqueEmail('nobody'), GOOD_PASSWORD],
        [unverified, 'wrong password 2'],
      ] as const) {
        t.hasher.reset();
        const response = await login(email, password);
        outcomes.push({
          status: response.statusCode,
          body: response.json(),
          argon2: t.hasher.verifyCalls + t.hasher.hashCalls,
        });
      }
      const expected = { status: 401, body: { error: INVALID_LOGIN }, argon2: 1 };
      expect(outcomes).toEqual([expected, expected, expected]);
    });

    it('tells an unverified reader with the right password to verify (403 EMAIL_NOT_VERIFIED) and sends a fresh code', async () => {
      const email = uniqueEmail();
      await t.post('/reader/web-register', registration(email));
      const firstCode = latestCode(t.mailer, email);
      t.clock.advanceSeconds(61);
      const before = t.mailer.to(email).length;

      const response = await login(email, GOOD_PASSWORD);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: EMAIL_NOT_VERIFIED, code: 'EMAIL_NOT_VERIFIED' });
      expect(response.json().token).toBeUndefined();
      expect(t.mailer.to(email)).toHaveLength(before + 1);
      expect(t.mailer.latestTo(email)?.kind).toBe('verify');
      const freshCode = latestCode(t.mailer, email);
      // The fresh code (with the password) verifies the address; the reader is signed in.
      if (freshCode !== firstCode) {
        expect(
          (
            await t.post('/reader/web-confirm-otp', {
              email,
              otp: firstCode,
              password: GOOD_PASSWORD,
            })
          ).statusCode,
        ).toBe(400);
      }
      const confirmed = await t.post('/reader/web-confirm-otp', {
        email,
        otp: freshCode,
        password: GOOD_PASSWORD,
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await me(confirmed.json().token)).json().user.email).toBe(email);
    });

    it('sends no extra code within the 60 s cooldown, but still says the address needs verifying', async () => {
      const email = uniqueEmail();
      await t.post('/reader/web-register', registration(email));
      const before = t.mailer.to(email).length;
      const response = await login(email, GOOD_PASSWORD);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
      expect(t.mailer.to(email)).toHaveLength(before);
    });

    it('validates presence of both fields', async () => {
      expect((await t.post('/reader/login', { email: uniqueEmail() })).json()).toEqual({
        error: 'Please enter your password.',
      });
      expect((await t.post('/reader/login', { password: 'x' })).json()).toEqual({
        error: 'Please enter your email address.',
      });
    });

    it('throttles an address after 5 failures in 15 minutes, whatever the IP, even with the right password', async () => {
      const email = uniqueEmail();
      await registerVerified(t, email);
      for (let i = 0; i < 5; i += 1) {
        expect((await login(email, `wrong password ${i}`)).statusCode).toBe(401);
      }
      const blocked = await login(email, GOOD_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        error: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
      });
      expect(Number(blocked.headers['retry-after'])).toBe(15 * 60);

      t.clock.advanceMinutes(10);
      const stillBlocked = await login(email, GOOD_PASSWORD);
      expect(stillBlocked.json().error).toBe(
        'Too many sign-in attempts. Please wait 5 minutes and try again.',
      );

      t.clock.advanceMinutes(5);
      expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200);
    });

    it('throttles unknown addresses the same way (no enumeration through the throttle)', async () => {
      const email = uniqueEmail('nobody');
      for (let i = 0; i < 5; i += 1)
        expect((await login(email, 'whatever pw')).statusCode).toBe(401);
      expect((await login(email, 'whatever pw')).statusCode).toBe(429);
    });

    it('throttles a client IP after its failures across many addresses', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 12; i += 1) {
        expect((await login(uniqueEmail('spray'), 'password guess', ip)).statusCode).toBe(401);
      }
      const email = uniqueEmail();
      await registerVerified(t, email);
      expect((await login(email, GOOD_PASSWORD, ip)).statusCode).toBe(429);
      expect((await login(email, GOOD_PASSWORD, uniqueIp())).statusCode).toBe(200);
    });

    it('forgets an address’s failures after a successful login', async () => {
      const email = uniqueEmail();
      await registerVerified(t, email);
      for (let i = 0; i < 4; i += 1) await login(email, 'wrong password');
      expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1)
        expect((await login(email, 'wrong password')).statusCode).toBe(401);
      expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('GET /reader/me and POST /reader/logout', () => {
    it('answers with the user for a live token', async () => {
      const email = uniqueEmail();
      const { user } = await registerVerified(t, email);
      const { token } = (await login(email, GOOD_PASSWORD)).json();
      const response = await me(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user });
    });

    it('refuses a missing, malformed or unknown token with 401', async () => {
      for (const headers of [
        {},
        { authorization: 'Basic abc' },
        { authorization: 'Bearer' },
        { authorization: 'Bearer not a token' },
        { authorization: `Bearer ${'A'.repeat(43)}` },
      ]) {
        const response = await t.get('/reader/me', { headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: NOT_LOGGED_IN });
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
    });

    it('revokes the token on logout (204), other sessions stay valid', async () => {
      const email = uniqueEmail();
      await registerVerified(t, email);
      const first = (await login(email, GOOD_PASSWORD)).json().token;
      const second = (await login(email, GOOD_PASSWORD)).json().token;

      const out = await t.post('/reader/logout', undefined, {
        headers: { authorization: `Bearer ${first}` },
      });
      expect(out.statusCode).toBe(204);
      expect(out.body).toBe('');
      expect((await me(first)).statusCode).toBe(401);
      expect((await me(second)).statusCode).toBe(200);

      // Idempotent: logging out again is fine.
      const again = await t.post(
        '/reader/logout',
        {},
        { headers: { authorization: `Bearer ${first}` } },
      );
      expect(again.statusCode).toBe(204);
    });

    it('logout without a bearer token is 401', async () => {
      const response = await t.post('/reader/logout', {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: NOT_LOGGED_IN });
    });

    it('expires tokens after TOKEN_TTL_HOURS, however busy (idle timeout: sessions.test.ts)', async () => {
      const email = uniqueEmail();
      await registerVerified(t, email);
      const { token } = (await login(email, GOOD_PASSWORD)).json();
      for (let hours = 0; hours < 168; hours += 12) {
        expect((await me(token)).statusCode).toBe(200);
        t.clock.advanceHours(12);
      }
      t.clock.advance(-1);
      expect((await me(token)).statusCode).toBe(200);
      t.clock.advance(1);
      expect((await me(token)).statusCode).toBe(401);
    });
  });
});
