import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type {
  GridApi,
  IDatasource,
  IGetRowsParams,
  IRowNode,
  SortModelItem,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { Link } from 'react-router-dom';
import {
  Button,
  buttonClassName,
  Modal,
  Problem,
  useDocumentTitle,
  usePrefersReducedMotion,
} from '@thrive/ui';
import { adminApi } from '../api/adminApi';
import type { ListKind, ListPage as ApiListPage } from '../api/types';
import { useNotify } from '../common/notices';
import { buildColumns, defaultColDef } from './columns';
import {
  hasActiveFilters,
  listQuery,
  NO_FILTERS,
  type ListFilters,
  type SortKey,
} from './filterRows';
import type { ListGridContext, RowPatch } from './gridContext';
import { consoleGridTheme } from './gridSetup';
import { ListPagination, type PageState } from './ListPagination';
import { ListToolbar } from './ListToolbar';
import { DEFAULT_PAGE_SIZE, type PageSize } from './pagination';
import type { ListRow } from './rows';
import { useDebouncedValue } from './useDebouncedValue';
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
}

function markFirstRender() {
  // Guarded: not every environment (jsdom, older embedded browsers) has the User Timing API.
  if (typeof performance.mark === 'function') performance.mark(FIRST_RENDER_MARK);
}

const formatCount = (n: number, noun: { one: string; many: string }) =>
  `${n.toLocaleString('en-NG')} ${n === 1 ? noun.one : noun.many}`;

type LoadState =
  { kind: 'loading' } | { kind: 'ready'; total: number } | { kind: 'error'; message: string };

/**
 * A searchable, filterable, sortable, paged admin list (SPEC sections 2, 4 and 5), fed page by
 * page from the admin API through AG Grid's infinite row model: sorting (multi-sort with
 * Shift), filters and search all run on the server, so a list of a million stays fast.
 */
export function ListPage(props: ListPageProps) {
  const { kind, title, searchPlaceholder, noun, addLink, profileBase, withGenre, withPlan } = props;
  useDocumentTitle(`${title} · Admin`);
  const notify = useNotify();
  const reducedMotion = usePrefersReducedMotion();

  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState<PageState>({ index: 0, total: 0, rowCount: 0 });
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [confirmDelete, setConfirmDelete] = useState<ListRow | null>(null);
  const [deleting, setDeleting] = useState(false);
  const apiRef = useRef<GridApi<ListRow> | null>(null);
  // The sort survives a page-size change (which rebuilds the grid).
  const [sortKeys, setSortKeys] = useState<SortKey[]>([]);

  // Typing in the search box waits for a pause; the dropdowns apply at once.
  const search = useDebouncedValue(filters.search, 300);
  const { genre, gender, status, plan } = filters;
  const applied = useMemo<ListFilters>(
    () => ({ search, genre, gender, status, plan }),
    [search, genre, gender, status, plan],
  );

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: (params: IGetRowsParams) => {
        const sortModel = params.sortModel as SortModelItem[];
        const keys = sortModel.map(({ colId, sort }) => ({ colId, sort }));
        setSortKeys(keys);
        const pageNumber = Math.floor(params.startRow / pageSize) + 1;
        setLoad((current) => (current.kind === 'ready' ? current : { kind: 'loading' }));
        adminApi
          .get<ApiListPage<ListRow>>(
            `/admin/${kind}`,
            `The ${noun.many} could not be loaded.`,
            listQuery(applied, keys, pageNumber, pageSize),
          )
          .then(
            (answer) => {
              params.successCallback(answer.rows, answer.total);
              setLoad({ kind: 'ready', total: answer.total });
            },
            (error: Error) => {
              params.failCallback();
              setLoad({ kind: 'error', message: error.message });
            },
          );
      },
    }),
    [kind, noun.many, applied, pageSize],
  );

  const reload = useCallback(() => {
    setLoad({ kind: 'loading' });
    apiRef.current?.purgeInfiniteCache();
  }, []);

  const changeRow = useCallback(
    (node: IRowNode<ListRow>, patch: RowPatch) => {
      const before = node.data;
      if (!before) return;
      node.setData({ ...before, ...patch } as ListRow);
      adminApi
        .patch<{ person: ListRow }>(
          `/admin/${kind}/${before._id}`,
          patch,
          'The change could not be saved.',
        )
        .then(
          (answer) => {
            node.setData(answer.person);
            const what = Object.entries(patch)
              .map(([field, value]) => `${field} ${String(value)}`)
              .join(', ');
            notify(`Saved: ${before.name} now has ${what}.`);
          },
          (error: Error) => {
            node.setData(before);
            notify(`Not saved: ${error.message}`);
          },
        );
    },
    [kind, notify],
  );

  const resetPassword = useCallback(
    (row: ListRow) => {
      adminApi
        .send('post', `/admin/${kind}/${row._id}/password-reset`, 'The e-mail could not be sent.')
        .then(
          () => notify(`Password reset e-mail sent to ${row.email}.`),
          (error: Error) => notify(`Not sent: ${error.message}`),
        );
    },
    [kind, notify],
  );

  const deleteConfirmed = async () => {
    if (!confirmDelete) return;
    setDeleting(true);
    try {
      await adminApi.send(
        'delete',
        `/admin/${kind}/${confirmDelete._id}`,
        'The profile could not be deleted.',
      );
      notify(
        `${confirmDelete.name} was moved to Deleted Profiles. You can restore them there for 14 days.`,
      );
      apiRef.current?.refreshInfiniteCache();
    } catch (error) {
      notify(`Not deleted: ${(error as Error).message}`);
    } finally {
      setDeleting(false);
      setConfirmDelete(null);
    }
  };

  const context = useMemo<ListGridContext>(
    () => ({ profileBase, changeRow, askDelete: setConfirmDelete, resetPassword }),
    [profileBase, changeRow, resetPassword],
  );
  const columnDefs = useMemo(() => buildColumns({ withGenre }), [withGenre]);

  const readPage = (gridApi: GridApi<ListRow>) =>
    setPage({
      index: gridApi.paginationGetCurrentPage(),
      total: gridApi.paginationGetTotalPages(),
      rowCount: load.kind === 'ready' ? load.total : gridApi.paginationGetRowCount(),
    });

  // A new total (after a filter change or a delete) re-reads the pager.
  useEffect(() => {
    if (apiRef.current && load.kind === 'ready') readPage(apiRef.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);

  const total = load.kind === 'ready' ? load.total : null;
  const filtered = hasActiveFilters(applied);
  const summary =
    load.kind === 'loading'
      ? `Loading ${noun.many}…`
      : load.kind === 'error'
        ? `The ${noun.many} could not be loaded.`
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
          filters={filters}
          onChange={setFilters}
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

        <div className={styles.gridFrame} aria-busy={load.kind === 'loading'}>
          <AgGridReact<ListRow>
            key={pageSize}
            theme={consoleGridTheme}
            rowModelType="infinite"
            datasource={datasource}
            cacheBlockSize={pageSize}
            infiniteInitialRowCount={pageSize}
            maxBlocksInCache={20}
            initialState={{ sort: { sortModel: sortKeys } }}
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
            suppressLoadingOverlay
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
              readPage(api);
            }}
            onGridPreDestroyed={() => {
              apiRef.current = null;
            }}
            onPaginationChanged={({ api }) => readPage(api)}
            onFirstDataRendered={markFirstRender}
          />
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
                  onClick={() => setFilters(NO_FILTERS)}
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
          onPageSize={(size) => setPageSize(size)}
          onGo={(target) => {
            const api = apiRef.current;
            if (!api) return;
            if (target === 'first') api.paginationGoToFirstPage();
            if (target === 'previous') api.paginationGoToPreviousPage();
            if (target === 'next') api.paginationGoToNextPage();
            if (target === 'last') api.paginationGoToLastPage();
          }}
        />
      </section>

      {confirmDelete && (
        <Modal
          title={`Delete ${confirmDelete.name}?`}
          tone="error"
          onClose={() => !deleting && setConfirmDelete(null)}
          actions={
            <>
              <Button
                variant="secondary"
                onClick={() => setConfirmDelete(null)}
                disabled={deleting}
              >
                Cancel
              </Button>
              <Button onClick={() => void deleteConfirmed()} disabled={deleting}>
                {deleting ? 'Deleting…' : 'Delete'}
              </Button>
            </>
          }
        >
          <p>
            {confirmDelete.name} will move to Deleted Profiles, where they can be restored for the
            next 14 days. After that the profile is removed for good.
          </p>
        </Modal>
      )}
    </div>
  );
}
