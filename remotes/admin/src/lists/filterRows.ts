/**
 * The admin list filters (SPEC section 5): a row passes when every selected filter matches.
 * Free means not premium (isActive false); Premium means premium (isActive true). Search is a
 * case-insensitive substring match over the text and number columns. The admin API applies
 * them in SQL; here they are state, and the query string the API reads.
 */
import type { Gender, Genre, Status } from '@thrive/admin-contract';

export type Plan = 'free' | 'premium';

export interface ListFilters {
  search: string;
  genre: Genre | null;
  gender: Gender | null;
  status: Status | null;
  plan: Plan | null;
}

export const NO_FILTERS: ListFilters = {
  search: '',
  genre: null,
  gender: null,
  status: null,
  plan: null,
};

/** The Free / Premium toggles switch each other off; pressing the pressed one clears it. */
export function togglePlan(current: Plan | null, pressed: Plan): Plan | null {
  return current === pressed ? null : pressed;
}

export function hasActiveFilters(filters: ListFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.genre !== null ||
    filters.gender !== null ||
    filters.status !== null ||
    filters.plan !== null
  );
}

export interface SortKey {
  colId: string;
  sort: 'asc' | 'desc';
}

/** The admin API's list query (services/reader-api/src/core/lists/listQuery.ts). */
export function listQuery(
  filters: ListFilters,
  sortModel: readonly SortKey[],
  page: number,
  pageSize: number,
): Record<string, string> {
  const query: Record<string, string> = { page: String(page), pageSize: String(pageSize) };
  if (sortModel.length > 0)
    query.sort = sortModel.map(({ colId, sort }) => `${colId}:${sort}`).join(',');
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.genre) query.genre = filters.genre;
  if (filters.gender) query.sex = filters.gender;
  if (filters.status) query.status = filters.status;
  if (filters.plan) query.plan = filters.plan;
  return query;
}
