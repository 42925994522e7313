/**
 * Thrive installs as an app (issue 46): the public host's web app manifest, linked from its
 * pages, valid, its icons reachable; none on the admin host; and "Install Thrive on this phone"
 * on the download pages when the browser offers installation (the test dispatches the
 * browser's `beforeinstallprompt`), the home-screen steps on an iPhone.
 */
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail, verifiedReader } from './support/authFlow.ts';
import { hydrated } from './support/hydration.ts';
import { ADMIN, API, PUBLIC } from './support/servers.ts';

const PASSWORD = 'calm-river-42';
const INSTALL = 'Install Thrive on this phone';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs a real reader in (a session from the API, stored as the site stores it), on /download. */
async function openSessionDownload(page: Page) {
  const session = await verifiedReader(page.request, API, uniqueEmail('install'), PASSWORD);
  await page.goto(`${PUBLIC}/login`);
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('authUser', JSON.stringify(user));
  }, session);
  await page.goto(`${PUBLIC}/download`);
  const welcome = page.getByRole('heading', { level: 1, name: 'Welcome, Ada' });
  await expect(welcome).toBeVisible();
  await hydrated(welcome);
}

/** Dispatches Chromium's beforeinstallprompt; the page's answer to prompt() is recorded. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { promptedByTest: boolean }).promptedByTest = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(event);
  });
}

test('/download shows the install button when the browser offers installation; accepted, it goes', async ({
  page,
}) => {
  await openSessionDownload(page);
  // The spec's words and badges stay as they are.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Get Started with Our App' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Google Play:' })).toBeVisible();

  await offerInstall(page);
  const install = page.getByRole('button', { name: INSTALL });
  await expect(install).toBeVisible();
  await install.click();
  await expect(page.getByText('Thrive is being added to this phone.')).toBeVisible();
  await expect(install).toBeHidden();
  expect(await page.evaluate(() => 'promptedByTest' in window)).toBe(true);
});

test('an offer made while the page is still loading is kept for the download page', async ({
  page,
}) => {
  // Dispatched as soon as the document is parsed: before the shell's code and the remote.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const event = Object.assign(new Event('beforeinstallprompt'), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(event);
    });
  });
  await page.goto(`${PUBLIC}/download2`);
  await expect(page.getByRole('button', { name: INSTALL })).toBeVisible();
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE_SAFARI, viewport: { width: 390, height: 844 } });

  test('/download shows the steps to add Thrive to the home screen, no install button', async ({
    page,
  }) => {
    await openSessionDownload(page);
    const steps = page.getByRole('region', { name: INSTALL });
    await expect(steps.getByRole('listitem')).toHaveText([
      'In Safari, tap Share (the square with an arrow pointing up).',
      'Choose Add to Home Screen, then tap Add.',
    ]);
    await expect(page.getByRole('button', { name: INSTALL })).toHaveCount(0);
  });
});

test('the manifest is linked from /, valid JSON with what installing needs, its icons reachable', async ({
  page,
}) => {
  await page.goto(`${PUBLIC}/`);
  const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(new URL(href!, PUBLIC).href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = JSON.parse(await response.text()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Thrive',
    short_name: 'Thrive',
    start_url: '/',
    display: 'standalone',
  });
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      expect(manifest.icons.filter((i) => i.sizes === size && i.purpose === purpose)).toHaveLength(
        1,
      );
    }
  }
  // Chromium's own verdict (what Lighthouse's installability audit reported): nothing stands in
  // the way but the test browser's incognito profile (Playwright's contexts are incognito).
  const cdp = await page.context().newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(parsed).toMatchObject({ url: `${PUBLIC}/manifest.webmanifest`, errors: [] });
  await expect
    .poll(async () =>
      (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
        .map((error) => error.errorId)
        .filter((id) => id !== 'in-incognito'),
    )
    .toEqual([]);
  for (const icon of manifest.icons) {
    const file = await page.request.get(new URL(icon.src, PUBLIC).href);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
  }
});

test('the admin console has no manifest', async ({ page }) => {
  await page.goto(`${ADMIN}/`);
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  const status = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).status);
  expect(status).toBe(404);
});
