/**
 * A list's view in the address bar, as react-admin keeps its list params: search (`q`), the
 * filters, the sort, the page (1-based) and the page size. Reload, Back and a shared link
 * restore the same view. Defaults are left out (a plain `/writers` is page 1 of 10, unsorted);
 * a value that is not one the list offers is ignored rather than sent to the API.
 */
import {
  GENDERS,
  GENRES,
  STATUSES,
  type Gender,
  type Genre,
  type Status,
} from '@thrive/admin-contract';
import { NO_FILTERS, type ListFilters, type Plan, type SortKey } from './filterRows';
import { DEFAULT_PAGE_SIZE, isPageSize, type PageSize } from './pagination';

export interface ListParams {
  filters: ListFilters;
  sort: SortKey[];
  /** 1-based, as people count pages. */
  page: number;
  pageSize: PageSize;
}

export interface ListShape {
  withGenre: boolean;
  withPlan: boolean;
}

const SORTABLE = ['sn', 'name', 'username', 'email', 'genre', 'sex', 'status'] as const;
const PLANS: readonly Plan[] = ['free', 'premium'];
/** Pages past this are not a view anyone shares (the API refuses them too). */
const MAX_PAGE = 1_000_000;

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;

/** The sort as `name:asc,email:desc` (the API's own form): each column once, known columns only. */
export function parseSort(raw: string | null, shape: ListShape): SortKey[] {
  const keys: SortKey[] = [];
  for (const part of (raw ?? '').split(',')) {
    const [colId, sort] = part.split(':');
    if (!colId || (sort !== 'asc' && sort !== 'desc')) continue;
    if (!(SORTABLE as readonly string[]).includes(colId)) continue;
    if (colId === 'genre' && !shape.withGenre) continue;
    if (keys.some((key) => key.colId === colId)) continue;
    keys.push({ colId, sort });
  }
  return keys;
}

export const formatSort = (sort: readonly SortKey[]) =>
  sort.map(({ colId, sort: direction }) => `${colId}:${direction}`).join(',');

export function readListParams(search: URLSearchParams, shape: ListShape): ListParams {
  const page = Number(search.get('page'));
  const size = Number(search.get('perPage'));
  return {
    filters: {
      search: search.get('q') ?? NO_FILTERS.search,
      genre: shape.withGenre ? oneOf<Genre>(GENRES, search.get('genre')) : null,
      gender: oneOf<Gender>(GENDERS, search.get('sex')),
      status: oneOf<Status>(STATUSES, search.get('status')),
      plan: shape.withPlan ? oneOf<Plan>(PLANS, search.get('plan')) : null,
    },
    sort: parseSort(search.get('sort'), shape),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    pageSize: isPageSize(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export function writeListParams(params: ListParams): URLSearchParams {
  const out = new URLSearchParams();
  const { filters } = params;
  if (filters.search) out.set('q', filters.search);
  if (filters.genre) out.set('genre', filters.genre);
  if (filters.gender) out.set('sex', filters.gender);
  if (filters.status) out.set('status', filters.status);
  if (filters.plan) out.set('plan', filters.plan);
  if (params.sort.length > 0) out.set('sort', formatSort(params.sort));
  if (params.page > 1) out.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) out.set('perPage', String(params.pageSize));
  return out;
}

export const sameSort = (a: readonly SortKey[], b: readonly SortKey[]) =>
  formatSort(a) === formatSort(b);
