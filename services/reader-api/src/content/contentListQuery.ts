/**
 * The query string of the moderation lists (GET /admin/stories, GET /admin/questions), paged,
 * sorted and filtered on the server like the people lists (src/core/lists/listQuery.ts):
 *   page, pageSize (10/25/50/100), sort `column:asc|desc,…`, search, status, genre (stories),
 *   urgent=true (questions).
 */
import { z } from 'zod';
import { GENRES, PAGE_SIZES } from '@thrive/admin-contract';
import { STORY_STATUSES } from '@thrive/reader-contract/content';
import { pageField } from '../core/lists/listQuery.ts';

export const STORY_SORT_COLUMNS = ['title', 'writer', 'genre', 'status', 'updated'] as const;
export const QUESTION_SORT_COLUMNS = ['asked', 'status', 'urgent'] as const;

export interface ContentListQuery {
  page: number;
  pageSize: number;
  sort: { column: string; direction: 'asc' | 'desc' }[];
  search: string;
  status: string | null;
  genre: string | null;
  urgent: boolean | null;
}

const optionalEnum = (values: readonly string[], message: string) =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || values.includes(v), { message })
    .transform((v) => (v ? v : null));

export function parseContentListQuery(
  raw: unknown,
  columns: readonly string[],
): { ok: true; query: ContentListQuery } | { ok: false; error: string } {
  const schema = z.object({
    page: pageField,
    pageSize: z
      .string()
      .optional()
      .refine((v) => v === undefined || (PAGE_SIZES as readonly number[]).includes(Number(v)), {
        message: 'pageSize must be 10, 25, 50 or 100.',
      })
      .transform((v) => (v ? Number(v) : 10)),
    sort: z
      .string()
      .optional()
      .transform((rawSort, ctx) => {
        if (!rawSort?.trim()) return [];
        const keys: ContentListQuery['sort'] = [];
        for (const part of rawSort.split(',')) {
          const [column = '', direction = 'asc'] = part.trim().split(':');
          if (!columns.includes(column) || (direction !== 'asc' && direction !== 'desc')) {
            ctx.addIssue({
              code: 'custom',
              message: `sort must be column:asc or column:desc, with columns ${columns.join(', ')}.`,
            });
            return z.NEVER;
          }
          keys.push({ column, direction });
        }
        return keys;
      }),
    search: z
      .string()
      .optional()
      .transform((v) => (v ?? '').trim().slice(0, 200)),
    status: optionalEnum(STORY_STATUSES, 'status must be draft, in_review, published or rejected.'),
    genre: optionalEnum(GENRES, 'genre must be one of the genres.'),
    urgent: optionalEnum(['true', 'false'], 'urgent must be true or false.').transform((v) =>
      v === null ? null : v === 'true',
    ),
  });
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success)
    return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid list query.' };
  return { ok: true, query: parsed.data };
}
