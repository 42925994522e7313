import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  registerVerified,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../testing/testApp.ts';
import { ADMIN_INVALID_SIGN_IN, ADMIN_NOT_SIGNED_IN, READER_TOKEN_REFUSED } from './adminWords.ts';
import {
  ADMIN_PASSWORD,
  adminRequest,
  adminToken,
  createAdmin,
  enrolAdmin,
  signInWithTotp,
} from '../testing/adminTesting.ts';

describe.each(drivers)('admin sign-in and sessions on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      adminConfig: { signInMaxPerEmail: 5, signInMaxPerIp: 8, sessionTtlHours: 12 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (email: string, password: string, ip = uniqueIp()) =>
    t.post('/admin/sign-in', { email, password }, { remoteAddress: ip });

  it('a right password alone gives no session: it opens the second step', async () => {
    const email = await createAdmin(t);
    const response = await signIn(email.toUpperCase(), ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toBeUndefined();
    expect(body.second_factor).toBe('enrol');
    expect(body.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The ticket is not a session.
    expect((await adminRequest(t, body.ticket).get('/admin/me')).statusCode).toBe(401);
  });

  it('signs in with password and second factor, and knows the admin', async () => {
    const admin = await enrolAdmin(t);
    const token = await signInWithTotp(t, admin);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await adminRequest(t, token).get('/admin/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().admin.email).toBe(admin.email);
  });

  it('refuses a wrong password and an unknown address alike, with one argon2 verify each', async () => {
    const email = await createAdmin(t);
    t.hasher.reset();
    const wrong = await signIn(email, 'not the password');
    const unknown = await signIn(uniqueEmail('nobody'), ADMIN_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: ADMIN_INVALID_SIGN_IN });
    expect(unknown.json()).toEqual({ error: ADMIN_INVALID_SIGN_IN });
    expect(t.hasher.verifyCalls).toBe(2);
  });

  it('throttles per address atomically: of 10 parallel guesses only 5 are tried', async () => {
    const email = await createAdmin(t);
    t.hasher.reset();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => signIn(email, 'wrong password!')),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(t.hasher.verifyCalls).toBe(5);
    // Even the right password waits for the window to pass…
    const blocked = await signIn(email, ADMIN_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().error).toMatch(/Too many sign-in attempts/);
    // …and then works.
    t.clock.advanceMinutes(16);
    expect((await signIn(email, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('a successful sign-in clears the address count', async () => {
    const email = await createAdmin(t);
    for (let i = 0; i < 4; i += 1) expect((await signIn(email, 'wrong')).statusCode).toBe(401);
    expect((await signIn(email, ADMIN_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await signIn(email, 'wrong')).statusCode).toBe(401);
    expect((await signIn(email, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles per client IP across addresses', async () => {
    const ip = uniqueIp();
    const results = [];
    for (let i = 0; i < 9; i += 1)
      results.push((await signIn(uniqueEmail('guess'), 'wrong', ip)).statusCode);
    expect(results.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(results[8]).toBe(429);
    t.clock.advanceMinutes(16);
  });

  it('sessions expire', async () => {
    const token = await adminToken(t);
    const admin = adminRequest(t, token);
    expect((await admin.get('/admin/dashboard')).statusCode).toBe(200);
    t.clock.advanceHours(12);
    const expired = await admin.get('/admin/dashboard');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: ADMIN_NOT_SIGNED_IN });
  });

  it('Sign Out revokes the session on the server', async () => {
    const token = await adminToken(t);
    const admin = adminRequest(t, token);
    expect((await admin.post('/admin/sign-out')).statusCode).toBe(204);
    expect((await admin.get('/admin/writers')).statusCode).toBe(401);
    expect((await admin.get('/admin/me')).statusCode).toBe(401);
  });

  it('admin:create on an existing address resets the password and ends its sessions', async () => {
    const admin = await enrolAdmin(t);
    expect(await t.app.admin.auth.createOrReset(admin.email, 'a brand new passphrase')).toBe(
      'reset',
    );
    expect((await adminRequest(t, admin.token).get('/admin/me')).statusCode).toBe(401);
    expect((await signIn(admin.email, ADMIN_PASSWORD)).statusCode).toBe(401);
    const next = await signIn(admin.email, 'a brand new passphrase');
    expect(next.statusCode).toBe(200);
    // The new password leads to the same second factor, never around it.
    expect(next.json().second_factor).toBe('verify');
  });

  describe('role separation', () => {
    it('needs a token on every admin endpoint', async () => {
      for (const path of ['/admin/me', '/admin/writers', '/admin/users/1', '/admin/dashboard']) {
        const response = await t.get(path);
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
    });

    it('refuses a reader token on admin endpoints (403)', async () => {
      const email = uniqueEmail();
      await registerVerified(t, email);
      const login = await t.post('/reader/login', { email, password: GOOD_PASSWORD });
      const readerToken = login.json().token as string;
      const response = await adminRequest(t, readerToken).get('/admin/writers');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: READER_TOKEN_REFUSED });
      // Nor can a reader sign in to the console with their reader password.
      expect((await signIn(email, GOOD_PASSWORD)).statusCode).toBe(401);
    });

    it('refuses an admin token on reader endpoints (401)', async () => {
      const token = await adminToken(t);
      const me = await t.get('/reader/me', { headers: { authorization: `Bearer ${token}` } });
      expect(me.statusCode).toBe(401);
      // And admin credentials do not log in as a reader.
      const email = await createAdmin(t);
      const login = await t.post('/reader/login', { email, password: ADMIN_PASSWORD });
      expect(login.statusCode).toBe(401);
    });
  });
});
