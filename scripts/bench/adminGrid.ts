/**
 * Admin grid benchmark: the writers list with 100,000 generated rows (the development data size
 * switch, `?rows=`, honoured on loopback hosts such as admin.localhost). Measures, in the page:
 * - firstRenderMs: navigation start → the grid's first rows on screen (the app marks
 *   'thrive-admin:grid-first-render' in AG Grid's firstDataRendered event), so it includes
 *   loading the shell and the admin remote, generating the rows and building the grid;
 * - sortMs: a click on the Name header → the sorted page painted;
 * - filterMs: typing a search term (one input event) → the filtered page painted.
 * `pnpm bench` calls this and prints the figures.
 */
import type { Page } from '@playwright/test';

export const BENCH_ROWS = 100_000;
/** A common first name in the generated data: the filter keeps a realistic share of rows. */
export const BENCH_SEARCH_TERM = 'chioma';
const FIRST_RENDER_MARK = 'thrive-admin:grid-first-render';
/** The list dispatches this on window after each grid model update (size switch on only). */
const MODEL_UPDATED_EVENT = 'thrive-admin:grid-model-updated';

export interface AdminGridBench {
  firstRenderMs: number;
  sortMs: number;
  filterMs: number;
}

/** The slice of AG Grid's API the page exposes on window when the size switch is on. */
interface BenchGridApi {
  paginationGetRowCount(): number;
}
type BenchWindow = Window & { __thriveAdminGrid?: BenchGridApi };

export async function benchAdminGrid(page: Page, adminOrigin: string): Promise<AdminGridBench> {
  // The console needs at least 1172 px; narrower windows are sent to /download.
  await page.setViewportSize({ width: 1440, height: 900 });
  // tsx (esbuild, keepNames) wraps named functions in `__name(...)`; the functions below run in
  // the page, where that helper does not exist.
  await page.addInitScript('window.__name = window.__name || ((fn) => fn);');
  await page.goto(`${adminOrigin}/writers?rows=${BENCH_ROWS}`);
  await page.waitForFunction(
    (mark) =>
      performance.getEntriesByName(mark).length > 0 &&
      (window as BenchWindow).__thriveAdminGrid !== undefined,
    FIRST_RENDER_MARK,
    { timeout: 180_000 },
  );
  const firstRenderMs = await page.evaluate(
    (mark) => performance.getEntriesByName(mark)[0]!.startTime,
    FIRST_RENDER_MARK,
  );
  const loaded = await page.evaluate(() =>
    (window as BenchWindow).__thriveAdminGrid!.paginationGetRowCount(),
  );
  if (loaded !== BENCH_ROWS) {
    throw new Error(`The writers list loaded ${loaded} rows, expected ${BENCH_ROWS}.`);
  }

  const sortMs = await page.evaluate(async (modelUpdated) => {
    const label = document.querySelector<HTMLElement>(
      '.ag-header-cell[col-id="name"] .ag-header-cell-label',
    );
    if (!label) throw new Error('No Name header to click.');
    const sorted = new Promise<void>((resolve) => {
      window.addEventListener(modelUpdated, () => resolve(), { once: true });
    });
    const start = performance.now();
    label.click();
    await sorted;
    // The sorted page is on screen after the next frame is painted.
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - start;
  }, MODEL_UPDATED_EVENT);
  const sortState = await page.getAttribute('.ag-header-cell[col-id="name"]', 'aria-sort');
  if (sortState !== 'ascending') throw new Error(`Name is not sorted (aria-sort=${sortState}).`);

  const filter = await page.evaluate(
    async ({ term, total, modelUpdated }) => {
      const api = (window as BenchWindow).__thriveAdminGrid!;
      const input = document.querySelector<HTMLInputElement>('input[type="search"]');
      if (!input) throw new Error('No search box.');
      const filtered = new Promise<void>((resolve) => {
        const check = () => {
          if (api.paginationGetRowCount() === total) return;
          window.removeEventListener(modelUpdated, check);
          resolve();
        };
        window.addEventListener(modelUpdated, check);
      });
      // What typing does: set the value through the native setter and fire one input event,
      // so React's onChange sees it.
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      const start = performance.now();
      setValue.call(input, term);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await filtered;
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return { ms: performance.now() - start, rows: api.paginationGetRowCount() };
    },
    { term: BENCH_SEARCH_TERM, total: BENCH_ROWS, modelUpdated: MODEL_UPDATED_EVENT },
  );
  if (filter.rows === 0 || filter.rows >= BENCH_ROWS) {
    throw new Error(`Searching "${BENCH_SEARCH_TERM}" left ${filter.rows} rows.`);
  }

  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { firstRenderMs: round(firstRenderMs), sortMs: round(sortMs), filterMs: round(filter.ms) };
}
