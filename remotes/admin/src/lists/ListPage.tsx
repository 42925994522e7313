import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GridApi, IDatasource, IGetRowsParams, SortModelItem } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { Link } from 'react-router-dom';
import { buttonClassName, Problem, useDocumentTitle, usePrefersReducedMotion } from '@thrive/ui';
import { usePersonActions } from '../actions/personActions';
import { useNotify } from '../common/notices';
import { adminApi } from '../api/adminApi';
import type { ListKind, ListPage as ApiListPage } from '../api/types';
import { buildColumns, defaultColDef } from './columns';
import { hasActiveFilters, listQuery, NO_FILTERS, type SortKey } from './filterRows';
import type { ListGridContext, RowPatch } from './gridContext';
import { consoleGridTheme } from './gridSetup';
import { sameSort } from './listParams';
import { ListPagination, type PageState } from './ListPagination';
import { ListToolbar } from './ListToolbar';
import { resendInvitation, withInvitations } from './invitations';
import type { ListRow } from './rows';
import { useListView } from './useListView';
import styles from './ListPage.module.css';

/** Marked when a list grid first shows rows; the benchmark reads it. */
export const FIRST_RENDER_MARK = 'thrive-admin:grid-first-render';

export interface ListPageProps {
  kind: ListKind;
  title: string;
  searchPlaceholder: string;
  noun: { one: string; many: string };
  addLink?: { to: string; label: string };
  /** Where the Name links go ('/writers', '/users'); null for plain-text names. */
  profileBase: string | null;
  withGenre: boolean;
  withPlan: boolean;
  /** The Invitation column (consultants: their studio invitation, with Resend). */
  withInvitation?: boolean;
}

function markFirstRender() {
  // Guarded: not every environment (jsdom, older embedded browsers) has the User Timing API.
  if (typeof performance.mark === 'function') performance.mark(FIRST_RENDER_MARK);
}

const formatCount = (n: number, noun: { one: string; many: string }) =>
  `${n.toLocaleString('en-NG')} ${n === 1 ? noun.one : noun.many}`;

/** The grid's sort, in the order its columns were chosen (multi-sort). */
function gridSort(api: GridApi<ListRow>): SortKey[] {
  return api
    .getColumnState()
    .filter((column) => column.sort)
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((column) => ({ colId: column.colId, sort: column.sort as SortKey['sort'] }));
}

type LoadState =
  { kind: 'loading' } | { kind: 'ready'; total: number } | { kind: 'error'; message: string };

/**
 * A searchable, filterable, sortable, paged admin list (SPEC sections 2, 4 and 5), fed page by
 * page from the admin API through AG Grid's infinite row model: sorting (multi-sort with
 * Shift), filters and search all run on the server, so a list of a million stays fast. The
 * view (search, filters, sort, page, page size) lives in the address bar (useListView.ts):
 * the grid follows it, and what the admin does in the grid is written there.
 */
export function ListPage(props: ListPageProps) {
  const { kind, title, searchPlaceholder, noun, addLink, profileBase, withGenre, withPlan } = props;
  const withInvitation = props.withInvitation ?? false;
  const notify = useNotify();
  useDocumentTitle(`${title} · Admin`);
  const reducedMotion = usePrefersReducedMotion();
  const view = useListView({ withGenre, withPlan });
  const { params } = view;
  const { pageSize } = params;

  const [page, setPageState] = useState<PageState>({ index: 0, total: 0, rowCount: 0 });
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [fetching, setFetching] = useState(true);
  const apiRef = useRef<GridApi<ListRow> | null>(null);

  const { search, genre, gender, status, plan } = params.filters;
  const applied = useMemo(
    () => ({ search, genre, gender, status, plan }),
    [search, genre, gender, status, plan],
  );

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: (request: IGetRowsParams) => {
        const keys = (request.sortModel as SortModelItem[]).map(({ colId, sort }) => ({
          colId,
          sort,
        }));
        const pageNumber = Math.floor(request.startRow / pageSize) + 1;
        setFetching(true);
        setLoad((current) => (current.kind === 'error' ? { kind: 'loading' } : current));
        adminApi
          .get<ApiListPage<ListRow>>(
            `/admin/${kind}`,
            `The ${noun.many} could not be loaded.`,
            listQuery(applied, keys, pageNumber, pageSize),
          )
          .then(async (answer) => ({
            ...answer,
            rows:
              withInvitation && kind !== 'users'
                ? await withInvitations(kind, answer.rows)
                : answer.rows,
          }))
          .then(
            (answer) => {
              request.successCallback(answer.rows, answer.total);
              setLoad({ kind: 'ready', total: answer.total });
            },
            (error: Error) => {
              request.failCallback();
              setLoad({ kind: 'error', message: error.message });
            },
          )
          .finally(() => setFetching(false));
      },
    }),
    [kind, noun.many, applied, pageSize, withInvitation],
  );

  const reload = useCallback(() => {
    setLoad({ kind: 'loading' });
    apiRef.current?.purgeInfiniteCache();
  }, []);

  const readPage = useCallback((gridApi: GridApi<ListRow>, total: number | null) => {
    setPageState({
      index: gridApi.paginationGetCurrentPage(),
      total: gridApi.paginationGetTotalPages(),
      rowCount: total ?? gridApi.paginationGetRowCount(),
    });
  }, []);
  const total = load.kind === 'ready' ? load.total : null;

  // A new total (after a filter change or a delete) re-reads the pager.
  useEffect(() => {
    if (apiRef.current && total !== null) readPage(apiRef.current, total);
  }, [total, readPage]);

  // The address's sort → the grid (Back, a shared link). Compared with the sort the grid last
  // reported, not its live state: a header click not yet reported must not be undone here.
  const reportedSort = useRef(params.sort);
  useEffect(() => {
    const api = apiRef.current;
    if (!api || sameSort(reportedSort.current, params.sort)) return;
    api.applyColumnState({
      state: params.sort.map(({ colId, sort }, sortIndex) => ({ colId, sort, sortIndex })),
      defaultState: { sort: null },
    });
  }, [params.sort]);

  // The address's page → the grid, once the grid knows that the page exists; an address past
  // the last page (the list shrank since the link was made) shows the last page.
  const { setPage } = view;
  useEffect(() => {
    const api = apiRef.current;
    if (!api) return;
    const wanted = params.page - 1;
    if (api.paginationGetCurrentPage() === wanted) return;
    if (wanted < api.paginationGetTotalPages()) api.paginationGoToPage(wanted);
    else if (total !== null && !fetching) setPage(Math.max(1, Math.ceil(total / pageSize)), true);
  }, [params.page, page.total, total, fetching, pageSize, setPage]);

  const actions = usePersonActions<ListRow>(kind, {
    onSaved: (person) => apiRef.current?.getRowNode(String(person._id))?.setData(person),
    onRefused: (before) => apiRef.current?.getRowNode(String(before._id))?.setData(before),
    onDeleted: () => apiRef.current?.refreshInfiniteCache(),
    onRestored: () => apiRef.current?.refreshInfiniteCache(),
  });
  const { change, askDelete, askReset } = actions;
  const context = useMemo<ListGridContext>(
    () => ({
      profileBase,
      changeRow: (node, patch: RowPatch) => {
        if (!node.data) return;
        const before = node.data;
        // The row shows the choice at once; a refusal puts the old value back.
        node.setData({ ...before, ...patch } as ListRow);
        change(before, patch);
      },
      askDelete,
      resetPassword: askReset,
      resendInvitation: (node) => {
        const row = node.data;
        if (!row || kind === 'users') return;
        resendInvitation(kind, row._id).then(
          ({ message, ...invitation }) => {
            node.setData({ ...row, invitation } as ListRow);
            notify(`${message} ${row.name} can set their password from the new link.`);
          },
          (error: Error) => notify(`Not sent: ${error.message}`),
        );
      },
    }),
    [profileBase, change, askDelete, askReset, kind, notify],
  );
  const columnDefs = useMemo(
    () => buildColumns({ withGenre, withInvitation }),
    [withGenre, withInvitation],
  );

  const filtered = hasActiveFilters(applied);
  const summary =
    load.kind === 'loading'
      ? `Loading ${noun.many}…`
      : load.kind === 'error'
        ? ''
        : filtered
          ? `${formatCount(total ?? 0, noun)} match your search and filters`
          : formatCount(total ?? 0, noun);

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

      <section className={styles.panel} aria-label={`${title} list`}>
        <ListToolbar
          filters={view.filters}
          onChange={view.setFilters}
          searchPlaceholder={searchPlaceholder}
          withGenre={withGenre}
          withPlan={withPlan}
        />
        <p className={styles.sortHint}>
          Select a column heading to sort it ascending, then descending, then unsorted. Hold Shift
          while selecting another heading to sort by more than one column. In the table, the arrow
          keys move between cells and Enter reaches a cell&apos;s link, button or dropdown.
        </p>

        {load.kind === 'error' && (
          <Problem title={`The ${noun.many} could not be loaded`} headingLevel={2} onRetry={reload}>
            <p>{load.message}</p>
          </Problem>
        )}

        <div
          className={`${styles.gridFrame} ${load.kind === 'error' ? styles.failed : ''}`}
          aria-busy={fetching}
        >
          <AgGridReact<ListRow>
            key={pageSize}
            theme={consoleGridTheme}
            rowModelType="infinite"
            datasource={datasource}
            cacheBlockSize={pageSize}
            // Where the grid starts (read once, when it is built): the address's page and sort,
            // with enough rows for that page to exist before the first answer.
            infiniteInitialRowCount={params.page * pageSize}
            maxBlocksInCache={20}
            initialState={{
              sort: { sortModel: params.sort },
              pagination: { page: params.page - 1, pageSize },
            }}
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
            // The console draws its own loading overlay (below), over the previous page's rows.
            loading={false}
            tooltipShowDelay={300}
            tooltipShowMode="whenTruncated"
            ensureDomOrder
            // A page holds at most 100 rows and the grid grows to fit them (autoHeight), so
            // all of them are rendered: row virtualisation would only add work here.
            suppressRowVirtualisation
            animateRows={!reducedMotion}
            // One tab stop: Tab leaves the grid; the arrow keys move inside it.
            tabToNextCell={() => false}
            tabToNextHeader={() => false}
            onGridReady={({ api }) => {
              apiRef.current = api;
              reportedSort.current = gridSort(api);
              readPage(api, null);
            }}
            onGridPreDestroyed={() => {
              apiRef.current = null;
            }}
            onSortChanged={({ api }) => {
              reportedSort.current = gridSort(api);
              view.setSort(reportedSort.current);
            }}
            onPaginationChanged={({ api }) => readPage(api, total)}
            onFirstDataRendered={markFirstRender}
          />
          {fetching && load.kind !== 'error' && (
            <div className={styles.loadingOverlay} aria-hidden="true">
              <span className={styles.spinner} />
              <span>Loading {noun.many}…</span>
            </div>
          )}
          {load.kind === 'ready' && total === 0 && (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>
                {filtered
                  ? `No ${noun.many} match your search and filters.`
                  : `No ${noun.many} yet.`}
              </p>
              {filtered && (
                <button
                  type="button"
                  className={buttonClassName('secondary')}
                  onClick={() => view.setFilters(NO_FILTERS)}
                >
                  Clear filters
                </button>
              )}
            </div>
          )}
        </div>

        <ListPagination
          label={`${title} pages`}
          page={page}
          pageSize={pageSize}
          onPageSize={view.setPageSize}
          onGo={(target) => {
            const last = Math.max(1, page.total);
            const current = page.index + 1;
            const to = { first: 1, previous: current - 1, next: current + 1, last }[target];
            view.setPage(Math.min(last, Math.max(1, to)));
          }}
        />
      </section>
      {actions.dialog}
    </div>
  );
}
