/**
 * Issue 40, L10: a sign-in from a browser that still holds a token ends that token (the client
 * sends it in its Authorization header), not the reader's other devices; and the no-JavaScript
 * sign-up confirmation, which has nowhere to keep a token, makes none.
 */
import { eq } from 'drizzle-orm';
import { readers } from '../../core/db/accountTables.ts';
import { sessions } from '../readerTables.ts';
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

describe.each(drivers)('the session a new sign-in replaces on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = async (token: string) =>
    (await t.get('/reader/me', { headers: bearer(token) })).statusCode;
  const login = (email: string, previous?: string) =>
    t.post(
      '/reader/login',
      { email, password: GOOD_PASSWORD },
      { remoteAddress: uniqueIp(), headers: previous ? bearer(previous) : {} },
    );
  const sessionsOf = async (email: string) => {
    const [reader] = await t.database.db.select().from(readers).where(eq(readers.email, email));
    return t.database.db.select().from(sessions).where(eq(sessions.readerId, reader!.id));
  };

  it('ends the token the browser still held when it signs in again, and only that one', async () => {
    const email = uniqueEmail();
    const { token: first } = await registerVerified(t, email);
    const otherDevice = (await login(email)).json().token as string;

    const again = await login(email, first);
    expect(again.statusCode).toBe(200);
    const second = again.json().token as string;
    expect(second).not.toBe(first);
    expect(await me(first)).toBe(401);
    expect(await me(second)).toBe(200);
    // The reader's other device stays signed in.
    expect(await me(otherDevice)).toBe(200);
  });

  it('the no-JavaScript sign-up confirmation verifies the address without making a session', async () => {
    const email = uniqueEmail();
    await t.post('/reader/web-register', registration(email));
    const confirmed = await t.post('/reader/web-confirm-otp', {
      email,
      otp: latestCode(t.mailer, email),
      password: GOOD_PASSWORD,
      session: 'none',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().token).toBeUndefined();
    expect(confirmed.json().user.email).toBe(email);
    expect(await sessionsOf(email)).toHaveLength(0);
    // The address is verified: the reader signs in.
    expect((await login(email)).statusCode).toBe(200);
  });
});
