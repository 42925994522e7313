import { useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import type { GridApi } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClassName, useDocumentTitle, usePrefersReducedMotion } from '@thrive/ui';
import { useNotify } from '../common/notices';
import { devRowCount } from '../data/devRows';
import { buildColumns, defaultColDef } from './columns';
import { RESET_NOTE } from './cells';
import { createRowFilter, hasActiveFilters, NO_FILTERS, type ListFilters } from './filterRows';
import type { ListGridContext, RowPatch } from './gridContext';
import { consoleGridTheme } from './gridSetup';
import { ListPagination, type PageState } from './ListPagination';
import { ListToolbar } from './ListToolbar';
import { DEFAULT_PAGE_SIZE, type PageSize } from './pagination';
import type { ListRow } from './rows';
import styles from './ListPage.module.css';

declare global {
  interface Window {
    /** The grid API, exposed only when the development data size switch is on (for the bench). */
    __thriveAdminGrid?: GridApi<ListRow>;
  }
}

/** Marked when a list grid first shows rows; the benchmark reads it. */
export const FIRST_RENDER_MARK = 'thrive-admin:grid-first-render';
/** Dispatched on window after each grid model update, only with the size switch (for the bench). */
export const MODEL_UPDATED_EVENT = 'thrive-admin:grid-model-updated';

const announceModelUpdate = () => window.dispatchEvent(new Event(MODEL_UPDATED_EVENT));

export interface ListPageProps<T extends ListRow> {
  title: string;
  searchPlaceholder: string;
  noun: { one: string; many: string };
  addLink?: { to: string; label: string };
  /** Where the Name links go ('/writers', '/users'); null for plain-text names. */
  profileBase: string | null;
  withGenre: boolean;
  withPlan: boolean;
  /** The row fields behind the text and number columns, for search. */
  searchColumns: readonly (keyof T)[];
  /** The sample rows, or `count` generated rows when the development size switch asks. */
  makeRows: (count: number | null) => T[];
}

function markFirstRender() {
  // Guarded: not every environment (jsdom, older embedded browsers) has the User Timing API.
  if (typeof performance.mark === 'function') performance.mark(FIRST_RENDER_MARK);
}

const count = (n: number, noun: { one: string; many: string }) =>
  `${n.toLocaleString('en-NG')} ${n === 1 ? noun.one : noun.many}`;

/** A searchable, filterable, sortable, paged admin list (SPEC sections 2, 4 and 5). */
export function ListPage<T extends ListRow>(props: ListPageProps<T>) {
  const { title, searchPlaceholder, noun, addLink, profileBase, withGenre, withPlan } = props;
  useDocumentTitle(`${title} · Admin`);
  const notify = useNotify();
  const reducedMotion = usePrefersReducedMotion();
  const resetNoteId = useId();
  const location = useLocation();

  const [devCount] = useState(() => devRowCount(window.location.hostname, location.search));
  const [rows, setRows] = useState<T[]>(() => props.makeRows(devCount));
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState<PageState>({ index: 0, total: 0, rowCount: 0 });
  const [api, setApi] = useState<GridApi<ListRow> | null>(null);

  // Typing stays responsive on very large lists: the grid catches up with the latest filters.
  const appliedFilters = useDeferredValue(filters);
  const filterRows = useMemo(() => createRowFilter<T>(props.searchColumns), [props.searchColumns]);
  const visibleRows = useMemo(
    () => filterRows(rows, appliedFilters),
    [filterRows, rows, appliedFilters],
  );

  // The bench hook (size switch only) must not outlive this list.
  useEffect(
    () => () => {
      if (window.__thriveAdminGrid === api) delete window.__thriveAdminGrid;
    },
    [api],
  );

  // New filters start again from the first page.
  useEffect(() => {
    api?.paginationGoToFirstPage();
  }, [api, appliedFilters]);

  // Row edits change only this local copy: no call, no persistence (SPEC section 4).
  const updateRow = useCallback((id: number, patch: RowPatch) => {
    setRows((current) => current.map((row) => (row._id === id ? { ...row, ...patch } : row)));
  }, []);

  const context = useMemo<ListGridContext>(
    () => ({ profileBase, updateRow, notify, resetNoteId }),
    [profileBase, updateRow, notify, resetNoteId],
  );
  const columnDefs = useMemo(() => buildColumns({ withGenre }), [withGenre]);

  const readPage = (gridApi: GridApi<ListRow>) =>
    setPage({
      index: gridApi.paginationGetCurrentPage(),
      total: gridApi.paginationGetTotalPages(),
      rowCount: gridApi.paginationGetRowCount(),
    });

  const filtered = hasActiveFilters(appliedFilters);
  const summary = filtered
    ? `${visibleRows.length.toLocaleString('en-NG')} of ${count(rows.length, noun)} match`
    : count(rows.length, noun);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.summary} role="status">
            {summary}
          </p>
        </div>
        {addLink && (
          <Link to={addLink.to} className={buttonClassName('primary')}>
            <span aria-hidden="true">+</span> {addLink.label}
          </Link>
        )}
      </header>

      {devCount !== null && (
        <p className={styles.devBanner}>
          Development data: {count(rows.length, noun)} generated by the <code>?rows=</code> switch.
          Remove it from the address to see the sample data.
        </p>
      )}

      <section className={styles.panel} aria-label={`${title} list`}>
        <ListToolbar
          filters={filters}
          onChange={setFilters}
          searchPlaceholder={searchPlaceholder}
          withGenre={withGenre}
          withPlan={withPlan}
        />
        <p className={styles.sortHint}>
          Select a column heading to sort it ascending, then descending, then unsorted. Hold Shift
          while selecting another heading to sort by more than one column.
        </p>

        <div className={styles.gridFrame}>
          <AgGridReact<ListRow>
            theme={consoleGridTheme}
            rowData={visibleRows}
            columnDefs={columnDefs}
            defaultColDef={defaultColDef}
            getRowId={({ data }) => String(data._id)}
            context={context}
            domLayout="autoHeight"
            pagination
            paginationPageSize={pageSize}
            paginationPageSizeSelector={false}
            suppressPaginationPanel
            suppressNoRowsOverlay
            ensureDomOrder
            // A page holds at most 100 rows and the grid grows to fit them (autoHeight), so
            // all of them are rendered: row virtualisation would only add work here.
            suppressRowVirtualisation
            animateRows={!reducedMotion}
            onGridReady={({ api: gridApi }) => {
              setApi(gridApi);
              readPage(gridApi);
              if (devCount !== null) window.__thriveAdminGrid = gridApi;
            }}
            onPaginationChanged={({ api: gridApi }) => readPage(gridApi)}
            onFirstDataRendered={markFirstRender}
            onModelUpdated={devCount !== null ? announceModelUpdate : undefined}
          />
          {visibleRows.length === 0 && (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>No {noun.many} match your search and filters.</p>
              <button
                type="button"
                className={buttonClassName('secondary')}
                onClick={() => setFilters(NO_FILTERS)}
              >
                Clear filters
              </button>
            </div>
          )}
        </div>

        <ListPagination
          label={`${title} pages`}
          page={page}
          pageSize={pageSize}
          onPageSize={(size) => {
            setPageSize(size);
            api?.paginationGoToFirstPage();
          }}
          onGo={(target) => {
            if (!api) return;
            if (target === 'first') api.paginationGoToFirstPage();
            if (target === 'previous') api.paginationGoToPreviousPage();
            if (target === 'next') api.paginationGoToNextPage();
            if (target === 'last') api.paginationGoToLastPage();
          }}
        />
      </section>
      <span id={resetNoteId} hidden>
        {RESET_NOTE}
      </span>
    </div>
  );
}
