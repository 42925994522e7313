/**
 * Browser-side hardening (issue 10 item 13) and the visible staging swap (issue 13): per-host
 * CSP, COOP/CORP, noindex on the admin host, no public source maps, remotes' own page CSP, and
 * the staging banner with its one-click reset (axe clean at 390 and 1440 px).
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { operatorTokenFile, origins, ports } from '@thrive/platform/node';
import { FAULT_REMOTE_PORT } from '../playwright.config.ts';
import { expectNoA11yViolations, saveScreenshot } from './support/a11y.ts';
import { ADMIN, PUBLIC } from './support/servers.ts';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

async function headersOf(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.ok()).toBe(true);
  return response!.headers();
}

test.describe('security headers per host', () => {
  test('the public host lists only the public remotes; no noindex', async ({ page }) => {
    const headers = await headersOf(page, `${PUBLIC}/`);
    const csp = headers['content-security-policy']!;
    for (const name of ['script-src', 'connect-src']) {
      expect(directive(csp, name)).toContain(origins.marketing);
      expect(directive(csp, name)).toContain(origins.auth);
      expect(directive(csp, name)).not.toContain(origins.admin);
    }
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['x-robots-tag']).toBeUndefined();
    // Served over plain HTTP here: no HSTS (browsers ignore it on HTTP anyway).
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  test('the admin host lists only the admin remote and is noindex', async ({ page }) => {
    const headers = await headersOf(page, `${ADMIN}/`);
    const csp = headers['content-security-policy']!;
    for (const name of ['script-src', 'connect-src']) {
      expect(directive(csp, name)).toContain(origins.admin);
      expect(directive(csp, name)).not.toContain(origins.marketing);
      expect(directive(csp, name)).not.toContain(origins.auth);
    }
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    // The console still works under its CSP.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  });

  test('remotes: CORP cross-origin, their own page locked down, no public source maps', async ({
    request,
  }) => {
    const entry = await request.get(`${origins.auth}/remoteEntry.js`);
    expect(entry.headers()['cross-origin-resource-policy']).toBe('cross-origin');
    const page = await request.get(`${origins.auth}/index.html`);
    expect(page.ok()).toBe(true);
    const csp = page.headers()['content-security-policy']!;
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(await entry.text()).not.toContain('sourceMappingURL');
    for (const url of [`${origins.auth}/remoteEntry.js.map`, `${PUBLIC}/assets/main.js.map`]) {
      expect((await request.get(url)).status()).toBe(404);
    }
  });
});

test.describe('staging banner', () => {
  const staging = `http://127.0.0.1:${ports.auth}/mf-manifest.json`;

  for (const width of [390, 1440]) {
    test(`names the swapped remote and resets in one click at ${width} px`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${PUBLIC}/login?remote.auth=${encodeURIComponent(staging)}`);
      const banner = page.getByRole('complementary', { name: 'Staging override' });
      await expect(banner).toContainText(`the auth remote is loaded from ${staging}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page);
      await saveScreenshot(page, testInfo, `staging-banner-${width}`);

      // It stays for the session, on every page…
      await page.goto(`${PUBLIC}/signup`);
      await expect(banner).toBeVisible();
      // …until one click resets it.
      await banner.getByRole('button', { name: 'Reset to the configured remotes' }).click();
      await expect(page).toHaveURL(`${PUBLIC}/signup`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner).toHaveCount(0);
      // The configured auth remote is back, for good.
      const loads: string[] = [];
      page.on('request', (r) => loads.push(r.url()));
      await page.reload({ waitUntil: 'networkidle' });
      await expect(banner).toHaveCount(0);
      expect(loads.some((url) => url.startsWith(`${origins.auth}/`))).toBe(true);
      expect(loads.some((url) => url.startsWith(`http://127.0.0.1:${ports.auth}/`))).toBe(false);
    });
  }

  test('a refused override says so on the page, with the origin and the cause', async ({
    page,
  }) => {
    const evil = 'https://evil.example/auth/mf-manifest.json';
    await page.goto(`${PUBLIC}/login?remote.auth=${encodeURIComponent(evil)}`);
    const banner = page.getByRole('complementary', { name: 'Staging override' });
    await expect(banner).toContainText(
      "Staging override refused: the auth remote was not loaded from https://evil.example: https://evil.example is not on this environment's allow-list. The configured remote is used.",
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We missed You!');
    await expectNoA11yViolations(page);
  });

  test('an allowed override that cannot load turns the banner into a broken notice', async ({
    page,
  }) => {
    // Allowed (the suite's staging origins) but nothing listens there outside the fault test.
    const down = `http://127.0.0.1:${FAULT_REMOTE_PORT}/mf-manifest.json`;
    await page.goto(`${PUBLIC}/login?remote.auth=${encodeURIComponent(down)}`);
    await expect(page.getByRole('complementary', { name: 'Staging override' })).toContainText(
      `Staging override broken: the auth remote from http://127.0.0.1:${FAULT_REMOTE_PORT} could not be loaded (`,
    );
  });

  test('no banner and no override without one', async ({ page }) => {
    await page.goto(`${PUBLIC}/login`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Staging override' })).toHaveCount(0);
  });
});

/** The operator token `pnpm start` serves with: the given one, else the one it made up. */
const operatorToken = () =>
  process.env.PLATFORM_OPERATOR_TOKEN?.trim() || readFileSync(operatorTokenFile(), 'utf8').trim();

test('with the debug cookie, the page and its headers say which remote and release served it', async ({
  page,
}) => {
  // Only for the platform's operators in production (issue 40): the token goes with the page
  // requests (never to the remotes' origins).
  const authorization = `Bearer ${operatorToken()}`;
  await page.route(
    (url) => url.origin === new URL(PUBLIC).origin,
    (route) =>
      route.request().resourceType() === 'document'
        ? route.continue({ headers: { ...route.request().headers(), authorization } })
        : route.continue(),
  );
  const response = await page.goto(`${PUBLIC}/login?debug=release`);
  expect(response!.headers()['x-thrive-remote']).toBe('auth');
  expect(response!.headers()['x-thrive-release']).toBe('local');
  await expect(page.getByRole('complementary', { name: 'Release indicator' })).toHaveText(
    'auth local · prerendered',
  );
  await expectNoA11yViolations(page);
  // It stays for the session's pages until switched off.
  await page.goto(`${PUBLIC}/signup`);
  await expect(page.getByRole('complementary', { name: 'Release indicator' })).toBeVisible();
  await page.goto(`${PUBLIC}/signup?debug=off`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Release indicator' })).toHaveCount(0);
});
