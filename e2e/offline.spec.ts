/**
 * Readers on patchy networks (issue 25): the shell's service worker keeps the pages a reader
 * opened and shows the offline page with the crisis help for any other, in Chromium with the
 * connection cut (`context.setOffline`).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations, saveScreenshot } from './support/a11y';
import { hydrated, openHydrated } from './support/hydration';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };

/** The pages the worker keeps, once it controls the page and has kept it. */
async function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('thrive-pages'))) return [];
    const cache = await caches.open('thrive-pages');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
}

async function waitUntilKept(page: Page, path: string): Promise<void> {
  await expect.poll(() => keptPages(page), { timeout: 30_000 }).toContain(path);
}

test.describe('offline reading', () => {
  test('visited pages read, hydrate and work offline; any other shows the offline page with crisis help', async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await openHydrated(page, '/');
    // The worker is registered after load and idle, then keeps this first page.
    await waitUntilKept(page, '/');
    await waitUntilKept(page, '/offline-page');
    await openHydrated(page, '/help');
    await waitUntilKept(page, '/help');

    await context.setOffline(true);
    for (const [path, heading] of [
      ['/', /story|answer|consult/i],
      ['/help', 'Get in touch'],
    ] as const) {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 }).first();
      await expect(h1).toContainText(heading);
      await hydrated(h1);
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      await menu.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await expect(drawer).toBeHidden();
    }

    // Never opened: the offline page, crisis help first, links to the pages kept.
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    const crisis = page.getByRole('complementary', { name: 'Need help now?' });
    await expect(crisis).toBeVisible();
    await expect(crisis.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    const main = page.getByRole('main');
    const saved = main.getByRole('list').getByRole('link');
    await expect(saved).toHaveText(['Home', 'Help']);
    await expect(saved.first()).toHaveAttribute('href', '/');
    await expect(saved.last()).toHaveAttribute('href', '/help');
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, 'offline-page-390');
    await page.setViewportSize(WIDE);
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, 'offline-page-1440');

    // A link from the offline page opens the kept page.
    await saved.last().click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('Get in touch');
    await context.close();
  });

  test('online, a controlled page load is answered by the server with its security headers', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await openHydrated(page, '/');
    await waitUntilKept(page, '/');
    const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
    expect(controlled).toBe(true);
    // A page load while controlled is answered by the server (navigation preload), not the cache.
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    expect(await response?.headerValue('content-security-policy')).toContain("script-src 'self'");
    await context.close();
  });
});
