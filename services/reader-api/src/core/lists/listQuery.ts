/**
 * The list query string of GET /admin/{writers,consultants,users} (SPEC sections 4 and 5):
 *   page       1-based page number (default 1)
 *   pageSize   10, 25, 50 or 100 (default 10)
 *   sort       comma-separated `column:asc|desc`, first = primary (multi-sort), e.g.
 *              `status:asc,name:desc`; columns sn, name, username, email, genre, sex, status
 *   search     case-insensitive substring over the text and number columns
 *   genre      one of the genres (writers, consultants)
 *   sex        M or F
 *   status     Active or Inactive
 *   plan       free or premium (users): Free means not premium, Premium means premium
 */
import { z } from 'zod';
import { PAGE_SIZES } from '@thrive/admin-contract';
import {
  GENDERS,
  GENRES,
  STATUSES,
  type Gender,
  type Genre,
  type Status,
} from '@thrive/admin-contract';

export const SORT_COLUMNS = ['sn', 'name', 'username', 'email', 'genre', 'sex', 'status'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export interface SortKey {
  column: SortColumn;
  direction: 'asc' | 'desc';
}

export interface ListQuery {
  page: number;
  pageSize: number;
  sort: SortKey[];
  search: string;
  genre: Genre | null;
  gender: Gender | null;
  status: Status | null;
  plan: 'free' | 'premium' | null;
}

const oneOf = <T extends string>(values: readonly T[], message: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx): T | null => {
      if (raw === undefined || raw === '') return null;
      if ((values as readonly string[]).includes(raw)) return raw as T;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });

/** `?page=`: 1 when absent; a whole number up to 10 million (the offset stays a safe bigint). */
export const pageField = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw === '') return 1;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 10_000_000) {
      ctx.addIssue({ code: 'custom', message: 'page must be a whole number from 1.' });
      return z.NEVER;
    }
    return value;
  });

const querySchema = z.object({
  page: pageField,
  pageSize: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return 10;
      const value = Number(raw);
      if (!(PAGE_SIZES as readonly number[]).includes(value)) {
        ctx.addIssue({ code: 'custom', message: 'pageSize must be 10, 25, 50 or 100.' });
        return z.NEVER;
      }
      return value;
    }),
  sort: z
    .string()
    .optional()
    .transform((raw, ctx): SortKey[] => {
      if (raw === undefined || raw.trim() === '') return [];
      const keys: SortKey[] = [];
      for (const part of raw.split(',')) {
        const [column, direction = 'asc'] = part.trim().split(':');
        if (
          !(SORT_COLUMNS as readonly string[]).includes(column ?? '') ||
          (direction !== 'asc' && direction !== 'desc')
        ) {
          ctx.addIssue({
            code: 'custom',
            message: `sort must be column:asc or column:desc, with columns ${SORT_COLUMNS.join(', ')}.`,
          });
          return z.NEVER;
        }
        if (!keys.some((key) => key.column === column))
          keys.push({ column: column as SortColumn, direction });
      }
      return keys;
    }),
  search: z
    .string()
    .optional()
    .transform((raw) => (raw ?? '').trim().slice(0, 200)),
  genre: oneOf(GENRES, 'genre must be one of the genres.'),
  sex: oneOf(GENDERS, 'sex must be M or F.'),
  status: oneOf(STATUSES, 'status must be Active or Inactive.'),
  plan: oneOf(['free', 'premium'] as const, 'plan must be free or premium.'),
});

export type ParsedListQuery = { ok: true; query: ListQuery } | { ok: false; error: string };

export function parseListQuery(raw: unknown): ParsedListQuery {
  const result = querySchema.safeParse(raw ?? {});
  if (!result.success)
    return { ok: false, error: result.error.issues[0]?.message ?? 'Invalid list query.' };
  const q = result.data;
  return {
    ok: true,
    query: {
      page: q.page,
      pageSize: q.pageSize,
      sort: q.sort,
      search: q.search,
      genre: q.genre,
      gender: q.sex,
      status: q.status,
      plan: q.plan,
    },
  };
}

/** `%`, `_` and `\` are literal in the search text. */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
