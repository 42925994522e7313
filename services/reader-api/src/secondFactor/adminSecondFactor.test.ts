/**
 * Issue 23: every admin signs in with a second factor. Through HTTP: enrolment on the first
 * sign-in (passkey or authenticator app, ten recovery codes once), sign-in with each method,
 * codes used once, a password reset never going around the factor, tickets that expire and
 * die after five wrong tries, the per-admin guess limit, the relying party from configuration
 * (not the Host header), and the audit log of every event without a secret.
 */
import {
  ADMIN_PASSWORD,
  adminRequest,
  createAdmin,
  enrolAdmin,
  signInWithTotp,
} from '../testing/adminTesting.ts';
import { createTestApp, drivers, uniqueIp, type TestApp } from '../testing/testApp.ts';
import {
  LAST_FACTOR,
  PASSKEY_NOT_ACCEPTED,
  PASSKEY_NOT_SET_UP,
  RECOVERY_CODE_NOT_ACCEPTED,
  SIGN_IN_AGAIN,
  TOTP_NOT_ACCEPTED,
} from './secondFactorHttp.ts';
import { SoftAuthenticator } from '../testing/secondFactor/softAuthenticator.ts';
import { totpCodeAt } from '../testing/secondFactor/totpCodes.ts';

const ADMIN_ORIGIN = 'http://admin.localhost:3000';

describe.each(drivers)('admin second factor on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, adminConfig: { signInMaxPerEmail: 1000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const ip = '203.0.113.9';
  const post = (path: string, body: unknown) => t.post(path, body, { remoteAddress: ip });
  const password = async (email: string) => {
    const response = await post('/admin/sign-in', { email, password: ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    return response.json() as { second_factor: string; ticket: string; methods: string[] };
  };
  const enrolPasskey = async (email: string, authenticator: SoftAuthenticator) => {
    const { ticket } = await password(email);
    const options = (await post('/admin/sign-in/enrol/passkey/options', { ticket })).json().options;
    return post('/admin/sign-in/enrol/passkey', {
      ticket,
      credential: authenticator.register(options),
      label: 'Work laptop',
    });
  };
  const signInWithPasskey = async (email: string, authenticator: SoftAuthenticator) => {
    const { ticket } = await password(email);
    const options = (await post('/admin/sign-in/passkey/options', { ticket })).json().options;
    return post('/admin/sign-in/passkey', {
      ticket,
      credential: authenticator.authenticate(options),
    });
  };
  const auditOf = async (email: string) => {
    const token = (await enrolAdmin(t)).token;
    const rows = (await adminRequest(t, token).get('/admin/audit-log?pageSize=100')).json()
      .rows as { admin: string; action: string; after: Record<string, unknown> }[];
    return rows.filter((r) => r.admin === email);
  };

  it('enrols a passkey on the first sign-in and signs in with it', async () => {
    const email = await createAdmin(t);
    const first = await password(email);
    expect(first).toMatchObject({ second_factor: 'enrol', methods: [] });
    const authenticator = new SoftAuthenticator(ADMIN_ORIGIN);

    const enrolled = await enrolPasskey(email, authenticator);
    expect(enrolled.statusCode).toBe(200);
    const body = enrolled.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.recovery_codes).toHaveLength(10);
    expect(new Set(body.recovery_codes).size).toBe(10);
    for (const code of body.recovery_codes) expect(code).toMatch(/^[0-9a-z]{6}(-[0-9a-z]{6}){3}$/);
    expect((await adminRequest(t, body.token).get('/admin/me')).statusCode).toBe(200);

    // From now on the password leads to the passkey, not to a new enrolment.
    expect(await password(email)).toMatchObject({
      second_factor: 'verify',
      methods: ['passkey', 'recovery-code'],
    });
    const signedIn = await signInWithPasskey(email, authenticator);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().admin.email).toBe(email);
    expect((await adminRequest(t, signedIn.json().token).get('/admin/me')).statusCode).toBe(200);
  });

  it('an admin passkey must verify the user: one that only proves presence is refused', async () => {
    const email = await createAdmin(t);
    const { ticket } = await password(email);
    const options = (await post('/admin/sign-in/enrol/passkey/options', { ticket })).json().options;
    expect(options.authenticatorSelection.userVerification).toBe('required');
    const presenceOnly = new SoftAuthenticator(ADMIN_ORIGIN);
    presenceOnly.userVerified = false;
    const refused = await post('/admin/sign-in/enrol/passkey', {
      ticket,
      credential: presenceOnly.register(options),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: PASSKEY_NOT_SET_UP });

    // Enrolled with a PIN, then asked at sign-in: an answer without it is refused too.
    const withPin = new SoftAuthenticator(ADMIN_ORIGIN);
    expect((await enrolPasskey(email, withPin)).statusCode).toBe(200);
    const step = await password(email);
    const request = (await post('/admin/sign-in/passkey/options', { ticket: step.ticket })).json()
      .options;
    expect(request.userVerification).toBe('required');
    withPin.userVerified = false;
    const unverified = await post('/admin/sign-in/passkey', {
      ticket: step.ticket,
      credential: withPin.authenticate(request),
    });
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json()).toEqual({ error: PASSKEY_NOT_ACCEPTED });
  });

  it('refuses a passkey answer made for another site, and another admin’s passkey', async () => {
    const email = await createAdmin(t);
    const mine = new SoftAuthenticator(ADMIN_ORIGIN);
    await enrolPasskey(email, mine);

    mine.origin = 'http://admin.evil.example';
    const phished = await signInWithPasskey(email, mine);
    expect(phished.statusCode).toBe(401);
    expect(phished.json()).toEqual({ error: PASSKEY_NOT_ACCEPTED });

    const someoneElse = new SoftAuthenticator(ADMIN_ORIGIN);
    await enrolPasskey(await createAdmin(t), someoneElse);
    const { ticket } = await password(email);
    const options = (await post('/admin/sign-in/passkey/options', { ticket })).json().options;
    const foreign = someoneElse.authenticate({ ...options, allowCredentials: [] });
    const response = await post('/admin/sign-in/passkey', { ticket, credential: foreign });
    expect(response.statusCode).toBe(401);
    expect(response.json().token).toBeUndefined();
  });

  it('takes the relying party from the configured admin origin, never from the Host header', async () => {
    const email = await createAdmin(t);
    const { ticket } = await password(email);
    const response = await t.post(
      '/admin/sign-in/enrol/passkey/options',
      { ticket },
      { headers: { host: 'admin.evil.example' } },
    );
    expect(response.json().options.rp).toEqual({ id: 'admin.localhost', name: 'Thrive Admin' });
  });

  it('signs in with an authenticator app code, each code once', async () => {
    const admin = await enrolAdmin(t);
    t.clock.advanceSeconds(30);
    const { ticket } = await password(admin.email);
    const wrong = await post('/admin/sign-in/totp', { ticket, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: TOTP_NOT_ACCEPTED });
    const code = await totpCodeAt(admin.secret, t.clock);
    const right = await post('/admin/sign-in/totp', { ticket, code });
    expect(right.statusCode).toBe(200);
    expect(right.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The same code again, on a fresh ticket: a replay.
    const again = await password(admin.email);
    const replay = await post('/admin/sign-in/totp', { ticket: again.ticket, code });
    expect(replay.statusCode).toBe(401);
    // The ticket is used up by its success.
    expect((await post('/admin/sign-in/totp', { ticket, code })).json()).toEqual({
      error: SIGN_IN_AGAIN,
      code: 'SIGN_IN_AGAIN',
    });
  });

  it('a new sign-in ends the token the browser still held, not the admin’s other sessions (issue 40, L10)', async () => {
    const enrolled = await enrolAdmin(t);
    const me = async (token: string) => (await adminRequest(t, token).get('/admin/me')).statusCode;
    const otherDevice = await signInWithTotp(t, enrolled);
    const password = await t.post(
      '/admin/sign-in',
      { email: enrolled.email, password: ADMIN_PASSWORD },
      { remoteAddress: uniqueIp() },
    );
    t.clock.advanceSeconds(30);
    const again = await t.post(
      '/admin/sign-in/totp',
      { ticket: password.json().ticket, code: await totpCodeAt(enrolled.secret, t.clock) },
      { remoteAddress: uniqueIp(), headers: { authorization: `Bearer ${enrolled.token}` } },
    );
    expect(again.statusCode).toBe(200);
    expect(await me(enrolled.token)).toBe(401);
    expect(await me(again.json().token)).toBe(200);
    expect(await me(otherDevice)).toBe(200);
  });

  it('a recovery code works once, and says how many are left', async () => {
    const admin = await enrolAdmin(t);
    const [code] = admin.recoveryCodes;
    const first = await password(admin.email);
    // Typed in capitals with spaces: still the code.
    const typed = code!.toUpperCase().replace(/-/g, ' ');
    const used = await post('/admin/sign-in/recovery-code', { ticket: first.ticket, code: typed });
    expect(used.statusCode).toBe(200);
    expect(used.json().recovery_codes_left).toBe(9);

    const second = await password(admin.email);
    const reused = await post('/admin/sign-in/recovery-code', { ticket: second.ticket, code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ error: RECOVERY_CODE_NOT_ACCEPTED });
    const other = await post('/admin/sign-in/recovery-code', {
      ticket: second.ticket,
      code: admin.recoveryCodes[1],
    });
    expect(other.statusCode).toBe(200);
  });

  it('a password reset by admin:create never bypasses the second factor', async () => {
    const admin = await enrolAdmin(t);
    await t.app.admin.auth.createOrReset(admin.email, ADMIN_PASSWORD);
    const step = await password(admin.email);
    expect(step.second_factor).toBe('verify');
    expect(step.methods).toEqual(['totp', 'recovery-code']);
    // The ticket of a reset password cannot enrol a factor of the attacker's choosing…
    const setup = await post('/admin/sign-in/enrol/totp/setup', { ticket: step.ticket });
    expect(setup.statusCode).toBe(401);
    // …nor is it a session.
    expect((await adminRequest(t, step.ticket).get('/admin/me')).statusCode).toBe(401);
  });

  it('an enrolment ticket opened before the first enrolment cannot add a second one', async () => {
    const email = await createAdmin(t);
    const early = await password(email);
    await enrolAdmin(t, email);
    const setup = await post('/admin/sign-in/enrol/totp/setup', { ticket: early.ticket });
    const secret = setup.json().secret as string;
    const code = await totpCodeAt(secret, t.clock);
    const late = await post('/admin/sign-in/enrol/totp', { ticket: early.ticket, code });
    expect(late.statusCode).toBe(401);
    expect(late.json().token).toBeUndefined();
  });

  it('a ticket dies after five wrong codes and after ten minutes', async () => {
    const admin = await enrolAdmin(t);
    const { ticket } = await password(admin.email);
    for (let i = 0; i < 5; i += 1)
      expect((await post('/admin/sign-in/totp', { ticket, code: '123456' })).json().error).toBe(
        TOTP_NOT_ACCEPTED,
      );
    const code = await totpCodeAt(admin.secret, t.clock);
    expect((await post('/admin/sign-in/totp', { ticket, code })).json().error).toBe(SIGN_IN_AGAIN);

    const slow = await password(admin.email);
    t.clock.advanceMinutes(11);
    const late = await post('/admin/sign-in/recovery-code', {
      ticket: slow.ticket,
      code: admin.recoveryCodes[0],
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().error).toBe(SIGN_IN_AGAIN);
  });

  it('holds parallel guesses across tickets to ten per admin per 15 minutes', async () => {
    const admin = await enrolAdmin(t);
    const tickets = await Promise.all(Array.from({ length: 4 }, () => password(admin.email)));
    const guesses = await Promise.all(
      tickets.flatMap(({ ticket }) =>
        Array.from({ length: 4 }, () => post('/admin/sign-in/totp', { ticket, code: '111111' })),
      ),
    );
    const statuses = guesses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    const held = guesses.find((r) => r.statusCode === 429)!;
    expect(held.json().error).toMatch(/^Too many tries\. Please wait 15 minutes/);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advanceMinutes(16);
    const { ticket } = await password(admin.email);
    const code = await totpCodeAt(admin.secret, t.clock);
    expect((await post('/admin/sign-in/totp', { ticket, code })).statusCode).toBe(200);
  });

  it('a signed-in admin adds a passkey, removes one, but never the last', async () => {
    const admin = await enrolAdmin(t);
    const me = adminRequest(t, admin.token);
    const { ticket } = (await me.post('/admin/second-factor/add')).json();
    const options = (await me.post('/admin/second-factor/passkey/options', { ticket })).json()
      .options;
    const authenticator = new SoftAuthenticator(ADMIN_ORIGIN);
    const added = await me.post('/admin/second-factor/passkey', {
      ticket,
      credential: authenticator.register(options),
      label: 'Phone',
    });
    expect(added.statusCode).toBe(201);
    const listed = (await me.get('/admin/second-factor')).json();
    expect(listed.factors.map((f: { kind: string; label: string }) => [f.kind, f.label])).toEqual([
      ['totp', 'Authenticator app'],
      ['passkey', 'Phone'],
    ]);
    expect(listed.recovery_codes_left).toBe(10);
    expect(JSON.stringify(listed)).not.toContain(admin.secret);

    const [app, passkey] = listed.factors as { id: string }[];
    expect((await me.delete(`/admin/second-factor/${app!.id}`)).statusCode).toBe(204);
    const last = await me.delete(`/admin/second-factor/${passkey!.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ error: LAST_FACTOR });
    // Someone else's ticket does not add to this account.
    const other = await enrolAdmin(t);
    const foreign = (await adminRequest(t, other.token).post('/admin/second-factor/add')).json();
    const stolen = await me.post('/admin/second-factor/totp/setup', { ticket: foreign.ticket });
    expect(stolen.statusCode).toBe(400);
  });

  it('writes every second-factor event to the audit log, in UTC, never a secret', async () => {
    const admin = await enrolAdmin(t);
    const { ticket } = await password(admin.email);
    await post('/admin/sign-in/totp', { ticket, code: '000000' });
    await post('/admin/sign-in/recovery-code', { ticket, code: admin.recoveryCodes[0] });
    const me = adminRequest(t, admin.token);
    const factorId = (await me.get('/admin/second-factor')).json().factors[0].id;
    const authenticator = new SoftAuthenticator(ADMIN_ORIGIN);
    const add = (await me.post('/admin/second-factor/add')).json();
    const options = (await me.post('/admin/second-factor/passkey/options', add)).json().options;
    await me.post('/admin/second-factor/passkey', {
      ...add,
      credential: authenticator.register(options),
    });
    await me.delete(`/admin/second-factor/${factorId}`);

    const rows = await auditOf(admin.email);
    const events = rows.map((r) => [r.action, r.after.method ?? null]);
    expect(events).toEqual(
      expect.arrayContaining([
        ['second-factor-enrolled', 'totp'],
        ['recovery-codes-created', null],
        ['second-factor-failed', 'totp'],
        ['recovery-code-used', 'recovery-code'],
        ['second-factor-used', 'recovery-code'],
        ['second-factor-enrolled', 'passkey'],
        ['second-factor-removed', 'totp'],
      ]),
    );
    for (const row of rows) expect(row.after.ip).toMatch(/^[\d.]+$/);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(admin.secret);
    for (const code of admin.recoveryCodes) expect(text).not.toContain(code);
    expect(text).not.toContain(ticket);
    const log = (await me.get('/admin/audit-log?pageSize=5')).json().rows as {
      at: string;
    }[];
    for (const row of log) expect(row.at).toMatch(/T\d\d:\d\d:\d\d(\.\d+)?Z$/);
  });

  it('needs a ticket-shaped ticket and a JSON body', async () => {
    for (const path of [
      '/admin/sign-in/totp',
      '/admin/sign-in/passkey',
      '/admin/sign-in/recovery-code',
    ]) {
      const response = await t.post(
        path,
        { ticket: 'x', code: '1' },
        { remoteAddress: uniqueIp() },
      );
      expect(response.statusCode).toBe(400);
    }
  });
});
