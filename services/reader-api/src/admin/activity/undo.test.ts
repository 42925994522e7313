/**
 * Issue 28: the console's Undo puts the old value back with `expected` (the value the change
 * set). The server applies it only over that value, under the row lock: a second undo, or an
 * undo after someone else changed the field, is refused (409) and changes nothing.
 */
import { sql } from 'drizzle-orm';
import { createTestApp, drivers, type TestApp } from '../../testing/testApp.ts';
import { adminRequest, adminToken } from '../../testing/adminTesting.ts';
import { seedSampleData } from '../seed/seed.ts';

const CHANGED_SINCE = 'This profile was changed since; nothing was undone.';

describe.each(drivers)('undo of a change on %s', (driver) => {
  let t: TestApp;
  let admin: ReturnType<typeof adminRequest>;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    await seedSampleData(t.database.db, t.clock, t.hasher);
    admin = adminRequest(t, await adminToken(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const statusOf = async (path: string) => (await admin.get(path)).json().person.status;
  const updates = async (entity: string, id: number) => {
    const result = (await t.database.db.execute(
      sql`select count(*)::int as n from admin_audit_log where action = 'update' and entity_type = ${entity} and entity_id = ${String(id)}`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  };

  it.each([
    ['writers', 'writer'],
    ['users', 'reader'],
  ])('%s: the undo applies once; a repeat is refused and changes nothing', async (kind, entity) => {
    const first = (await admin.get(`/admin/${kind}?sort=sn:asc`)).json().rows[0];
    const path = `/admin/${kind}/${first._id}`;
    const before = first.status as string;
    const after = before === 'Active' ? 'Inactive' : 'Active';
    expect((await admin.patch(path, { status: after })).statusCode).toBe(200);
    const undo = { status: before, expected: { status: after } };
    const undone = await admin.patch(path, undo);
    expect([undone.statusCode, undone.json().person.status]).toEqual([200, before]);
    const again = await admin.patch(path, undo);
    expect([again.statusCode, again.json().error]).toEqual([409, CHANGED_SINCE]);
    expect(await statusOf(path)).toBe(before);
    expect(await updates(entity, first._id)).toBe(2);
  });

  it('two undos at once: one applies, the other is refused', async () => {
    const writer = (await admin.get('/admin/writers?sort=sn:asc')).json().rows[1];
    const path = `/admin/writers/${writer._id}`;
    await admin.patch(path, { genre: 'Faith' });
    const undo = { genre: writer.genre, expected: { genre: 'Faith' } };
    const answers = await Promise.all([admin.patch(path, undo), admin.patch(path, undo)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('an undo after another admin changed the field leaves their change', async () => {
    const writer = (await admin.get('/admin/writers?sort=sn:asc')).json().rows[2];
    const path = `/admin/writers/${writer._id}`;
    const before = writer.status as string;
    const after = before === 'Active' ? 'Inactive' : 'Active';
    await admin.patch(path, { status: after });
    await admin.patch(path, { status: before }); // someone else, meanwhile
    const undo = await admin.patch(path, { status: before, expected: { status: after } });
    expect(undo.statusCode).toBe(409);
    expect(await statusOf(path)).toBe(before);
    const bad = await admin.patch(path, { status: before, expected: { status: 'Maybe' } });
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'Status must be Active or Inactive.']);
  });
});
