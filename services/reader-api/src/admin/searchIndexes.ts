/**
 * The indexes behind the admin lists' filters and substring search, so a list of a million
 * people is not scanned for each page: one multi-column GIN index per list over the filter
 * columns (btree_gin) and the lower-cased search text (pg_trgm trigrams). GIN combines any
 * subset of its columns in one index scan, so every mix of Genre / Sex / Status / plan and
 * search is served by it. Created at start-up rather than in a migration because the two
 * extensions are optional on a PostgreSQL server: where they are missing (or the role may not
 * create them), the lists still work, only slower on large data, and a warning says why.
 *
 * A covering B-tree per list (the filter columns, then the search text and the sort keys as
 * payload) serves a search's total and its sorted page when the filters narrow the list: an
 * index-only scan reads the search text and the sort keys from the index instead of visiting
 * each match in the table, which on a million rows is what a search costs most (the trigram
 * index must recheck every match there).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

export function ensureSearchIndexes(
  database: Database,
  log: { warn(obj: object, msg: string): void },
): Promise<boolean> {
  // One instance at a time: two starting at once on a fresh database would both create.
  return database.exclusively(() => createSearchIndexes(database, log));
}

async function createSearchIndexes(
  database: Database,
  log: { warn(obj: object, msg: string): void },
): Promise<boolean> {
  await database.db.execute(
    sql`CREATE INDEX IF NOT EXISTS members_filter_list_idx ON members (role, genre, status, gender) INCLUDE (search_text, id, name, username, email) WHERE deleted_at IS NULL`,
  );
  await database.db.execute(
    sql`CREATE INDEX IF NOT EXISTS readers_filter_list_idx ON readers (status, gender, premium) INCLUDE (search_text, id, number, first_name, last_name, username, email) WHERE deleted_at IS NULL AND email_verified_at IS NOT NULL`,
  );
  // The counting-only indexes of the previous version are covered by the above.
  await database.db.execute(sql`DROP INDEX IF EXISTS members_filter_count_idx`);
  await database.db.execute(sql`DROP INDEX IF EXISTS readers_filter_count_idx`);
  try {
    await database.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await database.db.execute(sql`CREATE EXTENSION IF NOT EXISTS btree_gin`);
    await database.db.execute(
      sql`CREATE INDEX IF NOT EXISTS members_filter_search_gin ON members USING gin (role, genre, status, gender, search_text gin_trgm_ops) WHERE deleted_at IS NULL`,
    );
    await database.db.execute(
      sql`CREATE INDEX IF NOT EXISTS readers_filter_search_gin ON readers USING gin (status, gender, premium, search_text gin_trgm_ops) WHERE deleted_at IS NULL AND email_verified_at IS NOT NULL`,
    );
    // The single-column trigram indexes of the first version are covered by the above.
    await database.db.execute(sql`DROP INDEX IF EXISTS members_search_trgm_idx`);
    await database.db.execute(sql`DROP INDEX IF EXISTS readers_search_trgm_idx`);
    return true;
  } catch (error) {
    log.warn(
      { err: error },
      'pg_trgm or btree_gin is not available: the admin lists work without their search index (slower on large lists)',
    );
    return false;
  }
}
