/**
 * The admin dashboard fetches the lists' grid (AG Grid, the console's largest chunk) while the
 * browser is idle, so the first list opens without that download; Data Saver turns it off.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { origins } from '@thrive/platform/node';
import { enrolAdmin, signInAdmin, type E2EAdmin } from './support/adminSignIn.ts';
import { ADMIN } from './support/servers.ts';

test.describe.configure({ mode: 'serial' });

let admin: E2EAdmin;
test.beforeAll(async ({ browser }) => {
  admin = await enrolAdmin(browser, 'prefetch.admin');
});

/** Scripts from the admin remote that carry AG Grid, as the page receives them. */
function watchGridChunks(page: Page): string[] {
  const grid: string[] = [];
  page.on('response', (response: Response) => {
    const url = response.url();
    if (!url.startsWith(origins.admin) || !url.split('?')[0]!.endsWith('.js')) return;
    void response
      .text()
      .then((body) => {
        if (body.includes('ag-root-wrapper')) grid.push(url);
      })
      .catch(() => undefined);
  });
  return grid;
}

async function signInToDashboard(page: Page) {
  await signInAdmin(page, admin, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Admin' })).toBeVisible();
}

test('the dashboard fetches the grid when idle, before any list is opened', async ({ page }) => {
  const grid = watchGridChunks(page);
  await signInToDashboard(page);
  await expect.poll(() => grid.length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(page.url()).toBe(`${ADMIN}/`);

  // Opening a list now needs no new grid download.
  const before = grid.length;
  await page.getByRole('link', { name: 'Writers', exact: true }).first().click();
  await expect(page.locator('.ag-root-wrapper')).toBeVisible();
  expect(grid.length).toBe(before);
});

test('with Data Saver on, the dashboard leaves the grid for the lists', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true, effectiveType: '4g' },
    });
  });
  const grid = watchGridChunks(page);
  await signInToDashboard(page);
  // Long past idle: the main thread has been quiet for a while.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500))),
  );
  expect(grid).toEqual([]);
  await page.getByRole('link', { name: 'Writers', exact: true }).first().click();
  await expect(page.locator('.ag-root-wrapper')).toBeVisible();
  await expect.poll(() => grid.length).toBeGreaterThan(0);
});
