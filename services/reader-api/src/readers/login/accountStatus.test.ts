/**
 * A deleted or Inactive reader holds no session and gets no reset code (issue 23, finding 2):
 * not even from a login racing the administrator's delete, on two instances of the API.
 */
import { sql } from 'drizzle-orm';
import { adminRequest, adminToken } from '../../testing/adminTesting.ts';
import { hashSessionToken, newSessionToken } from '../../core/security/secrets.ts';
import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  registerVerified,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../../testing/testApp.ts';
import { ACCOUNT_INACTIVE, INVALID_LOGIN } from './loginRoutes.ts';
import { RESET_REQUESTED } from '../password/passwordRoutes.ts';

type Admin = ReturnType<typeof adminRequest>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(drivers)('account status on %s', (driver) => {
  let t: TestApp;
  let second: TestApp;
  let admin: Admin;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    // A second instance of the API on the same database (what a deployment with two has).
    second = await createTestApp({ database: t.database, clock: t.clock, config: t.config });
    admin = adminRequest(t, await adminToken(t));
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const me = (app: TestApp, token: string) =>
    app.get('/reader/me', { headers: { authorization: `Bearer ${token}` } });
  const login = (app: TestApp, email: string, password = GOOD_PASSWORD) =>
    app.post('/reader/login', { email, password }, { remoteAddress: uniqueIp() });
  const userNumber = async (email: string) => {
    const found = await admin.get(`/admin/users?search=${encodeURIComponent(email)}`);
    return found.json().rows[0]._id as number;
  };

  it('no login racing a delete keeps a live session (12 logins over 2 instances)', async () => {
    for (let round = 0; round < 3; round += 1) {
      const email = uniqueEmail('racing');
      await registerVerified(t, email);
      const number = await userNumber(email);
      const logins = Array.from({ length: 12 }, async (_, i) => {
        await sleep(i * 8);
        return login(i % 2 === 0 ? t : second, email);
      });
      await sleep(40);
      expect((await admin.delete(`/admin/users/${number}`)).statusCode).toBe(204);
      const tokens = (await Promise.all(logins))
        .filter((r) => r.statusCode === 200)
        .map((r) => r.json().token as string);
      for (const token of tokens) {
        expect((await me(t, token)).statusCode).toBe(401);
        expect((await me(second, token)).statusCode).toBe(401);
      }
    }
  });

  it('a session row of a deleted reader counts for nothing, however it was made', async () => {
    const email = uniqueEmail('ghost');
    await registerVerified(t, email);
    expect((await admin.delete(`/admin/users/${await userNumber(email)}`)).statusCode).toBe(204);
    // As if a login had inserted it just after the delete revoked the others.
    const token = newSessionToken();
    await t.database.db.execute(
      sql`insert into sessions (token_hash, reader_id, created_at, last_seen_at, expires_at)
          select ${hashSessionToken(token)}, id, now(), now(), now() + interval '1 day'
          from readers where email = ${email}`,
    );
    expect((await me(t, token)).statusCode).toBe(401);
  });

  it('Inactive signs the reader out and refuses login with a clear message; Active again lets them in', async () => {
    const email = uniqueEmail('paused');
    const { token } = await registerVerified(t, email);
    const number = await userNumber(email);
    expect((await admin.patch(`/admin/users/${number}`, { status: 'Inactive' })).statusCode).toBe(
      200,
    );
    expect((await me(t, token)).statusCode).toBe(401);
    const refused = await login(t, email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: ACCOUNT_INACTIVE, code: 'ACCOUNT_INACTIVE' });
    // A wrong password learns nothing about the status.
    const wrong = await login(t, email, 'not the password 9');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(INVALID_LOGIN);

    expect((await admin.patch(`/admin/users/${number}`, { status: 'Active' })).statusCode).toBe(
      200,
    );
    expect((await me(t, token)).statusCode).toBe(401);
    expect((await login(t, email)).statusCode).toBe(200);
  });

  it.each(['deleted', 'Inactive'])(
    'a %s reader gets no reset code, and a code sent before cannot be used',
    async (how) => {
      const email = uniqueEmail('reset');
      await registerVerified(t, email);
      const number = await userNumber(email);
      expect((await t.post('/reader/password-reset/request', { email })).statusCode).toBe(202);
      const code = /\b(\d{6})\b/.exec(t.mailer.latestTo(email)!.text)![1]!;
      const before = t.mailer.sent.length;
      const change =
        how === 'deleted'
          ? await admin.delete(`/admin/users/${number}`)
          : await admin.patch(`/admin/users/${number}`, { status: 'Inactive' });
      expect(change.statusCode).toBeLessThan(300);
      t.clock.advanceSeconds(61); // past the reset e-mail cooldown, within the code's 10 min
      const asked = await t.post('/reader/password-reset/request', { email });
      expect(asked.statusCode).toBe(202);
      expect(asked.json().message).toBe(RESET_REQUESTED);
      expect(t.mailer.sent.slice(before).filter((m) => m.to === email)).toEqual([]);
      const used = await t.post('/reader/password-reset/confirm', {
        email,
        otp: code,
        newPassword: 'a brand new secret 5',
        newPassword_confirmation: 'a brand new secret 5',
      });
      expect(used.statusCode).toBe(400);
    },
  );
});
