import { useId } from 'react';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DoubleChevronLeftIcon,
  DoubleChevronRightIcon,
} from '../common/icons';
import { isPageSize, pageLabel, PAGE_SIZES, type PageSize } from './pagination';
import styles from './ListPage.module.css';

export interface PageState {
  /** Zero-based. */
  index: number;
  total: number;
  rowCount: number;
}

interface ListPaginationProps {
  label: string;
  page: PageState;
  pageSize: PageSize;
  onPageSize: (size: PageSize) => void;
  onGo: (target: 'first' | 'previous' | 'next' | 'last') => void;
}

/** Previous / next, 'Page X of Y' and the 'Show first' page-size selector (SPEC section 2). */
export function ListPagination({ label, page, pageSize, onPageSize, onGo }: ListPaginationProps) {
  const sizeId = useId();
  const atStart = page.index <= 0;
  const atEnd = page.index >= page.total - 1;
  const first = page.rowCount === 0 ? 0 : page.index * pageSize + 1;
  const last = Math.min(page.rowCount, (page.index + 1) * pageSize);

  return (
    <nav className={styles.pagination} aria-label={label}>
      <div className={styles.pageSize}>
        <label htmlFor={sizeId}>Show first</label>
        <select
          id={sizeId}
          className={styles.filterSelect}
          value={pageSize}
          onChange={(event) => {
            const size = Number(event.target.value);
            if (isPageSize(size)) onPageSize(size);
          }}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <span aria-hidden="true">rows</span>
      </div>

      <p className={styles.range}>
        {page.rowCount === 0
          ? 'No rows'
          : `${first.toLocaleString('en-NG')}–${last.toLocaleString('en-NG')} of ${page.rowCount.toLocaleString('en-NG')}`}
      </p>

      <div className={styles.pager}>
        <button
          type="button"
          className={styles.pageButton}
          aria-label="First page"
          disabled={atStart}
          onClick={() => onGo('first')}
        >
          <DoubleChevronLeftIcon size={18} />
        </button>
        <button
          type="button"
          className={styles.pageButton}
          disabled={atStart}
          onClick={() => onGo('previous')}
        >
          <ChevronLeftIcon size={18} />
          <span>Previous</span>
        </button>
        <p className={styles.pageLabel} aria-live="polite">
          {pageLabel(page.index, page.total)}
        </p>
        <button
          type="button"
          className={styles.pageButton}
          disabled={atEnd}
          onClick={() => onGo('next')}
        >
          <span>Next</span>
          <ChevronRightIcon size={18} />
        </button>
        <button
          type="button"
          className={styles.pageButton}
          aria-label="Last page"
          disabled={atEnd}
          onClick={() => onGo('last')}
        >
          <DoubleChevronRightIcon size={18} />
        </button>
      </div>
    </nav>
  );
}
