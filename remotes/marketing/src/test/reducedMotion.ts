/**
 * Makes `matchMedia('(prefers-reduced-motion: reduce)')` match (or not) for one test.
 * Undo with `jest.restoreAllMocks()`.
 */
export function mockReducedMotion(reduce: boolean): void {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
