/**
 * Issue 28: a profile's 'Recent activities' come from the audit log: what admins did to that
 * person (and only that person), newest first, with the changed fields but no snapshot.
 */
import {
  createTestApp,
  drivers,
  registerVerified,
  uniqueEmail,
  type TestApp,
} from '../../testing/testApp.ts';
import { adminRequest, adminToken, SAMPLE_PDF } from '../../testing/adminTesting.ts';

type Admin = ReturnType<typeof adminRequest>;
interface Item {
  action: string;
  admin: string;
  at: string;
  changes: { field: string; from: string | null; to: string | null }[];
  file: string | null;
}

describe.each(drivers)('profile activity on %s', (driver) => {
  let t: TestApp;
  let admin: Admin;
  let adminEmail: string;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    admin = adminRequest(t, await adminToken(t));
    adminEmail = (await admin.get('/admin/me')).json().admin.email;
  });
  afterAll(async () => {
    await t.close();
  });

  const newWriter = async (name: string) => {
    const form = new FormData();
    form.set('name', name);
    form.set('email', `${name.toLowerCase().replace(' ', '.')}.${Date.now()}@example.org`);
    form.set('password', 'river stones 2026');
    form.set('genre', 'Career');
    form.set('gender', 'F');
    form.set('about', 'Writes about work.');
    form.set('credentials', new Blob([SAMPLE_PDF], { type: 'application/pdf' }), 'cv.pdf');
    const response = await admin.multipart('/admin/writers', form);
    expect(response.statusCode).toBe(201);
    return response.json().person as { _id: number };
  };
  const feed = async (path: string) => {
    const response = await admin.get(path);
    expect(response.statusCode).toBe(200);
    return response.json().items as Item[];
  };

  it("lists what admins did to one writer, newest first, and nobody else's entries", async () => {
    const writer = await newWriter('Amaka Feed');
    const other = await newWriter('Bisi Other');
    expect(
      (await admin.patch(`/admin/writers/${writer._id}`, { status: 'Inactive' })).statusCode,
    ).toBe(200);
    expect((await admin.patch(`/admin/writers/${other._id}`, { genre: 'Faith' })).statusCode).toBe(
      200,
    );
    // Minutes apart (within the admin session's idle timeout), so the order is by time.
    t.clock.advanceMinutes(10);
    await admin.patch(`/admin/writers/${writer._id}`, { genre: 'Health', status: 'Active' });
    t.clock.advanceMinutes(10);
    await admin.get(`/admin/writers/${writer._id}/files/credentials`);
    await admin.post(`/admin/writers/${writer._id}/password-reset`);

    const items = await feed(`/admin/writers/${writer._id}/activity`);
    expect(items.map((i) => [i.action, i.admin, i.changes, i.file])).toEqual([
      // Reset on a writer sends a fresh studio invitation, not the readers' reset mail (issue 43).
      ['studio-invitation-sent', adminEmail, [], null],
      ['download', adminEmail, [], 'credentials'],
      [
        'update',
        adminEmail,
        [
          { field: 'status', from: 'Inactive', to: 'Active' },
          { field: 'genre', from: 'Career', to: 'Health' },
        ],
        null,
      ],
      ['update', adminEmail, [{ field: 'status', from: 'Active', to: 'Inactive' }], null],
      // Create Writer e-mails the studio invitation (issue 43) in the same moment.
      ['studio-invitation-sent', adminEmail, [], null],
      ['create', adminEmail, [], null],
    ]);
    expect(new Date(items[0]!.at).getTime()).toBeGreaterThan(new Date(items[5]!.at).getTime());
    // The reset e-mail's address and the creation snapshot stay in the audit log only.
    expect(JSON.stringify(items)).not.toMatch(/amaka\.feed|Writes about work/);
  });

  it("a reader's feed is theirs; an unknown, deleted or wrong-list person is 'User Not Found'", async () => {
    const email = uniqueEmail('reader');
    await registerVerified(t, email);
    const users = (await admin.get(`/admin/users?search=${encodeURIComponent(email)}`)).json();
    const number = users.rows[0]._id as number;
    // The reader's own sign-in (in the audit log) is not something an admin did.
    expect(await feed(`/admin/users/${number}/activity`)).toEqual([]);
    await admin.patch(`/admin/users/${number}`, { status: 'Inactive' });
    expect((await feed(`/admin/users/${number}/activity`)).map((i) => i.changes)).toEqual([
      [{ field: 'status', from: 'Active', to: 'Inactive' }],
    ]);

    const writer = await newWriter('Chidi Gone');
    for (const path of [
      '/admin/writers/999999/activity',
      '/admin/writers/abc/activity',
      `/admin/consultants/${writer._id}/activity`,
    ]) {
      const response = await admin.get(path);
      expect([response.statusCode, response.json().error]).toEqual([404, 'User Not Found']);
    }
    await admin.delete(`/admin/writers/${writer._id}`);
    expect((await admin.get(`/admin/writers/${writer._id}/activity`)).statusCode).toBe(404);
  });

  it('needs a signed-in admin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/admin/writers/1/activity' });
    expect(response.statusCode).toBe(401);
  });
});
