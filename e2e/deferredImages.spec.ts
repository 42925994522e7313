/**
 * Images below a phone's first screen (the store badges, the home page's art, the About page's
 * portraits) wait until the page is interactive (packages/ui/src/image/DeferredImage.tsx): on
 * the readers' link they would share it with the scripts hydration needs. Without JavaScript,
 * and on a page kept as the server sent it after its remote failed, they show all the same.
 */
import { expect, test, type Page } from '@playwright/test';
import { emulatePhone, PHONE_VIEWPORT, READERS_PHONE } from '../test/phoneProfiles.ts';
import { hydrated } from './support/hydration.ts';
import { origins } from '@thrive/platform/node';
import { PUBLIC } from './support/servers.ts';

const DEFERRED =
  /\/assets\/(google-play-badge|app-store-badge|start|soar|face-\d)\.[0-9a-f]+\.svg$/;

const badge = (page: Page) => page.getByRole('img', { name: /^Google Play/ }).first();

/** Whether the image is painted with its file (not the empty box held before hydration). */
const shown = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate(
      (image: HTMLImageElement) =>
        !image.currentSrc.startsWith('data:') && image.complete && image.naturalWidth > 0,
    );

test.describe('deferred images', () => {
  test.use({ viewport: PHONE_VIEWPORT });
  test.setTimeout(120_000);

  test('before hydration none is fetched: the badge keeps its box and its name, painted empty', async ({
    page,
  }) => {
    // The page's scripts never come: the page stays as the server sent it, as it is on the
    // readers' link until the scripts are in.
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (DEFERRED.test(request.url())) fetched.push(request.url());
    });
    await page.route(/\/assets\/vendor\.[0-9a-f]+\.js$/, (route) => route.abort());
    for (const path of ['/about', '/']) {
      await page.goto(`${PUBLIC}${path}`);
      // Every part of the page comes near the screen once (lazy images would load then).
      for (let y = 0; y < 12_000; y += 600) await page.mouse.wheel(0, 600);
      await page.waitForLoadState('networkidle');
    }
    expect(fetched).toEqual([]);
    const image = badge(page);
    // An empty stand-in of its proportions (no request): laid out as it will be with its file.
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    const box = await image.boundingBox();
    expect(box?.width).toBeGreaterThan(100);
    expect(box!.width / box!.height).toBeCloseTo(180 / 54, 1);
  });

  test('on the readers’ phone they show once the page is hydrated', async ({ context, page }) => {
    await emulatePhone(context, page, READERS_PHONE);
    await page.goto(`${PUBLIC}/`, { waitUntil: 'commit' });
    await hydrated(page.getByRole('button', { name: 'Menu', exact: true }));
    await badge(page).scrollIntoViewIfNeeded();
    await expect.poll(() => shown(page, 'img[alt^="Google Play"]'), { timeout: 30_000 }).toBe(true);
  });

  test('without JavaScript the images show (their noscript copies)', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: PHONE_VIEWPORT,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    for (const [path, selector] of [
      ['/', 'img[alt^="Google Play"]:not([data-deferred-src])'],
      ['/about', 'main img[width="96"]:not([data-deferred-src])'],
    ] as const) {
      await page.goto(`${PUBLIC}${path}`);
      const image = page.locator(selector).first();
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      await expect.poll(() => shown(page, selector), { timeout: 15_000 }).toBe(true);
      // The empty one it stands in for takes no room.
      await expect(page.locator('img[data-deferred-src]').first()).toBeHidden();
    }
    await context.close();
  });

  test('a page kept after its remote failed to load shows them too', async ({ browser }) => {
    // page.route does not see the service worker's own fetches: it stays out here.
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    // The remote's manifest and entry fail (a CDN blip); its images are still there.
    await page.route(
      new RegExp(`^${origins.marketing}/(mf-manifest\\.json|remoteEntry\\.js)`),
      (route) => route.abort(),
    );
    await page.goto(`${PUBLIC}/about`);
    await expect(page.getByText(/Part of this page didn.t load/)).toBeVisible({
      timeout: 30_000,
    });
    // A team portrait (the faces above turn for good: never "stable" to scroll to).
    const portrait = 'main img[width="240"][data-deferred-src]';
    await page
      .locator(portrait)
      .first()
      .evaluate((image) => image.scrollIntoView());
    await expect.poll(() => shown(page, portrait), { timeout: 15_000 }).toBe(true);
    await context.close();
  });
});
