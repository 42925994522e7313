/**
 * The data side of the admin scale bench (scripts/bench/adminScale.ts): a PostgreSQL database
 * `thrive_bench_admin` with 1,000,000 writers, seeded once with one INSERT … SELECT (kept for
 * later runs), the trigram search indexes, fresh statistics and the bench administrator.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { generate } from 'otplib';
import { AdminAuthService } from '../src/admin/adminAuth.ts';
import { ensureSearchIndexes } from '../src/admin/searchIndexes.ts';
import { systemClock } from '../src/core/clock.ts';
import { OWASP_ARGON2 } from '../src/core/config.ts';
import { openDatabase } from '../src/core/db/database.ts';
import { createArgon2Hasher, makeDummyHash } from '../src/core/security/passwords.ts';

export const WRITERS = 1_000_000;
export const ADMIN_EMAIL = 'bench.admin@example.com';
export const ADMIN_PASSWORD = 'bench lantern harbour 2026';
const BENCH_DB = 'thrive_bench_admin';

export async function benchDatabaseUrl(): Promise<string> {
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

// prettier-ignore
const FIRST = ['Adaeze', 'Chiamaka', 'Ngozi', 'Chioma', 'Ifeoma', 'Folake', 'Temitope', 'Aisha', 'Zainab', 'Hauwa', 'Efe', 'Eno', 'Kemi', 'Chinedu', 'Emeka', 'Obinna', 'Nnamdi', 'Babatunde', 'Adebayo', 'Tunde', 'Femi', 'Ibrahim', 'Musa', 'Yusuf', 'Osagie', 'Etim', 'Bassey', 'Terver', 'Gbenga', 'Jide'];
// prettier-ignore
const LAST = ['Okafor', 'Okonkwo', 'Eze', 'Nwosu', 'Obi', 'Chukwu', 'Okeke', 'Adeyemi', 'Adebayo', 'Ogunleye', 'Afolabi', 'Balogun', 'Ojo', 'Bello', 'Abubakar', 'Danjuma', 'Lawal', 'Garba', 'Eweka', 'Ekpo', 'Etuk', 'Effiong', 'Amadi', 'Briggs', 'Tarka', 'Akande', 'Uzor', 'Nnadi', 'Ogbu', 'Ibe', 'Okoro'];
// prettier-ignore
const ALL_GENRES = ['Tech & Innovation', 'Career', 'Mental Health', 'Relationship', 'Faith', 'How to?', 'Health', 'History', 'Lifestyle', 'Business', 'Psychology'];

/** A constant SQL text array (the values above are ours, not input). */
const textArray = (values: string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

/** Seeds the writers once (kept for later runs) and makes the bench admin. */
export async function prepareAdminBench(url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://', poolMax: 2 });
  try {
    await database.migrate();
    const rows = (await database.db.execute(
      sql`select count(*)::int as n from members where role = 'writer'`,
    )) as unknown as { rows: { n: number }[] };
    const have = rows.rows[0]?.n ?? 0;
    if (have < WRITERS) {
      console.log(`  seeding ${(WRITERS - have).toLocaleString('en')} writers (once)…`);
      const started = Date.now();
      await database.db.execute(sql`
        INSERT INTO members (role, name, display_name, username, email, gender, state, country,
          phone_number, genre, status, date_joined, created_at)
        SELECT 'writer', f || ' ' || l, f || ' ' || left(l, 1) || '.',
          lower(f || '.' || l) || i,
          lower(f || '.' || l) || i || '@example.' || (ARRAY['com', 'org', 'net'])[1 + i % 3],
          (ARRAY['M', 'F'])[1 + i % 2], 'Lagos', 'Nigeria',
          '+234 000 ' || lpad((i % 1000)::text, 3, '0') || ' ' || lpad((i % 10000)::text, 4, '0'),
          (${textArray(ALL_GENRES)})[1 + (i * 31) % 11],
          CASE WHEN i % 7 = 0 THEN 'Inactive' ELSE 'Active' END,
          date '2019-06-01' + (i % 2300), now()
        FROM generate_series(${have + 1}::int, ${WRITERS}::int) AS i,
          LATERAL (SELECT (${textArray(FIRST)})[1 + (i * 13) % ${FIRST.length}] AS f,
                          (${textArray(LAST)})[1 + (i * 17 + i / 7) % ${LAST.length}] AS l) AS names`);
      console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    await ensureSearchIndexes(database, { warn: (_obj, msg) => console.warn(`  ${msg}`) });
    // As autovacuum would after a bulk load: statistics, and the visibility map that lets the
    // counts be answered from the covering index alone.
    await database.db.execute(sql`VACUUM ANALYZE members`);
    const hasher = createArgon2Hasher(OWASP_ARGON2);
    const auth = new AdminAuthService({
      db: database.db,
      clock: systemClock,
      hasher,
      dummyHash: await makeDummyHash(hasher),
      config: {
        sessionTtlHours: 1,
        signInMaxPerEmail: 5,
        signInMaxPerIp: 1000,
        signInWindowMinutes: 15,
      },
    });
    await auth.createOrReset(ADMIN_EMAIL, ADMIN_PASSWORD);
    // The bench admin enrols a fresh authenticator app each run (benchAdminToken): the one of
    // an earlier run, whose secret is gone, is removed from this bench-only database.
    await database.db.execute(
      sql`DELETE FROM second_factors WHERE admin_id = (SELECT id FROM admins WHERE email = ${ADMIN_EMAIL})`,
    );
  } finally {
    await database.close();
  }
}

/** Signs the bench admin in: password, then enrolling an authenticator app with its first code. */
export async function benchAdminToken(base: string): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const { ticket } = await post('/admin/sign-in', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const { secret } = await post('/admin/sign-in/enrol/totp/setup', { ticket });
  const code = await generate({ secret: String(secret) });
  return String((await post('/admin/sign-in/enrol/totp', { ticket, code })).token);
}
