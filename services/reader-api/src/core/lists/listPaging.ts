/**
 * How a list page is read: the ORDER BY of the chosen sort (optionally reversed) and the
 * window of rows to read, from the start or, for pages in the second half, from the end.
 */
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from './listQuery.ts';

export interface OrderKey {
  expr: AnyPgColumn | SQL;
  direction: 'asc' | 'desc';
}

/**
 * ORDER BY for the keys; `reversed` flips every direction. The last key is unique, so the order
 * is total, and PostgreSQL's defaults (NULLS LAST ascending, NULLS FIRST descending) make the
 * reversed order the exact mirror of the forward one.
 */
export function orderBy(keys: readonly OrderKey[], reversed: boolean): SQL[] {
  return keys.map(({ expr, direction }) =>
    (direction === 'asc') !== reversed ? asc(expr) : desc(expr),
  );
}

export interface PageWindow {
  offset: number;
  limit: number;
  /** Read in the reversed order; the rows come back last first. */
  reversed: boolean;
}

/** The rows [offset, offset + pageSize) of `total`, read from whichever end is nearer. */
export function pageWindow(offset: number, pageSize: number, total: number): PageWindow {
  const end = Math.min(total, offset + pageSize);
  const after = total - end;
  if (offset >= total || after >= offset) return { offset, limit: pageSize, reversed: false };
  return { offset: after, limit: end - offset, reversed: true };
}

/** What a list's total depends on: its filters and its (case-insensitive) search. */
export function totalsKey(query: ListQuery): string {
  return JSON.stringify([
    query.genre,
    query.gender,
    query.status,
    query.plan,
    query.search.toLowerCase(),
  ]);
}
