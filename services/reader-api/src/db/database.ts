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
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { packageRoot } from '../config.ts';
import { lockDataDir } from './dataDirLock.ts';
import { createResilientPool, type PoolLog } from './resilientPool.ts';
import { schema } from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations; safe to call on every start (and concurrently on PostgreSQL). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance runs migrations or other start-up DDL (the same
   * advisory lock on PostgreSQL): two instances starting at once on a fresh database would
   * otherwise race on `CREATE INDEX IF NOT EXISTS` (a duplicate-key error).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Cheap round trip for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `memory://` for an in-memory database. */
  pgliteDir: string;
  poolMax?: number;
  /** Where a lost PostgreSQL connection is logged (it is replaced on the next query). */
  log?: PoolLog;
}

export const migrationsFolder = path.join(packageRoot, 'drizzle');
/** Any constant: the advisory lock that serialises migrations across server instances. */
const MIGRATION_LOCK_KEY = 4_000_507;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolMax ?? 10, options.log)
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
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
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

async function openPostgres(url: string, max: number, log?: PoolLog): Promise<Database> {
  // Survives restarts, failovers and terminated connections (resilientPool.ts).
  const pool = createResilientPool({ connectionString: url, max }, log);
  const db = drizzlePg({ client: pool, schema });
  const exclusively = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        return await work(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  };
  return {
    db,
    driver: 'postgres',
    migrate: () =>
      exclusively((client) => migratePg(drizzlePg({ client, schema }), { migrationsFolder })),
    exclusively: (work) => exclusively(() => work()),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
