/** SPEC sections 4 and 9: page sizes 10, 25, 50, 100; size 10 and page index 0 by default. */
import { PAGE_SIZES, type PageSize } from '@thrive/admin-contract';

export { PAGE_SIZES, type PageSize };
export const DEFAULT_PAGE_SIZE: PageSize = 10;

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

export function pageCount(rowCount: number, pageSize: number): number {
  return Math.ceil(rowCount / pageSize);
}

/** 'Page X of Y' for a zero-based page index; an empty list still reads 'Page 1 of 1'. */
export function pageLabel(pageIndex: number, totalPages: number): string {
  const total = Math.max(1, totalPages);
  const format = (n: number) => n.toLocaleString('en-NG');
  return `Page ${format(Math.min(pageIndex + 1, total))} of ${format(total)}`;
}
