import { and, eq } from 'drizzle-orm';
import { adminAuditLog } from '../../core/audit/auditTables.ts';
import {
  ADMIN_SESSION_ABSOLUTE_HOURS,
  ADMIN_SESSION_IDLE_MS,
  SESSION_ACTIVITY_RESOLUTION_MS,
} from '../../core/sessions/sessionPolicy.ts';
import { SESSION_ALREADY_ENDED } from '../../readers/session/sessionRoutes.ts';
import {
  createTestApp,
  drivers,
  GOOD_PASSWORD,
  registerVerified,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../../testing/testApp.ts';
import { testAdminConfig } from '../../testing/testApp.ts';
import { totpCodeAt } from '../../testing/secondFactor/totpCodes.ts';
import {
  ADMIN_PASSWORD,
  adminRequest,
  enrolAdmin,
  type EnrolledAdmin,
} from '../../testing/adminTesting.ts';

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

describe.each(drivers)('admin sessions on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      driver,
      adminConfig: testAdminConfig({ sessionTtlHours: ADMIN_SESSION_ABSOLUTE_HOURS }),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Password, then the authenticator's code: the session starts at the second step. */
  const signIn = async (admin: EnrolledAdmin, userAgent = FIREFOX_WINDOWS) => {
    const headers = { 'user-agent': userAgent };
    const ip = uniqueIp();
    const password = await t.post(
      '/admin/sign-in',
      { email: admin.email, password: ADMIN_PASSWORD },
      { remoteAddress: ip, headers },
    );
    t.clock.advanceSeconds(30); // a TOTP code is accepted once
    const done = await t.post(
      '/admin/sign-in/totp',
      { ticket: password.json().ticket, code: await totpCodeAt(admin.secret, t.clock) },
      { remoteAddress: ip, headers },
    );
    expect(done.statusCode).toBe(200);
    return done.json().token as string;
  };
  const me = (token: string) => adminRequest(t, token).get('/admin/me');

  it('lists the admin’s own sessions, ends one, then all with Clear-Site-Data', async () => {
    const admin = await enrolAdmin(t);
    const desk = await signIn(admin);
    const laptop = await signIn(
      admin,
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    );
    const third = await signIn(admin);

    const listed = await adminRequest(t, desk).get('/admin/sessions');
    expect(listed.statusCode).toBe(200);
    const { sessions } = listed.json();
    expect(sessions).toHaveLength(4);
    expect(sessions.map((s: { device: string }) => s.device).sort()).toEqual([
      'An unknown device', // the enrolment's own session
      'Firefox on Windows',
      'Firefox on Windows',
      'Safari on a Mac',
    ]);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const laptopId = sessions.find((s: { device: string }) => s.device === 'Safari on a Mac').id;
    expect((await adminRequest(t, desk).delete(`/admin/sessions/${laptopId}`)).statusCode).toBe(
      204,
    );
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await adminRequest(t, desk).delete(`/admin/sessions/${laptopId}`)).json()).toEqual({
      error: SESSION_ALREADY_ENDED,
    });

    const everywhere = await adminRequest(t, desk).delete('/admin/sessions');
    expect(everywhere.statusCode).toBe(204);
    expect(everywhere.headers['clear-site-data']).toBe('"cache", "storage"');
    expect((await me(desk)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(401);
    expect((await me(admin.token)).statusCode).toBe(401);
  });

  it('signs out every other session of the admin, keeping this one, written to the audit log', async () => {
    const admin = await enrolAdmin(t);
    const desk = await signIn(admin);
    const laptop = await signIn(admin);
    const response = await adminRequest(t, desk).delete('/admin/sessions/others');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 }); // the laptop's and the enrolment's
    expect(response.headers['clear-site-data']).toBeUndefined();
    expect((await me(desk)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(admin.token)).statusCode).toBe(401);
    const listed = (await adminRequest(t, desk).get('/admin/sessions')).json();
    expect(listed.sessions).toHaveLength(1);
    expect(listed.sessions[0].current).toBe(true);

    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'sign-out-other-sessions'),
          eq(adminAuditLog.adminEmail, admin.email),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(laptop);
    // Nothing left to end: still an answer, with none ended.
    expect((await adminRequest(t, desk).delete('/admin/sessions/others')).json()).toEqual({
      ended: 0,
    });
  });

  it('sign-out answers with Clear-Site-Data', async () => {
    const token = (await enrolAdmin(t)).token;
    const response = await adminRequest(t, token).post('/admin/sign-out');
    expect(response.statusCode).toBe(204);
    expect(response.headers['clear-site-data']).toBe('"cache", "storage"');
  });

  it('an admin session ends after 30 idle minutes, and 12 hours in all', async () => {
    const admin = await enrolAdmin(t);
    const idle = await signIn(admin);
    const busy = await signIn(admin);
    t.clock.advance(ADMIN_SESSION_IDLE_MS - SESSION_ACTIVITY_RESOLUTION_MS);
    expect((await me(busy)).statusCode).toBe(200);
    t.clock.advance(SESSION_ACTIVITY_RESOLUTION_MS);
    expect((await me(idle)).statusCode).toBe(401);
    expect((await me(busy)).statusCode).toBe(200);

    const elapsedMs = ADMIN_SESSION_IDLE_MS;
    const stepMs = 20 * 60_000;
    let elapsed = elapsedMs;
    while (elapsed + stepMs < ADMIN_SESSION_ABSOLUTE_HOURS * 3_600_000) {
      t.clock.advance(stepMs);
      elapsed += stepMs;
      expect((await me(busy)).statusCode).toBe(200);
    }
    t.clock.advance(ADMIN_SESSION_ABSOLUTE_HOURS * 3_600_000 - elapsed);
    expect((await me(busy)).statusCode).toBe(401);
  });

  it('ends every session of a reader from the console, written to the audit log', async () => {
    const token = (await enrolAdmin(t)).token;
    const email = uniqueEmail();
    const { user } = await registerVerified(t, email);
    const readerToken = (
      await t.post(
        '/reader/login',
        { email, password: GOOD_PASSWORD },
        { remoteAddress: uniqueIp() },
      )
    ).json().token as string;
    const profile = (
      await adminRequest(t, token).get('/admin/users?search=' + encodeURIComponent(email))
    ).json();
    const number = profile.rows[0]._id as number;

    const response = await adminRequest(t, token).post(`/admin/users/${number}/sessions/end`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 }); // the sign-up's session and the login's
    const readerMe = await t.get('/reader/me', {
      headers: { authorization: `Bearer ${readerToken}` },
    });
    expect(readerMe.statusCode).toBe(401);

    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'end-sessions'), eq(adminAuditLog.entityId, String(number))),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toEqual({ sessionsEnded: 2 });
    expect(JSON.stringify(audit)).not.toContain(readerToken);
    expect(user.email).toBe(email);

    expect(
      (await adminRequest(t, token).post('/admin/users/99999999/sessions/end')).statusCode,
    ).toBe(404);
    expect((await adminRequest(t, token).post('/admin/users/abc/sessions/end')).statusCode).toBe(
      404,
    );
  });

  it('a reader token cannot end anyone’s sessions', async () => {
    const email = uniqueEmail();
    await registerVerified(t, email);
    const readerToken = (
      await t.post(
        '/reader/login',
        { email, password: GOOD_PASSWORD },
        { remoteAddress: uniqueIp() },
      )
    ).json().token as string;
    const response = await adminRequest(t, readerToken).post('/admin/users/1/sessions/end');
    expect(response.statusCode).toBe(403);
  });
});
