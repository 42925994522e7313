import { expect, type Locator, type Page } from '@playwright/test';
import { ADMIN } from './servers.ts';

/** The console's minimum width is 1172 px; tests run it at a typical laptop width. */
export const WIDE = { width: 1440, height: 900 };

export async function openAdmin(page: Page, path: string): Promise<void> {
  await page.setViewportSize(WIDE);
  await page.goto(`${ADMIN}${path}`);
}

/** The grid's body rows, in display order (the grid keeps DOM order). */
export function gridRows(page: Page): Locator {
  return page.locator('.ag-row[role="row"]');
}

/** The text of one column down the current page (an icon's SVG title is not cell text). */
export async function columnTexts(page: Page, colId: string): Promise<string[]> {
  return page.locator(`.ag-row .ag-cell[col-id="${colId}"]`).evaluateAll((cells) =>
    cells.map((cell) => {
      const copy = cell.cloneNode(true) as Element;
      copy.querySelectorAll('svg').forEach((svg) => svg.remove());
      return copy.textContent?.trim() ?? '';
    }),
  );
}

export function headerCell(page: Page, name: string): Locator {
  return page.getByRole('columnheader', { name: new RegExp(`^${name}`) });
}

export async function waitForGrid(page: Page, rows = 10): Promise<void> {
  await expect(gridRows(page)).toHaveCount(rows);
}

export function pageLabel(page: Page): Locator {
  return page.getByRole('navigation', { name: /pages$/ }).getByText(/^Page [\d,]+ of [\d,]+$/);
}

export const sortedCopy = (values: string[]) =>
  [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** The console's narrowest and a wide desktop: controls must fit at both. */
export const CONSOLE_WIDTHS = [1172, 1920] as const;

/** Whether a control shows whole: its text fits, and its box lies inside its grid cell's. */
export async function shownWhole(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const cell = element.closest('.ag-cell') ?? element.parentElement!;
    const box = element.getBoundingClientRect();
    const within = cell.getBoundingClientRect();
    return (
      element.scrollWidth <= element.clientWidth + 1 &&
      box.left >= within.left - 1 &&
      box.right <= within.right + 1 &&
      box.top >= within.top - 1 &&
      box.bottom <= within.bottom + 1
    );
  });
}
