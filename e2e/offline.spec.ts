/**
 * Readers on patchy networks (issue 25): the shell's service worker keeps the pages a reader
 * opened and shows the offline page with the crisis help for any other, in Chromium with the
 * connection cut (`context.setOffline`).
 */
import { expect, test, type Page } from '@playwright/test';
import { addressablePages, publishedPages, type PublishedPage } from '@thrive/composition/server';
import { remoteNames, remotes } from '@thrive/platform';
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

/**
 * What the reader opens online: the first page of each public remote's published route table
 * (publishedPages), so a remote added to the platform is read offline too; and a page never
 * opened, to find the offline page instead.
 */
const PAGES = addressablePages(publishedPages());
const VISITED = remoteNames
  .filter((name) => remotes[name].prerender)
  .map((name) => PAGES.find((page) => page.remote === name)!);
const NEVER_OPENED = PAGES.find((page) => !VISITED.includes(page) && !page.dataPage)!;

/** The h1 a page's published markup shows first. */
const publishedH1 = (page: PublishedPage) =>
  (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.read().html)?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

test.describe('offline reading', () => {
  test('visited pages read, hydrate and work offline; any other shows the offline page with crisis help', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await openHydrated(page, VISITED[0]!.path);
    // The worker is registered after load and idle, then keeps this first page.
    await waitUntilKept(page, VISITED[0]!.path);
    await waitUntilKept(page, '/offline-page');
    for (const visited of VISITED.slice(1)) {
      await openHydrated(page, visited.path);
      await waitUntilKept(page, visited.path);
    }

    await context.setOffline(true);
    let menus = 0;
    for (const visited of VISITED) {
      await page.goto(visited.path);
      const h1 = page.getByRole('heading', { level: 1 }).first();
      await expect(h1, visited.path).toContainText(publishedH1(visited).slice(0, 20));
      await hydrated(h1);
      // The app runs offline: the site menu of the pages that have one opens and closes.
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      if ((await menu.count()) === 0) continue;
      menus += 1;
      await menu.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer, visited.path).toBeVisible();
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await expect(drawer, visited.path).toBeHidden();
    }
    expect(menus, 'pages with the site menu').toBeGreaterThan(0);

    // Never opened: the offline page, crisis help first, links to the pages kept.
    await page.goto(NEVER_OPENED.path);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    const crisis = page.getByRole('complementary', { name: 'Need help now?' });
    await expect(crisis).toBeVisible();
    await expect(crisis.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
    const main = page.getByRole('main');
    const saved = main.getByRole('list').getByRole('link');
    await expect(saved).toHaveCount(VISITED.length);
    expect(
      await saved.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(expect.arrayContaining(VISITED.map((visited) => visited.path)));
    await expect(main.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, 'offline-page-390');
    await page.setViewportSize(WIDE);
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, 'offline-page-1440');

    // A link from the offline page opens the kept page.
    const last = VISITED[VISITED.length - 1]!;
    await main.locator(`a[href="${last.path}"]`).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(
      publishedH1(last).slice(0, 20),
    );
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
