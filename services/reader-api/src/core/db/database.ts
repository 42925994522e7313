/**
 * Opens the database: PGlite (embedded PostgreSQL, persisted on disk) by default, or a real
 * PostgreSQL server through a `pg` connection pool when DATABASE_URL is set. Both are driven
 * through the same Drizzle schema and the same SQL migrations.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { packageRoot } from '../config.ts';
import { lockDataDir } from './dataDirLock.ts';

/**
 * Queries go through the query builder with each feature's tables (src/<feature>/*Tables.ts); no
 * relational schema is registered, so the kernel needs no list of the features' tables.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to call on every start (and concurrently on PostgreSQL). */
  migrate(): Promise<void>;
  /** Cheap round trip for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for an in-memory database. */
  pgliteDir: string;
  poolMax?: number;
}

export const migrationsFolder = path.join(packageRoot, 'drizzle');
/** Any constant: the advisory lock that serialises migrations across server instances. */
const MIGRATION_LOCK_KEY = 4_000_507;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolMax ?? 10)
    : openPglite(options.pgliteDir);
}

async function openPglite(dir: string): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const release = inMemory ? async () => undefined : await lockDataDir(dir);
  let client: PGlite;
  try {
    // pg_trgm + btree_gin: the admin lists' filter and search index (src/admin/searchIndexes.ts).
    client = await PGlite.create(inMemory ? undefined : dir, {
      extensions: { pg_trgm, btree_gin },
    });
  } catch (error) {
    await release();
    throw error;
  }
  const db = drizzlePglite({ client });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        await release();
      }
    },
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client's network error must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool });
  return {
    db,
    driver: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
