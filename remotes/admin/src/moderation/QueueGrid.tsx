import { useId, useMemo, useRef, useState } from 'react';
import type {
  ColDef,
  GridApi,
  ICellRendererParams,
  IDatasource,
  IGetRowsParams,
  SortModelItem,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { Problem } from '@thrive/ui';
import { consoleGridTheme } from '../lists/gridSetup';
import type { Page } from './moderationApi';
import styles from './Moderation.module.css';

const PAGE_SIZE = 25;

/**
 * The Review column of every queue: a fixed width pinned to the right, so its button is never
 * clipped however the other columns share a 1172–1920 px screen. The button's accessible name
 * says which item it opens ("Review question 12").
 */
export function reviewColumn<T>(describe: (row: T) => string, open: (row: T) => void): ColDef<T> {
  return {
    colId: 'review',
    headerName: '',
    width: 132,
    minWidth: 132,
    pinned: 'right',
    resizable: false,
    sortable: false,
    cellRenderer: ({ data }: ICellRendererParams<T>) =>
      data ? (
        // Centred in its row, whatever the row's height: the button never runs past its cell.
        <div className={styles.reviewCell}>
          <button type="button" className={styles.cellButton} onClick={() => open(data)}>
            Review<span className={styles.visuallyHidden}> {describe(data)}</span>
          </button>
        </div>
      ) : null,
  };
}

export interface QueueGridProps<T extends { id: number }> {
  label: string;
  columns: ColDef<T>[];
  /** One page from the API: paging, sort and filters run on the server. */
  load: (query: Record<string, string>) => Promise<Page<T>>;
  /** Filters, as the API's query parameters (a change reloads from page 1). */
  filters: Record<string, string>;
  /** Bumped by the page after a decision, to read the rows again. */
  version: number;
}

/**
 * A moderation list on AG Grid's infinite row model, like the console's people lists: each
 * page, sort and filter is a request to the admin API, so the queue stays fast at any size.
 */
export function QueueGrid<T extends { id: number }>(props: QueueGridProps<T>) {
  const { label, columns, load, filters, version } = props;
  const [error, setError] = useState<string | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const apiRef = useRef<GridApi<T> | null>(null);
  const filterKey = JSON.stringify(filters);
  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: (request: IGetRowsParams) => {
        const sort = (request.sortModel as SortModelItem[])
          .map(({ colId, sort: direction }) => `${colId}:${direction}`)
          .join(',');
        const query: Record<string, string> = {
          ...(JSON.parse(filterKey) as Record<string, string>),
          page: String(Math.floor(request.startRow / PAGE_SIZE) + 1),
          pageSize: String(PAGE_SIZE),
        };
        if (sort) query.sort = sort;
        load(query).then(
          (answer) => {
            setError(null);
            setTotal(answer.total);
            request.successCallback(answer.rows, answer.total);
          },
          (failure: Error) => {
            setError(failure.message);
            request.failCallback();
          },
        );
      },
    }),
    // `version` reloads after a decision; `load` is stable per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterKey, version],
  );
  return (
    <section className={styles.panel} aria-label={label}>
      <p className={styles.summary} role="status">
        {total === null ? 'Loading…' : `${total.toLocaleString('en-NG')} in this list`}
      </p>
      {error && (
        <Problem
          title="The list could not be loaded"
          headingLevel={2}
          onRetry={() => apiRef.current?.purgeInfiniteCache()}
        >
          <p>{error}</p>
        </Problem>
      )}
      <AgGridReact<T>
        theme={consoleGridTheme}
        rowModelType="infinite"
        datasource={datasource}
        cacheBlockSize={PAGE_SIZE}
        columnDefs={columns}
        defaultColDef={{ sortable: false, resizable: true }}
        getRowId={({ data }) => String(data.id)}
        domLayout="autoHeight"
        pagination
        paginationPageSize={PAGE_SIZE}
        paginationPageSizeSelector={false}
        onGridReady={({ api }) => {
          apiRef.current = api;
        }}
        ensureDomOrder
      />
    </section>
  );
}

/** A queue's Status filter: the options in order, '' meaning All. */
export function StatusFilter<S extends string>({
  value,
  onChange,
  options,
}: {
  value: S | '';
  onChange: (value: S | '') => void;
  options: readonly (readonly [S | '', string])[];
}) {
  const id = useId();
  return (
    <div className={styles.filters}>
      <label htmlFor={id}>Status</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as S | '')}>
        {options.map(([option, label]) => (
          <option key={option} value={option}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
