import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListFilters, SortKey } from './filterRows';
import {
  readListParams,
  sameSort,
  writeListParams,
  type ListParams,
  type ListShape,
} from './listParams';
import type { PageSize } from './pagination';
import { useDebouncedValue } from './useDebouncedValue';

/** Typing in the search box waits for a pause before the list (and the address) follows. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's view, kept in the address bar (listParams.ts). Every change an admin makes is a
 * new history entry (Back undoes it: page 3 → Back → page 2), except typing in the search box,
 * which replaces the entry as the text settles; a new search, filter, sort or page size starts
 * again at page 1, as react-admin does.
 */
export function useListView(shape: ListShape) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { withGenre, withPlan } = shape;
  const params = useMemo(
    () => readListParams(searchParams, { withGenre, withPlan }),
    [searchParams, withGenre, withPlan],
  );
  // The callbacks below read the latest view without being rebuilt on every change.
  const paramsRef = useRef(params);
  useLayoutEffect(() => {
    paramsRef.current = params;
  }, [params]);

  const go = useCallback(
    (next: Partial<ListParams>, replace = false) => {
      const merged = { ...paramsRef.current, ...next };
      // The next change builds on this one even before the page re-renders with it.
      paramsRef.current = merged;
      setSearchParams(writeListParams(merged), { replace });
    },
    [setSearchParams],
  );

  // The search box's text: ahead of the address while the admin types.
  const [draft, setDraft] = useState(params.filters.search);
  const settled = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled !== paramsRef.current.filters.search)
      go({ filters: { ...paramsRef.current.filters, search: settled }, page: 1 }, true);
  }, [settled, go]);
  // The address changed under the box (Back, a link): the box shows it.
  const settledRef = useRef(settled);
  useLayoutEffect(() => {
    settledRef.current = settled;
  }, [settled]);
  useEffect(() => {
    if (params.filters.search !== settledRef.current) setDraft(params.filters.search);
  }, [params.filters.search]);

  const filters: ListFilters = useMemo(
    () => ({ ...params.filters, search: draft }),
    [params.filters, draft],
  );
  const setFilters = useCallback(
    (next: ListFilters) => {
      if (next.search !== draft) setDraft(next.search);
      const { search: _typed, ...chosen } = next;
      const current = paramsRef.current.filters;
      const dropdownsChanged = (Object.keys(chosen) as (keyof typeof chosen)[]).some(
        (key) => chosen[key] !== current[key],
      );
      // A cleared search box applies at once (Clear filters), like the dropdowns.
      if (dropdownsChanged || (next.search === '' && current.search !== ''))
        go({ filters: { ...next, search: next.search === '' ? '' : current.search }, page: 1 });
    },
    [draft, go],
  );

  const setSort = useCallback(
    (sort: SortKey[]) => {
      if (!sameSort(sort, paramsRef.current.sort)) go({ sort, page: 1 });
    },
    [go],
  );
  const setPage = useCallback(
    (page: number, replace = false) => {
      if (page !== paramsRef.current.page) go({ page }, replace);
    },
    [go],
  );
  const setPageSize = useCallback((pageSize: PageSize) => go({ pageSize, page: 1 }), [go]);

  return { params, filters, setFilters, setSort, setPage, setPageSize };
}
