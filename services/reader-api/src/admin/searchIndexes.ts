/**
 * Trigram (pg_trgm) GIN indexes behind the admin lists' substring search, so a search over a
 * million people does not scan them all. Created at start-up rather than in a migration
 * because the extension is optional on a PostgreSQL server: where it is missing (or the role
 * may not create it), search still works, only slower, and a warning says why.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

export async function ensureSearchIndexes(
  database: Database,
  log: { warn(obj: object, msg: string): void },
): Promise<boolean> {
  try {
    await database.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await database.db.execute(
      sql`CREATE INDEX IF NOT EXISTS members_search_trgm_idx ON members USING gin (search_text gin_trgm_ops)`,
    );
    await database.db.execute(
      sql`CREATE INDEX IF NOT EXISTS readers_search_trgm_idx ON readers USING gin (search_text gin_trgm_ops)`,
    );
    return true;
  } catch (error) {
    log.warn(
      { err: error },
      'pg_trgm is not available: admin list search works without its index (slower on large lists)',
    );
    return false;
  }
}
