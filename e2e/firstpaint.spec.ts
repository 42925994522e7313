/* eslint-disable max-lines -- every public route painted from the first response, one test per route and width: the file is the list of them. */
/**
 * Issue 9: public pages paint from the first response. Every public route is prerendered by
 * its remote, composed by the shell's server and hydrated in the browser without a single
 * hydration error: at 390 and 1440 px, signed out and in, with reduced motion on and off.
 */
import { copyFileSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { distDir } from '@thrive/platform/node';
import {
  NOT_FOUND_PATH,
  ROUTES_FILE,
  linkedAddress,
  publishedPages,
  type PageRoute,
  type PrerenderRoutes,
  type PublishedPage,
} from '@thrive/composition/server';
import { remoteNames, remotes } from '@thrive/platform';
import { codeFromNewestMail, uniqueEmail } from './support/authFlow.ts';
import { openHydrated } from './support/hydration.ts';
import { API, PUBLIC } from './support/servers.ts';
import { SHELL_START_MARK } from '../shell/src/paintFirst/marks.ts';

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * What the platform's route tables cannot say about a page, by page key: a sentence of its main
 * copy, and how it depends on the browser. Every key must be a page of the platform (checked).
 */
interface PageNotes {
  /** A sentence of the page's main copy. */
  copy?: string;
  /** Pages whose content depends on the browser (navigation state, session). */
  browserOnly?: boolean;
  /** Account pages that may send a signed-in reader elsewhere right after hydration. */
  signedOutOnly?: boolean;
}

const NOTES: Record<string, PageNotes> = {
  '/': {
    copy: 'Real, unfiltered stories, honest answers and professional support for young people across Africa.',
  },
  '/about': { copy: 'We bring together readers, writers and professional consultants' },
  '/pricing': { copy: 'Start free, and upgrade to Premium when you want more' },
  '/help': { copy: 'Send us a message and our team will reply by e-mail.' },
  '/privacy': { copy: 'You trust us with personal and often sensitive information' },
  '/terms': { copy: 'These terms say what you can expect from us' },
  // An e-mail link: the page shows what its token allows, as the browser renders it.
  '/newsletter/confirm?token': { copy: 'One click and you are on the list.' },
  '/delete-account/cancel': {
    copy: 'Cancel the deletion you confirmed, and your account and your data stay exactly as they',
  },
  '/delete-account': { copy: 'You can ask us to delete your Thrive account' },
  '/signup': {
    copy: 'Join a community of real stories, honest answers and people who get it.',
    signedOutOnly: true,
  },
  '/login': { copy: 'Log in to pick up where', signedOutOnly: true },
  '/reset': { copy: 'Enter the e-mail address of your account' },
  '/download2': { copy: 'all in the Thrive app.' },
  '/confirm': { copy: 'We sent a code to your e-mail address.', browserOnly: true },
  '/download': { copy: 'all in the Thrive app.', browserOnly: true },
  '/account': { copy: 'your e-mail address and your second factor.', browserOnly: true },
};

interface PublicRoute extends PageNotes {
  page: PublishedPage;
  /** The page key in its remote's routes.json ('/about', '/help?subject', '/stories/:slug'). */
  key: string;
  /** The prerendered page's title and h1; null for a page rendered per request from data. */
  expected: { title: string; h1: string } | null;
}

/** The h1 a reader sees in a prerendered page's markup (not one inside a hidden variant). */
function firstH1(html: string): string {
  const visible = html.replace(/<div[^>]*\shidden[^>]*>[\s\S]*?<\/div>/g, '');
  return textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(visible)?.[1] ?? '');
}

/**
 * Every public page of the platform as the remotes' builds published them (publishedPages):
 * a remote added to the platform, or a page to a route table, is covered without a line here.
 */
const PAGES = publishedPages();
const ROUTES: PublicRoute[] = PAGES.map((page) => {
  const published = page.read();
  return {
    page,
    key: page.key,
    expected: page.dataPage ? null : { title: published.head.title, h1: firstH1(published.html) },
    ...NOTES[page.key],
  };
});

/**
 * The address a route is opened at: its path, a query variant with a value, or for a
 * `:parameter` page the first address its remote's other pages link to.
 */
async function addressOf(route: PublicRoute, request: APIRequestContext): Promise<string> {
  const { page } = route;
  if (page.query) return `${page.path}?${page.query}=e2e-firstpaint-${page.query}`;
  if (!page.parameterised) return page.path;
  return linkedAddress(page, PAGES, async (address) =>
    (await request.get(`${PUBLIC}${address}`)).text(),
  );
}

/** Console errors, React hydration warnings and uncaught errors, as they happen. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|#41[89]|#42[35]/i.test(text)) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/**
 * Installed before any page script: remembers the prerendered h1 (hydration must keep that
 * very node), whether a loading spinner ever appears in #root, and the layout shifts.
 */
async function instrument(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __prerenderedH1: Element | null;
      __spinner: boolean;
      __cls: number;
    };
    w.__spinner = false;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      // The h1 the reader sees: a page prerendered with both session variants (/reset) has
      // the other one hidden by the shell's inline script before this runs.
      w.__prerenderedH1 =
        [...(root?.querySelectorAll('h1') ?? [])].find((h1) => !h1.closest('[hidden]')) ?? null;
      if (!root) return;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (
              node instanceof Element &&
              node.matches('[role="status"]') &&
              /Loading/.test(node.textContent ?? '')
            ) {
              w.__spinner = true;
            }
          }
        }
      }).observe(root, { childList: true, subtree: true });
    });
  });
}

const probe = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as {
      __prerenderedH1: Element | null;
      __spinner: boolean;
      __cls: number;
    };
    return {
      keptH1: !!w.__prerenderedH1 && w.__prerenderedH1.isConnected,
      hadPrerenderedH1: !!w.__prerenderedH1,
      spinner: w.__spinner,
      cls: w.__cls,
    };
  });

/** Waits until the shell and the page's remote have loaded and hydrated. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // One more frame for the post-hydration render (session, reduced motion).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );
}

async function createSession(request: APIRequestContext) {
  const email = uniqueEmail('firstpaint');
  const password = 'calm-river-morning-42';
  const registered = await request.post(`${API}/reader/web-register`, {
    data: { first_name: 'Ada', last_name: 'Obi', email, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const otp = await codeFromNewestMail(email);
  const confirmed = await request.post(`${API}/reader/web-confirm-otp`, {
    data: { email, otp, password },
  });
  expect(confirmed.ok()).toBe(true);
  const login = await request.post(`${API}/reader/login`, { data: { email, password } });
  expect(login.ok()).toBe(true);
  const body = (await login.json()) as { token: string; user: { first_name: string } };
  return { token: body.token, user: body.user };
}

test.describe('the first response carries the page', () => {
  test('every public route answers with its own title, h1 and main copy (curl)', async ({
    request,
  }) => {
    // Every key the notes name is a page of the platform (a renamed page is noticed).
    expect(ROUTES.map((route) => route.key)).toEqual(expect.arrayContaining(Object.keys(NOTES)));
    expect(new Set(ROUTES.map((route) => route.page.remote))).toEqual(
      new Set(remoteNames.filter((name) => remotes[name].prerender)),
    );
    for (const route of ROUTES) {
      const address = await addressOf(route, request);
      const response = await request.get(`${PUBLIC}${address}`, {
        headers: { Accept: 'text/html' },
      });
      expect(response.status(), address).toBe(200);
      const html = await response.text();
      const h1 = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
      if (route.expected) {
        expect(html, address).toContain(`<title>${route.expected.title}</title>`);
        expect(h1, address).toContain(route.expected.h1.split(' ').slice(0, 3).join(' '));
      } else {
        // Rendered per request: its own title and heading, not the frame's.
        expect(html, address).toMatch(/<title>[^<]+ · Thrive<\/title>/);
        expect(h1.length, address).toBeGreaterThan(0);
      }
      if (route.copy) expect(textOf(html), address).toContain(route.copy);
      expect(html, address).toMatch(/<meta property="og:title" content="[^"]+">/);
      expect(html, address).toMatch(/<meta name="description" content="[^"]{20,}">/);
      // The runtime config travels with the page: no config.json round trip.
      expect(html, address).toContain('id="thrive-runtime-config"');
    }
  });

  test('every route of every public remote’s route table is served prerendered; any other path is a 404 page', async ({
    request,
  }) => {
    // Route tables read their page descriptions from Lingui catalogs: `.po` imports compile as
    // in the build's prerender step.
    register('../packages/composition/src/prerender/poHooks.mjs', import.meta.url);
    for (const name of remoteNames.filter((remote) => remotes[remote].prerender)) {
      const table = (
        (await import(`../${remotes[name].folder}/src/routes.ts`)) as { ROUTES: PageRoute[] }
      ).ROUTES;
      expect(table.length, name).toBeGreaterThan(0);
      for (const route of table) {
        const notFound = route.path === NOT_FOUND_PATH;
        const published = ROUTES.find((r) => r.key === route.path);
        const urls = notFound
          ? ['/no/such-page']
          : route.query
            ? [route.path, `${route.path}?${route.query.name}=e2e-value`]
            : // A `:parameter` page at an address its remote links to.
              [published ? await addressOf(published, request) : route.path];
        for (const url of urls) {
          const response = await request.get(`${PUBLIC}${url}`, {
            headers: { Accept: 'text/html' },
          });
          expect(response.status(), url).toBe(notFound ? 404 : 200);
          const html = await response.text();
          expect(html, url).toMatch(new RegExp(`<div id="root" data-prerendered="${name}"[^>]*><`));
          expect(html, url).toMatch(/<h1[^>]*>/);
          expect(html, url).toContain(`<meta name="description" content="`);
        }
      }
    }
    const missing = await (await request.get(`${PUBLIC}/no/such-page`)).text();
    expect(textOf(missing)).toContain('Page not found');
  });

  test('the prerendered page is painted before the shell’s script runs', async ({ page }) => {
    for (const path of ['/', '/login']) {
      await page.goto(`${PUBLIC}${path}`);
      await settled(page);
      const [paint, start] = await page.evaluate((mark) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        return [fcp?.startTime ?? null, performance.getEntriesByName(mark)[0]?.startTime ?? null];
      }, SHELL_START_MARK);
      expect(paint, path).not.toBeNull();
      expect(start, path).not.toBeNull();
      expect(start!, path).toBeGreaterThan(paint!);
      // The hydration hints were fetched too (after the paint, by the shell's loader).
      const hinted = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.endsWith('/mf-manifest.json')),
      );
      expect(hinted, path).toBe(true);
    }
  });

  test('hydration fetches no stylesheet the page holds inline, and another remote’s page reached in the app looks as it does loaded afresh', async ({
    page,
  }) => {
    // The look of a few parts of /signup (an auth page on the UI kit's rules).
    const looks = () =>
      page.evaluate(() =>
        ['h1', 'main button[type="submit"]', 'main input', 'header a'].map((selector) => {
          const style = getComputedStyle(document.querySelector(selector)!);
          return `${selector}: ${style.color} ${style.backgroundColor} ${style.fontSize} ${style.padding} ${style.borderRadius}`;
        }),
      );
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(request.url()))
        stylesheets.push(request.url());
    });
    await page.goto(`${PUBLIC}/signup`);
    await settled(page);
    expect(stylesheets, '/signup').toEqual([]);
    const fresh = await looks();

    await page.goto(`${PUBLIC}/about`);
    await settled(page);
    expect(stylesheets, '/about').toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Reached in the app, auth's stylesheets load as files (they are not in /about's page).
    expect(stylesheets.length).toBeGreaterThan(0);
    expect(await looks()).toEqual(fresh);
  });

  test('a page fetches only the chunks its hydration runs (none of another page’s)', async ({
    page,
  }) => {
    // In Pidgin too: a catalog the remote's own copy of a shared package would import (the
    // UI kit's) is the shell's to load in a page.
    for (const path of ['/', '/download', '/signup', '/ask', '/pcm/', '/pcm/signup']) {
      const scripts: string[] = [];
      const listen = (request: Request) => {
        if (/\/assets\/[^/]+\.js$/.test(request.url())) scripts.push(request.url());
      };
      page.on('request', listen);
      await page.goto(`${PUBLIC}${path}`);
      await settled(page);
      page.off('request', listen);
      // Each build's chunks register themselves in its own global list as they run.
      const ran = await page.evaluate(() =>
        Object.entries(window as unknown as Record<string, unknown>)
          .filter(([name]) => name.startsWith('rspackChunkthrive_'))
          .flatMap(([name, pushed]) =>
            (pushed as [(string | number)[]][]).flatMap(([ids]) =>
              ids.map((id) => `${name.slice('rspackChunkthrive_'.length)}:${id}`),
            ),
          ),
      );
      // Pages' chunks have numeric ids (named ones, vendor and the like, are on every page).
      const fetchedNotRun = scripts.filter((url) => {
        const id = /\/assets\/(\d+)\.[0-9a-f]+\.js$/.exec(url)?.[1];
        return id && !ran.some((chunk) => chunk.endsWith(`:${id}`));
      });
      expect(fetchedNotRun, path).toEqual([]);
    }
  });

  test('the page declares its fonts once: stylesheets loaded to hydrate declare none', async ({
    page,
  }) => {
    // A font face declared again by a late stylesheet is a new face to the browser, which then
    // lays out every line of the page once more (packages/composition/src/fonts/fontFacesPlugin.ts).
    for (const path of ['/', '/login']) {
      await page.goto(`${PUBLIC}${path}`);
      await settled(page);
      const faces = await page.evaluate(() => ({
        declared:
          [...document.querySelectorAll('style[data-fonts], style[data-web-fonts]')]
            .map((sheet) => sheet.textContent ?? '')
            .join('')
            .split('@font-face').length - 1,
        inDocument: [...document.fonts].map((face) => face.family),
      }));
      expect(faces.declared, path).toBeGreaterThan(0);
      expect(faces.inDocument, path).toHaveLength(faces.declared);
    }
  });

  test('the federation runtime of the shell and of each remote ends its task between start-up steps', async ({
    page,
  }) => {
    // One promise chain (instance, shared modules, remote) was one long task that blocked a
    // tap (packages/platform/src/yielding): every instance on the page carries the plugin.
    for (const [path, remote] of [
      ['/', 'marketing'],
      ['/login', 'auth'],
    ] as const) {
      await openHydrated(page, `${PUBLIC}${path}`);
      const instances = await page.evaluate(() =>
        (
          globalThis as unknown as {
            __FEDERATION__: {
              __INSTANCES__: { name: string; options: { plugins: { name: string }[] } }[];
            };
          }
        ).__FEDERATION__.__INSTANCES__.map((instance) => ({
          name: instance.name,
          yields: instance.options.plugins.some((p) => p.name === 'thrive-yield-between-steps'),
        })),
      );
      expect(instances, path).toEqual(
        expect.arrayContaining([
          { name: 'shell', yields: true },
          { name: remote, yields: true },
        ]),
      );
      expect(
        instances.every((instance) => instance.yields),
        path,
      ).toBe(true);
    }
  });

  test('with JavaScript disabled every public route reads fully', async ({ browser, request }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    for (const route of ROUTES) {
      const address = await addressOf(route, request);
      await page.goto(`${PUBLIC}${address}`);
      const h1 = page.getByRole('heading', { level: 1 }).first();
      await expect(h1, address).toBeVisible();
      if (route.expected)
        await expect(h1, address).toContainText(route.expected.h1.split(' ').slice(0, 3).join(' '));
      if (route.copy) await expect(page.getByText(route.copy).first(), address).toBeVisible();
      if (route.expected) await expect(page).toHaveTitle(route.expected.title);
    }
    await context.close();
  });
});

/**
 * Four page loads per route in which every pair of these settings meets at least once (a
 * pairwise cover): a mismatch comes from one setting or from two together, and all eight
 * combinations would double the suite's longest part for no case these miss.
 */
const HYDRATION_CASES = [
  { width: 390, signedIn: false, reducedMotion: 'no-preference' },
  { width: 390, signedIn: true, reducedMotion: 'reduce' },
  { width: 1440, signedIn: false, reducedMotion: 'reduce' },
  { width: 1440, signedIn: true, reducedMotion: 'no-preference' },
] as const;

test.describe('hydration', () => {
  let session: { token: string; user: { first_name: string } };

  test.beforeAll(async ({ request }) => {
    session = await createSession(request);
  });

  for (const route of ROUTES) {
    test(`${route.key} hydrates with no error at 390 and 1440 px, signed out and in, motion on and off`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const address = await addressOf(route, request);
      for (const { width, signedIn, reducedMotion } of HYDRATION_CASES) {
        const label = `${address} ${width}px ${signedIn ? 'signed in' : 'signed out'} motion:${reducedMotion}`;
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          reducedMotion,
        });
        if (signedIn) {
          await context.addInitScript(
            ([token, user]) => {
              localStorage.setItem('authToken', token);
              localStorage.setItem('authUser', user);
            },
            [session.token, JSON.stringify(session.user)] as const,
          );
        }
        const page = await context.newPage();
        const problems = watchConsole(page);
        await instrument(page);
        await page.goto(`${PUBLIC}${address}`);
        await settled(page);
        const result = await probe(page);

        expect(problems, label).toEqual([]);
        expect(result.hadPrerenderedH1, `${label}: prerendered h1`).toBe(true);
        expect(result.spinner, `${label}: a spinner replaced the page`).toBe(false);
        if (!route.browserOnly && !(signedIn && route.signedOutOnly)) {
          // hydrateRoot kept the server's DOM (a client re-render would replace the h1).
          expect(result.keptH1, `${label}: prerendered DOM kept`).toBe(true);
          await expect(page, label).toHaveURL(`${PUBLIC}${address}`);
        }
        // Signed in too: the header's account area keeps its box when the session is
        // applied after hydration; and a page that sends the reader on (no session, or a
        // signed-in reader on /login) stays on screen until the next one replaces it.
        expect(result.cls, `${label}: layout shift`).toBeLessThan(0.02);
        if (signedIn && route.key === '/download') {
          await expect(page.getByRole('heading', { level: 1 }), label).toContainText(
            session.user.first_name,
          );
        }
        if (!signedIn && route.browserOnly) {
          // Completed in the browser: no e-mail to verify → sign-up; no session → login.
          await expect(page, label).toHaveURL(route.key === '/confirm' ? /\/signup$/ : /\/login$/);
        }
        const header = page.getByRole('banner');
        if (signedIn && !route.signedOutOnly && route.key !== '/confirm') {
          // The signed-in header applies right after hydration, on marketing and auth pages.
          await expect(
            header.getByRole('link', { name: 'Log in', exact: true }),
            label,
          ).toHaveCount(0);
          await expect(
            header.getByRole('link', { name: new RegExp(session.user.first_name) }),
            label,
          ).toBeVisible();
          await expect(header.getByRole('button', { name: 'Log out' }), label).toBeVisible();
        }
        await context.close();
      }
    });
  }
});

test('client-side navigation between marketing and auth pages still works', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${PUBLIC}/about`);
  await settled(page);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));

  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(`${PUBLIC}/signup`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();

  await page
    .getByRole('link', { name: /Thrive home page/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${PUBLIC}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
  // One document all along: the links navigated inside the app.
  expect(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
  ).toBe(true);
  expect(problems).toEqual([]);
});

test.describe('composition follows the remotes', () => {
  const routesFile = (remote: 'auth' | 'marketing') => path.join(distDir(remote), ROUTES_FILE);

  test('a remote redeployed while the shell runs is served with its new markup', async ({
    request,
  }) => {
    const file = routesFile('auth');
    const original = readFileSync(file, 'utf8');
    const routes = JSON.parse(original) as PrerenderRoutes;
    const pageFile = path.join(distDir('auth'), routes.pages['/login']!);
    const redeployed = 'prerender/pages/login.redeployed.json';
    try {
      // A new release of the auth remote: a changed page under a new name, and its routes.json.
      writeFileSync(
        path.join(distDir('auth'), redeployed),
        readFileSync(pageFile, 'utf8').replace('We missed You!', 'We missed You (new release)!'),
      );
      writeFileSync(
        file,
        JSON.stringify({ ...routes, pages: { ...routes.pages, '/login': redeployed } }),
      );
      await expect
        .poll(
          async () =>
            (await (await request.get(`${PUBLIC}/login`)).text()).includes(
              'We missed You (new release)!',
            ),
          {
            timeout: 10_000,
          },
        )
        .toBe(true);
    } finally {
      writeFileSync(file, original);
    }
    await expect
      .poll(
        async () =>
          (await (await request.get(`${PUBLIC}/login`)).text()).includes(
            'We missed You (new release)!',
          ),
        {
          timeout: 10_000,
        },
      )
      .toBe(false);
  });

  test('without a remote’s prerendered pages the page is mounted in the browser, never blank', async ({
    page,
    request,
  }) => {
    const file = routesFile('marketing');
    const aside = `${file}.aside`;
    renameSync(file, aside);
    try {
      await expect
        .poll(
          async () =>
            (await (await request.get(`${PUBLIC}/about`)).text()).includes('<div id="root"></div>'),
          {
            timeout: 10_000,
          },
        )
        .toBe(true);
      const response = await request.get(`${PUBLIC}/about`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('id="thrive-runtime-config"');
      await page.goto(`${PUBLIC}/about`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Get to know Thrive' }),
      ).toBeVisible();
    } finally {
      copyFileSync(aside, file);
      renameSync(aside, `${aside}.done`);
    }
  });
});
