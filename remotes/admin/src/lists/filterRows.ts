/**
 * The admin list filter (SPEC section 5): a row passes when every selected filter matches.
 * Free means isActive is false; Premium means isActive is true. Search is a case-insensitive
 * substring match over the list's text and number columns.
 */
import type { Gender, Genre, Status } from '../data/types';

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

/** What a row must offer to be filtered. Writers and consultants have a genre; users isActive. */
export interface FilterableRow {
  gender: Gender;
  status: Status;
  genre?: Genre;
  isActive?: boolean;
}

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

/** Keeps column values apart so a search never matches across two columns. */
const SEPARATOR = '\u0000';

/**
 * Makes the filter for one list. `searchColumns` are the row fields behind the list's text and
 * number columns. Each row's lower-cased search text is computed once and cached per row
 * object (an edited row is a new object), which keeps a 100,000-row search fast.
 */
export function createRowFilter<T extends FilterableRow>(searchColumns: readonly (keyof T)[]) {
  const searchText = new WeakMap<T, string>();
  const textOf = (row: T): string => {
    let text = searchText.get(row);
    if (text === undefined) {
      text = searchColumns
        .map((column) => {
          const value = row[column];
          return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
        })
        .join(SEPARATOR)
        .toLowerCase();
      searchText.set(row, text);
    }
    return text;
  };

  return function filterRows(rows: readonly T[], filters: ListFilters): T[] {
    const needle = filters.search.trim().toLowerCase();
    const { genre, gender, status, plan } = filters;
    if (!needle && !genre && !gender && !status && !plan) return rows as T[];
    return rows.filter(
      (row) =>
        (genre === null || row.genre === genre) &&
        (gender === null || row.gender === gender) &&
        (status === null || row.status === status) &&
        (plan === null || row.isActive === (plan === 'premium')) &&
        (needle === '' || textOf(row).includes(needle)),
    );
  };
}
