/**
 * The federated foundation, end to end: host selection, lazy loading and isolation per host,
 * one shared auth store across shell and remotes, fault isolation with a real retry, and the
 * staging allow-list.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { FAULT_REMOTE_PORT } from '../playwright.config.ts';
import { createStaticServer } from '../scripts/serve.ts';
import { origins, ports } from '@thrive/platform/node';
import { codeFromNewestMail, uniqueEmail } from './support/authFlow.ts';
import { hydrated } from './support/hydration.ts';
import { ADMIN, API, PUBLIC } from './support/servers.ts';

/** Records every request the page makes, so a test can ask which origins were contacted. */
function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return {
    urls,
    from: (origin: string) => urls.filter((url) => url.startsWith(`${origin}/`)),
    codeFrom: (origin: string) =>
      urls.filter((url) => url.startsWith(`${origin}/`) && /\.(js|css)(\?|$)/.test(url)),
  };
}

/**
 * Client-side navigation, as a link inside the app would do it (no page load). The router must
 * be running: the page is painted from the server's HTML before the shell's script starts, and
 * a popstate before hydration is seen by nobody.
 */
async function navigateInApp(page: Page, path: string) {
  await hydrated(page.getByRole('heading', { level: 1 }).first());
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

function collectCspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

test.describe('host selection', () => {
  test('the public host mounts the public remotes', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(PUBLIC);
    await expect(page.locator('html')).toHaveAttribute('data-host', 'public');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requests.from(origins.marketing).length).toBeGreaterThan(0);
    expect(requests.from(origins.admin)).toEqual([]);
  });

  test('the admin host mounts the admin remote', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const requests = recordRequests(page);
    await page.goto(ADMIN);
    await expect(page.locator('html')).toHaveAttribute('data-host', 'admin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requests.from(origins.admin).length).toBeGreaterThan(0);
    expect(requests.from(origins.marketing)).toEqual([]);
    expect(requests.from(origins.auth)).toEqual([]);
  });
});

test.describe('lazy loading and isolation', () => {
  test('"/" downloads no auth or admin code; /signup pulls the auth remote on demand', async ({
    page,
  }) => {
    const csp = collectCspViolations(page);
    const requests = recordRequests(page);
    await page.goto(PUBLIC);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.from(origins.auth), 'auth requests on /').toEqual([]);
    expect(requests.from(origins.admin), 'admin requests on /').toEqual([]);

    await navigateInApp(page, '/signup');
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requests.codeFrom(origins.auth).length, 'auth code after /signup').toBeGreaterThan(0);
    expect(requests.from(origins.admin), 'admin requests after /signup').toEqual([]);
    expect(csp).toEqual([]);
  });

  test('a deep link to an auth page does not need the marketing remote', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(`${PUBLIC}/login`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page is painted from the HTML; the remote's code follows (hydration).
    await page.waitForLoadState('networkidle');
    expect(requests.codeFrom(origins.auth).length).toBeGreaterThan(0);
    expect(requests.from(origins.marketing)).toEqual([]);
    expect(requests.from(origins.admin)).toEqual([]);
  });

  test('the admin host never downloads marketing or auth, on any admin route', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const requests = recordRequests(page);
    for (const path of ['/', '/writers', '/users', '/consultants', '/download']) {
      await page.goto(`${ADMIN}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    expect(requests.from(origins.marketing)).toEqual([]);
    expect(requests.from(origins.auth)).toEqual([]);
  });
});

test.describe('shared singletons', () => {
  test('the shell and every loaded remote resolve one auth store, react and router', async ({
    page,
  }) => {
    await page.goto(PUBLIC);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await navigateInApp(page, '/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const providers = await page.evaluate(() => {
      type Shared = Record<
        string,
        { from: string; loaded?: boolean; treeShaking?: { loaded?: boolean } }
      >;
      const share = (
        globalThis as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Shared>>> };
        }
      ).__FEDERATION__.__SHARE__;
      const result: Record<string, string[]> = {};
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const name of [
            '@thrive/auth-store',
            '@thrive/api-client',
            'react',
            'react-router-dom',
          ]) {
            for (const [version, entry] of Object.entries(packages[name] ?? {})) {
              // A tree-shaken library's copy in use is recorded under `treeShaking`.
              if (entry.loaded) (result[name] ??= []).push(`${version} from ${entry.from}`);
              if (entry.treeShaking?.loaded)
                (result[name] ??= []).push(`${version} from ${entry.from} (tree-shaken)`);
            }
          }
        }
      }
      return Object.fromEntries(Object.entries(result).map(([k, v]) => [k, [...new Set(v)]]));
    });
    // One version, provided by one container, for every consumer.
    for (const name of ['@thrive/auth-store', 'react', 'react-router-dom']) {
      expect(providers[name], name).toHaveLength(1);
    }
    // The router is the copy reduced to the apps' one list of exports, never the full fallback.
    expect(providers['react-router-dom']![0]).toMatch(/\(tree-shaken\)$/);
  });
});

test.describe('one session store across remotes and the shell', () => {
  test('a login through the auth remote is seen by marketing and a logout by the shell', async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail('singleton');
    const password = 'calm-river-morning-42';
    const registered = await request.post(`${API}/reader/web-register`, {
      data: {
        first_name: 'Ada',
        last_name: 'Obi',
        email,
        password,
        password_confirmation: password,
      },
    });
    expect(registered.status()).toBe(201);
    const otp = await codeFromNewestMail(email);
    expect(
      (
        await request.post(`${API}/reader/web-confirm-otp`, { data: { email, otp, password } })
      ).ok(),
    ).toBe(true);

    // Marketing is loaded first, logged out…
    await page.goto(PUBLIC);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hi, Ada (your account)' })).toHaveCount(0);

    // …the auth remote logs in, in the same page (no reload)…
    await navigateInApp(page, '/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/download$/);

    // …and marketing's already-running code sees the session: the store is one instance.
    await navigateInApp(page, '/');
    await expect(page.getByRole('link', { name: 'Hi, Ada (your account)' })).toBeVisible();

    // A logout in another tab reaches this tab through the shell's storage listener, which
    // rehydrates the same store the marketing header reads.
    const otherTab = await context.newPage();
    await otherTab.goto(`${PUBLIC}/download`);
    await otherTab.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await expect(otherTab).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Hi, Ada (your account)' })).toHaveCount(0);
  });
});

test.describe('fault isolation', () => {
  let faultServer: FastifyInstance | null = null;

  test.afterEach(async () => {
    // The page's connections may still be open (a request in flight when the test ended):
    // close() would wait for them, past the hook's timeout.
    faultServer?.server.closeAllConnections();
    await faultServer?.close();
    faultServer = null;
  });

  test('a stopped remote shows the fallback, the rest keeps working, "Try again" recovers', async ({
    page,
  }) => {
    const faultManifest = `http://127.0.0.1:${FAULT_REMOTE_PORT}/mf-manifest.json`;
    // Point auth at a server that is down (an allowed staging origin).
    await page.goto(`${PUBLIC}/signup?remote.auth=${encodeURIComponent(faultManifest)}`);
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText("We couldn't load sign-up and login");
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeVisible();

    // Retrying while the server is still down keeps the fallback (no blank page, no loop).
    await tryAgain.click();
    await expect(page.getByRole('alert')).toContainText("We couldn't load sign-up and login");

    // The rest of the site still works.
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(`${PUBLIC}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Back on the auth page: still down. Then the server comes back and "Try again" recovers.
    await page.goto(`${PUBLIC}/signup`);
    await expect(page.getByRole('alert')).toContainText("We couldn't load sign-up and login");
    faultServer = await createStaticServer('auth');
    await faultServer.listen({ port: FAULT_REMOTE_PORT, host: '127.0.0.1' });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText("We couldn't load sign-up and login")).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Leave the session without the override.
    await page.goto(`${PUBLIC}/?remote.auth=`);
  });
});

test.describe('staging swap', () => {
  test('an override to an allowed origin is used', async ({ page }) => {
    const staging = `http://127.0.0.1:${ports.auth}`;
    const requests = recordRequests(page);
    await page.goto(
      `${PUBLIC}/login?remote.auth=${encodeURIComponent(`${staging}/mf-manifest.json`)}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requests.from(staging).length).toBeGreaterThan(0);
    expect(requests.from(origins.auth)).toEqual([]);

    // It is kept for the browser session…
    await page.goto(`${PUBLIC}/signup`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requests.from(origins.auth)).toEqual([]);
    // …until cleared.
    await page.goto(`${PUBLIC}/login?remote.auth=`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requests.from(origins.auth).length).toBeGreaterThan(0);
  });

  test('an override to a disallowed origin is refused with a console warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const requests = recordRequests(page);
    const evil = 'http://evil.localhost:9/mf-manifest.json';
    await page.goto(`${PUBLIC}/login?remote.auth=${encodeURIComponent(evil)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(warnings.some((w) => w.includes('Staging override refused'))).toBe(true);
    expect(requests.urls.filter((u) => u.startsWith('http://evil.localhost'))).toEqual([]);
    expect(requests.from(origins.auth).length).toBeGreaterThan(0);
  });
});

test('security headers on the shell', async ({ request }) => {
  const response = await request.get(`${PUBLIC}/about`, { headers: { Accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  // The public host's CSP lists its own remotes only (e2e/platform.spec.ts covers both hosts).
  for (const origin of [origins.marketing, origins.auth]) {
    expect(scriptSrc).toContain(origin);
  }
  expect(scriptSrc).not.toContain(origins.admin);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['cache-control']).toBe('no-cache');
});

test('remote assets: CORS for the site origins only, immutable hashed files', async ({
  request,
}) => {
  const manifest = await request.get(`${origins.auth}/mf-manifest.json`, {
    headers: { Origin: origins.adminSite },
  });
  expect(manifest.headers()['access-control-allow-origin']).toBe(origins.adminSite);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const stranger = await request.get(`${origins.auth}/mf-manifest.json`, {
    headers: { Origin: 'http://evil.example' },
  });
  expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();

  const body = (await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const asset = body.exposes[0]!.assets.js.sync[0]!;
  const file = await request.get(`${origins.auth}/${asset}`, {
    headers: { 'Accept-Encoding': 'gzip, br' },
  });
  expect(file.headers()['cache-control']).toContain('immutable');
});
