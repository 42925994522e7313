/**
 * The data side of the stories scale bench (scripts/bench/storiesScale.ts): a PostgreSQL
 * database `thrive_bench_stories` with 1,000 writers and 100,000 published stories (spread over
 * the genres and two years), seeded once with INSERT … SELECT and kept for later runs, with
 * fresh statistics. Every story is approved by the bench's moderator (the table refuses a
 * published story without one).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/core/db/database.ts';

export const PUBLISHED_STORIES = 100_000;
const WRITERS = 1_000;
const BENCH_DB = 'thrive_bench_stories';
// prettier-ignore
export const ALL_GENRES = ['Tech & Innovation', 'Career', 'Mental Health', 'Relationship', 'Faith', 'How to?', 'Health', 'History', 'Lifestyle', 'Business', 'Psychology'];

export async function storiesBenchDatabaseUrl(): Promise<string> {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL_FOR_TESTS ??
    'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

const genres = sql.raw(`ARRAY[${ALL_GENRES.map((g) => `'${g.replace(/'/g, "''")}'`).join(',')}]`);

/** Seeds once; returns a sample of slugs and usernames to ask for. */
export async function prepareStoriesBench(
  url: string,
): Promise<{ slugs: string[]; usernames: string[] }> {
  const database = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://', poolMax: 2 });
  try {
    await database.migrate();
    const db = database.db;
    const count = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    if ((await count(sql`select count(*)::int as n from stories`)) < PUBLISHED_STORIES) {
      console.log(`  seeding ${PUBLISHED_STORIES.toLocaleString('en')} published stories (once)…`);
      const started = Date.now();
      const adminId = randomUUID();
      await db.execute(sql`
        INSERT INTO admins (id, email, password_hash, created_at, updated_at)
        VALUES (${adminId}, 'stories.bench@example.com', 'no sign-in', now(), now())`);
      await db.execute(sql`
        INSERT INTO members (role, name, display_name, username, email, gender, genre, date_joined, created_at)
        SELECT 'writer', 'Bench Writer ' || i, 'Writer ' || i, 'bench.writer' || i,
          'bench.writer' || i || '@example.com', (ARRAY['M', 'F'])[1 + i % 2],
          (${genres})[1 + i % 11], date '2020-01-01', now()
        FROM generate_series(1, ${WRITERS}::int) AS i`);
      await db.execute(sql`
        INSERT INTO stories (slug, title, body, writer_id, genre, content_warnings, premium, status,
          approved_by, decided_at, published_at, created_at, updated_at)
        SELECT 'bench-story-' || i, 'Bench story ' || i,
          repeat('A paragraph of a story, long enough to be a real one. ', 12) || E'\n\n' ||
            repeat('Another paragraph follows here. ', 20),
          w.id, (${genres})[1 + (i * 7) % 11],
          CASE WHEN i % 9 = 0 THEN '["Grief"]'::jsonb ELSE '[]'::jsonb END, i % 5 = 0,
          'published', ${adminId}, t, t, t, t
        FROM generate_series(1, ${PUBLISHED_STORIES}::int) AS i,
          LATERAL (SELECT timestamptz '2024-11-01' + (i || ' minutes')::interval * 10 AS t) AS times,
          LATERAL (SELECT id FROM members WHERE username = 'bench.writer' || (1 + (i * 13) % ${WRITERS})) AS w`);
      console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    await db.execute(sql`VACUUM ANALYZE stories`);
    await db.execute(sql`VACUUM ANALYZE members`);
    const slugs = (
      (await db.execute(
        sql`select slug from stories where status = 'published' order by random() limit 200`,
      )) as unknown as { rows: { slug: string }[] }
    ).rows.map((r) => r.slug);
    const usernames = (
      (await db.execute(
        sql`select username from members where role = 'writer' order by random() limit 50`,
      )) as unknown as { rows: { username: string }[] }
    ).rows.map((r) => r.username);
    return { slugs, usernames };
  } finally {
    await database.close();
  }
}

/** autocannon on a mix of the public reads (throughput, for information). */
export async function storiesMixThroughput(base: string, slug: string) {
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: 10,
    requests: [
      { method: 'GET', path: '/api/v1/stories' },
      { method: 'GET', path: `/api/v1/stories?genre=${encodeURIComponent('Mental Health')}` },
      { method: 'GET', path: `/api/v1/stories/${slug}` },
    ],
  });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    failed: result.non2xx + result.errors,
  };
}
