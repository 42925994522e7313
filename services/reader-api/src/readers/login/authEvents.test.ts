/**
 * Issue 23: every authentication event is in the audit log (ASVS 16.3.1, 16.2.1): a reader's
 * sign-in (by password, by the sign-up code), failed sign-in, lockout, sign-out, password reset
 * and change, and an admin's lockout; times in UTC, never a password, token or code; a reader's
 * rows pseudonymised when the reader is erased.
 */
import { adminRequest, adminToken, createAdmin } from '../../testing/adminTesting.ts';
import { erasedAddress } from '../../deletion/erasedAddress.ts';
import { linkToken } from '../../testing/mailLinks.ts';
import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  latestCode,
  registerVerified,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../../testing/testApp.ts';

type Row = {
  admin: string;
  action: string;
  entity_type: string;
  entity_id: string;
  after: Record<string, unknown> | null;
  at: string;
};
const DAY_MS = 24 * 3_600_000;
const NEW_PASSWORD = 'copper kettle 93';

describe.each(drivers)('authentication events in the audit log on %s', (driver) => {
  let t: TestApp;
  let admin: ReturnType<typeof adminRequest>;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    admin = adminRequest(t, await adminToken(t));
  });
  afterAll(async () => {
    await t.close();
  });

  /** The newest rows first, as the console's audit log shows them. */
  const rows = async (): Promise<Row[]> =>
    (await admin.get('/admin/audit-log?pageSize=100')).json().rows;
  const about = async (email: string) =>
    (await rows()).filter((r) => r.entity_type === 'reader' && r.after?.email === email);
  const numberOf = async (email: string) =>
    (await admin.get(`/admin/users?search=${encodeURIComponent(email)}`)).json().rows[0]
      ._id as number;

  it('records a reader’s sign-in, failed sign-in and sign-out with the time in UTC and the address', async () => {
    const email = uniqueEmail('events');
    await registerVerified(t, email);
    const ip = uniqueIp();
    const wrong = await t.post(
      '/reader/login',
      { email, password: 'not my password 1' },
      { remoteAddress: ip },
    );
    expect(wrong.statusCode).toBe(401);
    const login = await t.post(
      '/reader/login',
      { email, password: GOOD_PASSWORD },
      { remoteAddress: ip },
    );
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    const out = await t.post('/reader/logout', undefined, {
      remoteAddress: ip,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);

    const events = await about(email);
    expect(events.map((r) => [r.action, r.admin, r.after])).toEqual([
      ['sign-out', 'reader', { email, ip }],
      ['sign-in', 'reader', { email, ip, via: 'password' }],
      ['sign-in-failed', 'reader', { email, ip, reason: 'wrong-password' }],
      ['sign-in', 'reader', { email, ip: '127.0.0.1', via: 'sign-up-code' }],
    ]);
    const number = String(await numberOf(email));
    expect(events.every((r) => r.entity_id === number)).toBe(true);
    // UTC, to the millisecond, at the (test) clock's time.
    for (const row of events) {
      expect(row.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(row.at).toBe(t.clock.now().toISOString());
    }
    const text = JSON.stringify(events);
    expect(text).not.toContain('not my password');
    expect(text).not.toContain(GOOD_PASSWORD);
    expect(text).not.toContain(token);
  });

  it('records a failed sign-in for an unknown address, without an account to point at', async () => {
    const email = uniqueEmail('nobody');
    const ip = uniqueIp();
    await t.post('/reader/login', { email, password: 'guess guess 1' }, { remoteAddress: ip });
    expect(await about(email)).toEqual([
      expect.objectContaining({
        action: 'sign-in-failed',
        entity_id: '',
        after: { email, ip, reason: 'unknown-address' },
      }),
    ]);
  });

  it('records the failure that locks an address out once, not every refused attempt after it', async () => {
    const email = uniqueEmail('locked');
    await registerVerified(t, email);
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < t.config.loginMaxFailuresPerEmail + 3; i += 1)
      statuses.push(
        (
          await t.post(
            '/reader/login',
            { email, password: `wrong password ${i}` },
            { remoteAddress: ip },
          )
        ).statusCode,
      );
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const events = await about(email);
    expect(events.filter((r) => r.action === 'sign-in-failed')).toHaveLength(
      t.config.loginMaxFailuresPerEmail,
    );
    expect(events.filter((r) => r.action === 'sign-in-locked').map((r) => r.after)).toEqual([
      { email, ip, limit: 'attempts-per-address' },
    ]);
  });

  it('records a password reset and a password change (and a failed change), never the passwords', async () => {
    const email = uniqueEmail('passwords');
    await registerVerified(t, email);
    const ip = uniqueIp();
    await t.post('/reader/password-reset/request', { email }, { remoteAddress: ip });
    const code = latestCode(t.mailer, email);
    const reset = await t.post(
      '/reader/password-reset/confirm',
      { email, otp: code, newPassword: NEW_PASSWORD },
      { remoteAddress: ip },
    );
    expect(reset.statusCode).toBe(200);
    const login = await t.post(
      '/reader/login',
      { email, password: NEW_PASSWORD },
      { remoteAddress: ip },
    );
    const auth = { authorization: `Bearer ${login.json().token}` };
    const failed = await t.post(
      '/reader/change-password',
      { oldPassword: 'not the old one 5', newPassword: GOOD_PASSWORD },
      { remoteAddress: ip, headers: auth },
    );
    expect(failed.statusCode).toBe(400);
    const changed = await t.post(
      '/reader/change-password',
      { oldPassword: NEW_PASSWORD, newPassword: GOOD_PASSWORD },
      { remoteAddress: ip, headers: auth },
    );
    expect(changed.statusCode).toBe(200);

    const events = await about(email);
    expect(events.slice(0, 4).map((r) => [r.action, r.after])).toEqual([
      ['password-change', { email, ip }],
      ['password-change-failed', { email, ip }],
      ['sign-in', { email, ip, via: 'password' }],
      ['password-reset', { email, ip }],
    ]);
    const text = JSON.stringify(events);
    for (const secret of [NEW_PASSWORD, GOOD_PASSWORD, 'not the old one', code])
      expect(text).not.toContain(secret);
  });

  it('records an admin’s lockout once, beside the failed sign-ins', async () => {
    const email = await createAdmin(t, uniqueEmail('lockedadmin'));
    const ip = uniqueIp();
    const max = t.app.admin.config.signInMaxPerEmail;
    for (let i = 0; i < max + 2; i += 1)
      await t.post(
        '/admin/sign-in',
        { email, password: `wrong ${i} password` },
        { remoteAddress: ip },
      );
    const own = (await rows()).filter((r) => r.admin === email);
    expect(own.filter((r) => r.action === 'sign-in-failed')).toHaveLength(max);
    expect(own.filter((r) => r.action === 'sign-in-locked').map((r) => r.after)).toEqual([
      { ip, limit: 'attempts-per-address' },
    ]);
  });

  it('pseudonymises a reader’s sign-in events when the reader is erased', async () => {
    const email = uniqueEmail('forgotten');
    await registerVerified(t, email);
    const ip = uniqueIp();
    await t.post('/reader/login', { email, password: GOOD_PASSWORD }, { remoteAddress: ip });
    const number = String(await numberOf(email));

    await t.post(
      '/account-deletion-requests',
      { fullName: 'Ada Okafor', email, confirm: true },
      { remoteAddress: ip },
    );
    const confirmToken = linkToken(
      t.mailer.to(email).findLast((m) => m.kind === 'deletion-confirm'),
      '/delete-account/confirm',
    );
    expect(
      (
        await t.post(
          '/account-deletion-requests/confirm',
          { token: confirmToken },
          { remoteAddress: ip },
        )
      ).statusCode,
    ).toBe(200);
    t.clock.advance(7 * DAY_MS);
    admin = adminRequest(t, await adminToken(t));
    expect(await t.app.services.deletion.runDue()).toBe(1);

    const events = (await rows()).filter(
      (r) => r.entity_type === 'reader' && r.entity_id === number && r.action.startsWith('sign-in'),
    );
    expect(events.map((r) => r.after)).toEqual([
      { email: erasedAddress(email), ip: '[erased]', via: 'password' },
      { email: erasedAddress(email), ip: '[erased]', via: 'sign-up-code' },
    ]);
  });
});
