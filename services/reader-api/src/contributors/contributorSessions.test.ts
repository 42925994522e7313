/**
 * Studio sign-in and sessions (issue 43), through HTTP: the session's life, the throttle, and
 * roles that cannot be crossed (a studio token on reader and admin routes, theirs on the studio).
 */
import { eq } from 'drizzle-orm';
import { adminAuditLog } from '../core/audit/auditTables.ts';
import {
  ADMIN_TOKEN_IN_STUDIO,
  READER_TOKEN_IN_STUDIO,
  STUDIO_NOT_SIGNED_IN,
} from '../core/guards/contributorGuard.ts';
import { CONTRIBUTOR_TOKEN_REFUSED } from '../core/guards/adminGuard.ts';
import { members } from '../admin/adminTables.ts';
import { adminToken } from '../testing/adminTesting.ts';
import {
  asContributor,
  CONTRIBUTOR_PASSWORD,
  signedInContributor,
} from '../testing/contributorTesting.ts';
import {
  createTestApp,
  drivers,
  registerVerified,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../testing/testApp.ts';
import { STUDIO_ACCOUNT_INACTIVE, STUDIO_INVALID_SIGN_IN } from './contributorWords.ts';

describe.each(drivers)('studio sign-in and sessions on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, adminConfig: { signInMaxPerEmail: 3 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const signIn = (email: string, password: string, ip = uniqueIp()) =>
    t.post('/studio/session', { email, password }, { remoteAddress: ip });
  const signOut = (token: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/v1/studio/session', ...bearer(token) });

  it('signs a writer in and says who they are', async () => {
    const writer = await signedInContributor(t, { role: 'writer', genre: 'Faith' });
    expect(writer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.get('/studio/me', asContributor(writer));
    expect(me.statusCode).toBe(200);
    expect(me.json().contributor).toEqual({
      member_id: writer.memberId,
      role: 'writer',
      email: writer.email,
      display_name: expect.stringContaining('Test writer'),
      genre: 'Faith',
    });
    const consultant = await signedInContributor(t.app, { role: 'consultant' });
    expect((await t.get('/studio/me', asContributor(consultant))).json().contributor.role).toBe(
      'consultant',
    );
  });

  it('refuses a wrong password and an unknown address with one message', async () => {
    const writer = await signedInContributor(t, { role: 'writer' });
    const wrong = await signIn(writer.email, 'not the password at all');
    const unknown = await signIn(uniqueEmail('nobody'), CONTRIBUTOR_PASSWORD);
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual({ error: STUDIO_INVALID_SIGN_IN });
    expect(unknown.json()).toEqual({ error: STUDIO_INVALID_SIGN_IN });
  });

  it('throttles parallel guesses at the limit, atomically', async () => {
    const writer = await signedInContributor(t, { role: 'writer' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => signIn(writer.email, 'a wrong guess 123')),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBeDefined();
    // Even the right password waits for the window.
    expect((await signIn(writer.email, CONTRIBUTOR_PASSWORD)).statusCode).toBe(429);
  });

  it('signs out: the token is refused afterwards', async () => {
    const writer = await signedInContributor(t, { role: 'writer' });
    expect((await signOut(writer.token)).statusCode).toBe(204);
    const me = await t.get('/studio/me', asContributor(writer));
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ error: STUDIO_NOT_SIGNED_IN });
  });

  it('asks for a sign-in without a token', async () => {
    const me = await t.get('/studio/me');
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ error: STUDIO_NOT_SIGNED_IN });
  });

  it('ends the session after two idle hours', async () => {
    const writer = await signedInContributor(t, { role: 'writer' });
    t.clock.advanceMinutes(119);
    expect((await t.get('/studio/me', asContributor(writer))).statusCode).toBe(200);
    t.clock.advanceMinutes(121);
    expect((await t.get('/studio/me', asContributor(writer))).statusCode).toBe(401);
  });

  it('ends the session and refuses sign-in once the console makes the member Inactive', async () => {
    const writer = await signedInContributor(t, { role: 'writer' });
    await t.database.db
      .update(members)
      .set({ status: 'Inactive' })
      .where(eq(members.id, writer.memberId));
    expect((await t.get('/studio/me', asContributor(writer))).statusCode).toBe(401);
    const again = await signIn(writer.email, CONTRIBUTOR_PASSWORD);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ error: STUDIO_ACCOUNT_INACTIVE });
  });

  it('audit-logs sign-in and sign-out with the contributor id', async () => {
    const writer = await signedInContributor(t, { role: 'writer' });
    await signOut(writer.token);
    const rows = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, String(writer.memberId)));
    const actions = rows.filter((r) => r.entityType === 'contributor').map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['studio-sign-in', 'studio-sign-out']));
    for (const row of rows.filter((r) => r.entityType === 'contributor'))
      expect(row.after).toMatchObject({ contributorId: writer.memberId });
  });

  it('recordStudioAction audit-logs a studio write with the contributor id, at the app clock', async () => {
    const writer = await signedInContributor(t, { role: 'writer', genre: 'Career' });
    const me = (await t.get('/studio/me', asContributor(writer))).json().contributor;
    const contributor = {
      memberId: me.member_id,
      role: me.role,
      email: me.email,
      displayName: me.display_name,
      genre: me.genre,
    };
    await t.database.db.transaction((tx) =>
      t.app.contributors.recordStudioAction(tx, contributor, 'draft-saved', {
        type: 'story',
        id: 42,
        after: { title: 'Morning pages' },
      }),
    );
    const [row] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'studio-draft-saved'));
    expect(row).toMatchObject({
      adminId: null,
      adminEmail: writer.email,
      entityType: 'story',
      entityId: '42',
      after: { title: 'Morning pages', contributorId: writer.memberId, role: 'writer' },
      createdAt: t.clock.now(),
    });
  });

  describe('roles that cannot be crossed', () => {
    it("refuses a reader's token in the studio (403), and a studio token on the reader's account (401)", async () => {
      const reader = await registerVerified(t, uniqueEmail());
      const inStudio = await t.get('/studio/me', bearer(reader.token));
      expect(inStudio.statusCode).toBe(403);
      expect(inStudio.json()).toEqual({ error: READER_TOKEN_IN_STUDIO });

      const writer = await signedInContributor(t, { role: 'writer' });
      expect((await t.get('/reader/me', asContributor(writer))).statusCode).toBe(401);
      expect((await t.get('/reader/sessions', asContributor(writer))).statusCode).toBe(401);
      expect((await t.get('/reader/follows', asContributor(writer))).statusCode).toBe(401);
    });

    it("refuses an admin's token in the studio (403), and a studio token in the console (403)", async () => {
      const admin = await adminToken(t);
      const inStudio = await t.get('/studio/me', bearer(admin));
      expect(inStudio.statusCode).toBe(403);
      expect(inStudio.json()).toEqual({ error: ADMIN_TOKEN_IN_STUDIO });
      const signOutAsAdmin = await signOut(admin);
      expect(signOutAsAdmin.statusCode).toBe(403);

      const writer = await signedInContributor(t, { role: 'writer' });
      const inConsole = await t.get('/admin/me', asContributor(writer));
      expect(inConsole.statusCode).toBe(403);
      expect(inConsole.json()).toEqual({ error: CONTRIBUTOR_TOKEN_REFUSED });
      expect((await t.get('/admin/writers', asContributor(writer))).statusCode).toBe(403);
    });
  });
});
