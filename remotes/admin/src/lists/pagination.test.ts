import { DEFAULT_PAGE_SIZE, isPageSize, pageCount, pageLabel, PAGE_SIZES } from './pagination';

describe('pagination constants and labels', () => {
  it('offers 10, 25, 50, 100 with 10 as the default', () => {
    expect(PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(isPageSize(25)).toBe(true);
    expect(isPageSize(20)).toBe(false);
  });

  it('counts 4 pages for 31 writers and 3 for 30 users at 10 a page', () => {
    expect(pageCount(31, 10)).toBe(4);
    expect(pageCount(30, 10)).toBe(3);
    expect(pageCount(31, 25)).toBe(2);
    expect(pageCount(31, 50)).toBe(1);
    expect(pageCount(30, 100)).toBe(1);
  });

  it("reads 'Page X of Y' from a zero-based index", () => {
    expect(pageLabel(0, 4)).toBe('Page 1 of 4');
    expect(pageLabel(3, 4)).toBe('Page 4 of 4');
    expect(pageLabel(0, 0)).toBe('Page 1 of 1');
    expect(pageLabel(1233, 10_000)).toBe('Page 1,234 of 10,000');
  });
});
