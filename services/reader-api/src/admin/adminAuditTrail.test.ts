/**
 * Issue 23, finding 6: the audit log records downloads, admin sign-ins (and failures) and
 * sign-outs, admin creation and password resets; after an owner-confirmed erasure it keeps
 * what happened to the reader but not who they were.
 */
import { linkToken } from '../testing/mailLinks.ts';
import {
  createTestApp,
  drivers,
  registerVerified,
  uniqueEmail,
  uniqueIp,
  type TestApp,
} from '../testing/testApp.ts';
import { erasedAddress } from '../deletion/erasedAddress.ts';
import { DELETED_PROFILE_RETENTION_DAYS } from './adminConfig.ts';
import {
  adminRequest,
  adminToken,
  createAdmin,
  enrolAdmin,
  SAMPLE_PDF,
} from '../testing/adminTesting.ts';

type Row = {
  admin: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
type Admin = ReturnType<typeof adminRequest>;
const DAY_MS = 24 * 3_600_000;

describe.each(drivers)('audit trail on %s', (driver) => {
  let t: TestApp;
  let admin: Admin;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    admin = adminRequest(t, await adminToken(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const auditRows = async (): Promise<Row[]> =>
    (await admin.get('/admin/audit-log?pageSize=100')).json().rows;

  it('records admin creation and a password reset by admin:create, without the hash', async () => {
    const email = await createAdmin(t, uniqueEmail('newadmin'));
    await t.app.admin.auth.createOrReset(email, 'another long secret 8');
    const rows = (await auditRows()).filter(
      (r) => r.entity_type === 'admin' && r.after?.email === email,
    );
    expect(rows.map((r) => [r.action, r.admin])).toEqual([
      ['password-reset', 'admin:create'],
      ['create', 'admin:create'],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/argon2|secret/);
  });

  it('records sign-ins, failed sign-ins and sign-outs with the client address', async () => {
    const email = await createAdmin(t, uniqueEmail('signer'));
    const ip = uniqueIp();
    const failed = await t.post(
      '/admin/sign-in',
      { email, password: 'not the password 1' },
      { remoteAddress: ip },
    );
    expect(failed.statusCode).toBe(401);
    const signedIn = await enrolAdmin(t, email, ip);
    const own = adminRequest(t, signedIn.token);
    expect((await own.post('/admin/sign-out')).statusCode).toBe(204);

    const rows = (await auditRows()).filter((r) => r.admin === email);
    expect(rows.map((r) => r.action)).toEqual([
      'sign-out',
      'sign-in',
      'recovery-codes-created',
      'second-factor-enrolled',
      'sign-in-failed',
    ]);
    // (The sign-out came through adminRequest, from the default test address.)
    expect(rows.map((r) => r.after)).toEqual([
      { ip: '127.0.0.1' },
      { ip, secondFactor: 'totp' },
      { ip, count: 10 },
      { ip, method: 'totp', label: 'Authenticator app' },
      { ip },
    ]);
    expect(JSON.stringify(rows)).not.toContain('not the password');
  });

  it('records who downloaded a writer’s credentials', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Amaka Obi',
      email: uniqueEmail('writer'),
      password: 'river stones 2026',
      genre: 'Mental Health',
      gender: 'F',
    }))
      form.append(key, value);
    form.append('credentials', new Blob([new Uint8Array(SAMPLE_PDF)]), 'cv.pdf');
    const created = await admin.multipart('/admin/writers', form);
    expect(created.statusCode).toBe(201);
    const id = created.json().person._id as number;
    expect((await admin.get(`/admin/writers/${id}/files/credentials`)).statusCode).toBe(200);
    const me = (await admin.get('/admin/me')).json().admin.email;
    expect((await auditRows())[0]).toMatchObject({
      admin: me,
      action: 'download',
      entity_type: 'writer',
      entity_id: String(id),
      after: { file: 'credentials', fileName: 'cv.pdf' },
    });
  });

  it('records who opened a reader’s profile, without putting it in the reader’s activity feed', async () => {
    const email = uniqueEmail('profile');
    await registerVerified(t, email);
    const number = (await admin.get(`/admin/users?search=${encodeURIComponent(email)}`)).json()
      .rows[0]._id as number;
    expect((await admin.get(`/admin/users/${number}`)).statusCode).toBe(200);
    const me = (await admin.get('/admin/me')).json().admin.email;
    expect((await auditRows())[0]).toMatchObject({
      admin: me,
      action: 'profile-read',
      entity_type: 'reader',
      entity_id: String(number),
    });
    // No personal detail is copied into the log by the read.
    expect((await auditRows())[0]?.after).toBeNull();
    const feed = (await admin.get(`/admin/users/${number}/activity`)).json().items as {
      action: string;
    }[];
    expect(feed.map((item) => item.action)).not.toContain('profile-read');
  });

  it('after an owner-confirmed erasure, the rows about the reader hold no e-mail or name', async () => {
    const email = uniqueEmail('erased');
    await registerVerified(t, email);
    const found = await admin.get(`/admin/users?search=${encodeURIComponent(email)}`);
    const number = found.json().rows[0]._id as number;
    expect((await admin.post(`/admin/users/${number}/password-reset`)).statusCode).toBe(202);
    expect((await admin.delete(`/admin/users/${number}`)).statusCode).toBe(204);
    expect((await admin.post(`/admin/users/${number}/restore`)).statusCode).toBe(204);
    const about = async () =>
      (await auditRows()).filter(
        (r) => r.entity_type === 'reader' && r.entity_id === String(number),
      );
    expect(JSON.stringify(await about())).toContain(email);

    const ip = uniqueIp();
    await t.post(
      '/account-deletion-requests',
      { fullName: 'Ada Okafor', email, confirm: true },
      { remoteAddress: ip },
    );
    const confirmToken = linkToken(
      t.mailer.to(email).findLast((m) => m.kind === 'deletion-confirm'),
      '/delete-account/confirm',
    );
    const confirmed = await t.post(
      '/account-deletion-requests/confirm',
      { token: confirmToken },
      { remoteAddress: ip },
    );
    expect(confirmed.statusCode).toBe(200);
    t.clock.advance(7 * DAY_MS);
    admin = adminRequest(t, await adminToken(t)); // admin sessions last 12 hours
    expect(await t.app.services.deletion.runDue()).toBe(1);

    const rows = await about();
    expect(rows.map((r) => r.action)).toEqual([
      'restore',
      'delete',
      'password-reset-email',
      'sign-in', // by the sign-up code (readers/login/authEvents.test.ts)
    ]);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(email);
    expect(text).not.toContain('Ada');
    expect(text).not.toContain('Okafor');
    expect(rows[2]!.after).toEqual({ to: erasedAddress(email) });
    expect(rows[1]!.before).toMatchObject({
      email: erasedAddress(email),
      firstName: '[erased]',
      lastName: '[erased]',
      status: 'Active',
    });
  });

  it('a reader purged 14 days after an admin delete is pseudonymised in the log too', async () => {
    const email = uniqueEmail('purged');
    await registerVerified(t, email);
    const found = await admin.get(`/admin/users?search=${encodeURIComponent(email)}`);
    const number = found.json().rows[0]._id as number;
    expect((await admin.delete(`/admin/users/${number}`)).statusCode).toBe(204);
    t.clock.advance(DELETED_PROFILE_RETENTION_DAYS * DAY_MS);
    admin = adminRequest(t, await adminToken(t));
    expect((await t.app.admin.deleted.purgeDeleted()).readers).toBe(1);
    const rows = (await auditRows()).filter(
      (r) => r.entity_type === 'reader' && r.entity_id === String(number),
    );
    expect(rows.map((r) => r.action)).toEqual(['purge', 'delete', 'sign-in']);
    expect(JSON.stringify(rows)).not.toContain(email);
    expect(rows[1]!.before).toMatchObject({ email: erasedAddress(email), firstName: '[erased]' });
  });
});
