/**
 * Remembered list totals (listTotals.ts) through the HTTP API: small totals always exact, large
 * ones remembered for the TTL and forgotten on every admin change, pages in the second half read
 * from the end with the same rows, and (with Redis) one generation shared by every instance.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { createTestApp, drivers, type TestApp } from '../testing/testApp.ts';
import { adminRequest, adminToken } from '../testing/adminTesting.ts';
import { CACHE_FROM, CACHE_TTL_MS } from './listTotals.ts';
import { seedSampleData } from './seed/seed.ts';

type Row = { _id: number; name: string; genre: string; status: string };
type ListAnswer = { rows: Row[]; total: number; pageCount: number };
type Admin = ReturnType<typeof adminRequest>;

/** `count` writers straight into the database (not through the console), genre History. */
async function insertWriters(t: TestApp, count: number, label: string) {
  await t.database.db.execute(sql`
    INSERT INTO members (role, name, display_name, username, email, gender, genre, status,
      date_joined, created_at)
    SELECT 'writer', 'Bulk ' || ${label} || ' ' || (i % 37), 'Bulk', ${label} || i,
      ${label} || i || '@example.com', (ARRAY['M', 'F'])[1 + i % 2], 'History',
      CASE WHEN i % 3 = 0 THEN 'Inactive' ELSE 'Active' END, '2024-01-01', now()
    FROM generate_series(1, ${count}::int) AS i`);
}

const list = async (admin: Admin, path: string): Promise<ListAnswer> => {
  const response = await admin.get(path);
  expect(response.statusCode).toBe(200);
  return response.json() as ListAnswer;
};

describe.each(drivers)('admin list totals on %s', (driver) => {
  let t: TestApp;
  let admin: Admin;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    await seedSampleData(t.database.db, t.clock, t.hasher);
    admin = adminRequest(t, await adminToken(t));
    await insertWriters(t, CACHE_FROM * 2, 'bulk');
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts small totals afresh on every request, so they are always exact', async () => {
    const before = await list(admin, '/admin/writers?genre=Faith');
    expect(before.total).toBeLessThan(CACHE_FROM);
    await t.database.db.execute(sql`
      INSERT INTO members (role, name, display_name, username, email, gender, genre,
        date_joined, created_at)
      VALUES ('writer', 'Outside Change', 'Outside', 'outside.change', 'outside@example.com',
        'F', 'Faith', '2024-01-01', now())`);
    expect((await list(admin, '/admin/writers?genre=Faith')).total).toBe(before.total + 1);
  });

  it('remembers a large total for the TTL; any admin change to the list forgets it', async () => {
    const path = '/admin/writers?genre=History&status=Active&search=bulk';
    const first = await list(admin, path);
    expect(first.total).toBeGreaterThanOrEqual(CACHE_FROM);
    // A change outside the console shows once the remembered total expires…
    await insertWriters(t, 3, 'late');
    await t.database.db.execute(
      sql`UPDATE members SET name = 'Bulk late', status = 'Active' WHERE username LIKE 'late%'`,
    );
    expect((await list(admin, path)).total).toBe(first.total);
    t.clock.advance(CACHE_TTL_MS + 1);
    admin = adminRequest(t, await adminToken(t));
    const fresh = await list(admin, path);
    expect(fresh.total).toBe(first.total + 3);
    // …and an admin's change shows at once: status, delete, restore.
    const target = fresh.rows[0]!;
    const changed = await admin.patch(`/admin/writers/${target._id}`, { status: 'Inactive' });
    expect(changed.statusCode).toBe(200);
    expect((await list(admin, path)).total).toBe(fresh.total - 1);
    const other = (await list(admin, path)).rows[0]!;
    expect((await admin.delete(`/admin/writers/${other._id}`)).statusCode).toBe(204);
    expect((await list(admin, path)).total).toBe(fresh.total - 2);
    expect((await admin.post(`/admin/writers/${other._id}/restore`)).statusCode).toBe(204);
    expect((await list(admin, path)).total).toBe(fresh.total - 1);
  });

  it('reads pages of the second half from the end: the same rows as from the start', async () => {
    for (const sort of ['name:asc', 'status:desc,name:asc', 'sex:asc,sn:desc']) {
      const base = `/admin/writers?genre=History&pageSize=25&sort=${sort}`;
      t.clock.advance(CACHE_TTL_MS + 1);
      admin = adminRequest(t, await adminToken(t));
      const { total, pageCount } = await list(admin, base);
      expect(total).toBeGreaterThanOrEqual(CACHE_FROM);
      for (const page of [pageCount, pageCount - 1, Math.ceil(pageCount * 0.7)]) {
        // Forgotten first: the page is read from the start, with the count beside it.
        await t.app.admin.totals.invalidate(['writers']);
        const fromStart = await list(admin, `${base}&page=${page}`);
        // Remembered now: the same page is read from the end.
        const fromEnd = await list(admin, `${base}&page=${page}`);
        expect(fromEnd.rows.map((r) => r._id)).toEqual(fromStart.rows.map((r) => r._id));
        expect(fromEnd.rows.length).toBe(page === pageCount ? total - (page - 1) * 25 : 25);
      }
    }
  });
});

const redisUrl = process.env.REDIS_URL_FOR_TESTS ?? process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('admin list totals in Redis (two instances)', () => {
  const prefix = `thrive-test:${process.pid}:${randomBytes(4).toString('hex')}:totals:`;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({
      config: { redisUrl },
      adminConfig: { listTotalsPrefix: prefix },
    });
    await seedSampleData(first.database.db, first.clock, first.hasher);
    await insertWriters(first, CACHE_FROM + 50, 'shared');
    second = await createTestApp({
      config: { redisUrl },
      database: first.database,
      adminConfig: { listTotalsPrefix: prefix },
    });
  });
  afterAll(async () => {
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await second.close();
    await first.close();
  });

  it('one instance remembers, the other reads it; a change on either is seen by both', async () => {
    const a = adminRequest(first, await adminToken(first));
    const b = adminRequest(second, await adminToken(second));
    const path = '/admin/writers?genre=History';
    const total = (await list(a, path)).total;
    await insertWriters(first, 2, 'quiet');
    // Remembered in Redis: the other instance answers the same total without counting.
    expect((await list(b, path)).total).toBe(total);
    const target = (await list(b, path)).rows[0]!;
    expect((await b.delete(`/admin/writers/${target._id}`)).statusCode).toBe(204);
    expect((await list(a, path)).total).toBe(total + 2 - 1);
  });

  it('counts every time (and keeps answering) when Redis is unreachable', async () => {
    const t = await createTestApp({ config: { redisUrl: 'redis://127.0.0.1:1/0' } });
    try {
      await seedSampleData(t.database.db, t.clock, t.hasher);
      const admin = adminRequest(t, await adminToken(t));
      expect((await list(admin, '/admin/writers')).total).toBe(31);
    } finally {
      await t.close();
    }
  });
});
