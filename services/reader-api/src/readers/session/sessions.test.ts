import { eq } from 'drizzle-orm';
import { adminAuditLog } from '../../core/audit/auditTables.ts';
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
import { SESSION_ALREADY_ENDED } from './sessionRoutes.ts';
import {
  READER_SESSION_ABSOLUTE_HOURS,
  READER_SESSION_IDLE_MS,
  SESSION_ACTIVITY_RESOLUTION_MS,
} from '../../core/sessions/sessionPolicy.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe.each(drivers)('reader sessions on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, config: { tokenTtlHours: READER_SESSION_ABSOLUTE_HOURS } });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = async (email: string, userAgent = ANDROID_CHROME) => {
    const response = await t.post(
      '/reader/login',
      { email, password: GOOD_PASSWORD },
      { remoteAddress: uniqueIp(), headers: { 'user-agent': userAgent } },
    );
    expect(response.statusCode).toBe(200);
    return response.json().token as string;
  };
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (token: string) => t.get('/reader/me', { headers: as(token) });
  const list = (token: string) => t.get('/reader/sessions', { headers: as(token) });
  const end = (token: string, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/reader/sessions/${id}`, headers: as(token) });
  const endEverywhere = (token: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/v1/reader/sessions', headers: as(token) });

  it('lists each signed-in device in plain words, the asking one marked current', async () => {
    const email = uniqueEmail();
    await registerVerified(t, email);
    const phone = await login(email, ANDROID_CHROME);
    t.clock.advanceMinutes(5);
    const iphone = await login(email, IPHONE_SAFARI);

    const response = await list(phone);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { sessions } = response.json();
    // The sign-up's own session (confirm signs in) is listed too.
    expect(sessions.map((s: { device: string }) => s.device)).toEqual([
      'Safari on iPhone',
      'Chrome on Android',
      'An unknown device',
    ]);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toEqual([
      expect.objectContaining({ device: 'Chrome on Android' }),
    ]);
    expect(sessions[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      device: 'Safari on iPhone',
      signedInAt: t.clock.now().toISOString(),
      lastActiveAt: t.clock.now().toISOString(),
      current: false,
    });
    expect(JSON.stringify(sessions)).not.toContain(phone);
    expect(JSON.stringify(sessions)).not.toContain(iphone);
    expect((await list(iphone)).json().sessions[0].current).toBe(true);
  });

  it('signs out another session: its token gets 401 at once', async () => {
    const email = uniqueEmail();
    await registerVerified(t, email);
    const mine = await login(email);
    const other = await login(email, IPHONE_SAFARI);
    const otherId = (await list(mine))
      .json()
      .sessions.find((s: { device: string }) => s.device === 'Safari on iPhone').id;

    const ended = await end(mine, otherId);
    expect(ended.statusCode).toBe(204);
    expect(ended.headers['clear-site-data']).toBeUndefined();
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(mine)).statusCode).toBe(200);
    expect((await end(mine, otherId)).json()).toEqual({ error: SESSION_ALREADY_ENDED });
    const audited = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'session-end'));
    expect(audited.map((row) => row.after)).toContainEqual(
      expect.objectContaining({ email, session: otherId }),
    );
    expect(JSON.stringify(audited)).not.toContain(other);
  });

  it("cannot end someone else's session, or one named by anything but its id", async () => {
    const ada = uniqueEmail();
    const bola = uniqueEmail();
    await registerVerified(t, ada);
    await registerVerified(t, bola);
    const adaToken = await login(ada);
    const bolaToken = await login(bola);
    const bolaId = (await list(bolaToken)).json().sessions[0].id;

    expect((await end(adaToken, bolaId)).statusCode).toBe(404);
    expect((await end(adaToken, 'not-a-uuid')).statusCode).toBe(404);
    expect((await me(bolaToken)).statusCode).toBe(200);
    expect((await list('x'.repeat(43))).statusCode).toBe(401);
  });

  it('signs out everywhere (this browser too) and tells the browser to clear its data', async () => {
    const email = uniqueEmail();
    await registerVerified(t, email);
    const mine = await login(email);
    const other = await login(email, IPHONE_SAFARI);

    const response = await endEverywhere(mine);
    expect(response.statusCode).toBe(204);
    expect(response.headers['clear-site-data']).toBe('"cache", "storage"');
    expect((await me(mine)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('ending its own session by id clears the site data like a sign-out', async () => {
    const email = uniqueEmail();
    await registerVerified(t, email);
    const mine = await login(email);
    const ownId = (await list(mine))
      .json()
      .sessions.find((s: { current: boolean }) => s.current).id;
    const response = await end(mine, ownId);
    expect(response.statusCode).toBe(204);
    expect(response.headers['clear-site-data']).toBe('"cache", "storage"');
    expect((await me(mine)).statusCode).toBe(401);
  });

  it('sends Clear-Site-Data with the sign-out', async () => {
    const email = uniqueEmail();
    await registerVerified(t, email);
    const token = await login(email);
    const response = await t.post('/reader/logout', undefined, { headers: as(token) });
    expect(response.statusCode).toBe(204);
    expect(response.headers['clear-site-data']).toBe('"cache", "storage"');
  });

  it('ends a session unused for the idle timeout; use keeps it alive', async () => {
    const email = uniqueEmail();
    await registerVerified(t, email);
    const used = await login(email);
    const unused = await login(email, IPHONE_SAFARI);

    t.clock.advance(READER_SESSION_IDLE_MS - SESSION_ACTIVITY_RESOLUTION_MS);
    expect((await me(used)).statusCode).toBe(200);
    t.clock.advance(SESSION_ACTIVITY_RESOLUTION_MS);
    expect((await me(unused)).statusCode).toBe(401);
    // 25 hours after sign-in, but used a minute short of 24 hours ago... then one more minute.
    t.clock.advance(READER_SESSION_IDLE_MS - 2 * SESSION_ACTIVITY_RESOLUTION_MS);
    expect((await me(used)).statusCode).toBe(200);
    t.clock.advance(READER_SESSION_IDLE_MS);
    expect((await me(used)).statusCode).toBe(401);
    expect((await list(used)).statusCode).toBe(401);
  });

  it('ends every session at the absolute timeout, however busy', async () => {
    const email = uniqueEmail();
    await registerVerified(t, email);
    const token = await login(email);
    const hours = 12;
    for (let elapsed = hours; elapsed < READER_SESSION_ABSOLUTE_HOURS; elapsed += hours) {
      t.clock.advanceHours(hours);
      expect((await me(token)).statusCode).toBe(200);
    }
    t.clock.advanceHours(hours); // exactly READER_SESSION_ABSOLUTE_HOURS after sign-in
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a password change signs out every other session, at once', async () => {
    const email = uniqueEmail();
    await registerVerified(t, email);
    const mine = await login(email);
    const other = await login(email, IPHONE_SAFARI);
    const response = await t.post(
      '/reader/change-password',
      { oldPassword: GOOD_PASSWORD, newPassword: 'a brand new passphrase 9' },
      { headers: as(mine), remoteAddress: uniqueIp() },
    );
    expect(response.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('a password reset signs out every session', async () => {
    const email = uniqueEmail();
    await registerVerified(t, email);
    const phone = await login(email);
    t.clock.advanceMinutes(2);
    await t.post('/reader/password-reset/request', { email });
    const reset = await t.post('/reader/password-reset/confirm', {
      email,
      otp: latestCode(t.mailer, email),
      newPassword: 'a brand new passphrase 9',
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
  });
});
