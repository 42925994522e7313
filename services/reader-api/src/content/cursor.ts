/**
 * Keyset pages for the public lists: newest first by (published_at, id). A cursor names the last
 * row of a page, so reading page 5,000 costs what reading page 1 costs (an OFFSET would not).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { HttpError } from '../core/errors/httpError.ts';

export interface Cursor {
  publishedAt: Date;
  id: number;
}

export const BAD_CURSOR = 'That page link is not valid any more. Please start from the first page.';

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.publishedAt.toISOString()}|${cursor.id}`).toString('base64url');
}

/** `?before=`: undefined for the first page; 400 for anything that is not a cursor of ours. */
export function decodeCursor(raw: unknown): Cursor | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || raw.length > 100) throw new HttpError(400, BAD_CURSOR);
  const [iso, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const publishedAt = new Date(iso ?? '');
  const number = Number(id);
  if (Number.isNaN(publishedAt.getTime()) || !Number.isInteger(number) || number < 1)
    throw new HttpError(400, BAD_CURSOR);
  return { publishedAt, id: number };
}

/**
 * Rows strictly after the cursor in (published_at DESC, id DESC) order. A row comparison, so
 * PostgreSQL starts the index scan right there (an `a < x OR (a = x AND b < y)` would not).
 */
export function afterCursor(
  publishedAt: AnyPgColumn,
  id: AnyPgColumn,
  cursor: Cursor | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${publishedAt}, ${id}) < (${cursor.publishedAt.toISOString()}::timestamptz, ${cursor.id}::int)`;
}
