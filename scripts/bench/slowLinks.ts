/**
 * The slow links' rows (issue 48), on the Naija-2G phone (250 kbit/s, 800 ms RTT, CPU 6x,
 * 390 px; test/phoneProfiles.ts), every public route in every shipped language:
 *  - the full page (the reader chose it: the data saver's cookie off) fully hydrated (every
 *    control of the server's markup owned by React, hydration.ts) within 5 s;
 *  - the light page a first visit gets on such a link (no cookie, no hints on a first
 *    navigation: the page itself decides from the Network Information API, which the emulated
 *    link sets): every byte over the network until the page is quiet (the service worker
 *    blocked: its install, the crisis help kept for offline, happens once and in the
 *    background), ≤ 35 KB for a story and ≤ 45 KB for any other page, no script file, and its
 *    largest contentful paint within 3 s.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { origins } from '@thrive/platform/node';
import {
  chooseFullPage,
  emulatePhone,
  NAIJA_2G,
  PHONE_VIEWPORT,
} from '../../test/phoneProfiles.ts';
import { textTable, type BudgetRow } from './budgets.ts';
import { hydratedAtMs, watchHydrationOf } from './hydration.ts';
import { meterNetwork } from './networkBytes.ts';
import { median } from './stats.ts';

export const FULL_PAGE_HYDRATED_S = 5;
export const LIGHT_STORY_KB = 35;
export const LIGHT_PAGE_KB = 45;
export const LIGHT_LCP_S = 3;

/** A story's page (`/stories/:slug`, in any language), which has the tighter budget. */
export function isStoryRoute(route: string): boolean {
  const match = /^(?:\/[a-z]{2,3}(?:-[A-Za-z]+)?)?\/stories\/([^/]+)$/.exec(route);
  return !!match && !['ask', 'asked', 'yours', 'following', 'saved'].includes(match[1]!);
}

export interface LightVisit {
  bytes: number;
  scripts: number;
  lcpMs: number | null;
}

export interface SlowLinkFigures {
  route: string;
  /** Per run: ms until fully hydrated with the saver off, null when not within the wait. */
  hydratedMs: (number | null)[];
  light: LightVisit[];
}

/** The budget rows of one route's runs (medians; a run that never hydrated fails the row). */
export function slowLinkRows({ route, hydratedMs, light }: SlowLinkFigures): BudgetRow[] {
  const hydrated = hydratedMs.every((ms) => ms !== null)
    ? median(hydratedMs as number[]) / 1000
    : Number.POSITIVE_INFINITY;
  const lcps = light.map((visit) => visit.lcpMs);
  const lcp = lcps.every((ms) => ms !== null)
    ? median(lcps as number[]) / 1000
    : Number.POSITIVE_INFINITY;
  return [
    {
      metric: 'Naija-2G fully hydrated, saver off',
      subject: route,
      value: hydrated,
      limit: FULL_PAGE_HYDRATED_S,
      kind: 'max',
      unit: 's',
      digits: 2,
    },
    {
      metric: 'Naija-2G light page, bytes',
      subject: route,
      value: median(light.map((visit) => visit.bytes)) / 1000,
      limit: isStoryRoute(route) ? LIGHT_STORY_KB : LIGHT_PAGE_KB,
      kind: 'max',
      unit: 'KB',
      digits: 1,
    },
    {
      metric: 'Naija-2G light page, script files',
      subject: route,
      value: Math.max(...light.map((visit) => visit.scripts)),
      limit: 0,
      kind: 'max',
      unit: '',
      digits: 0,
    },
    {
      metric: 'Naija-2G light page, LCP',
      subject: route,
      value: lcp,
      limit: LIGHT_LCP_S,
      kind: 'max',
      unit: 's',
      digits: 2,
    },
  ];
}

async function onNaija2G<T>(
  browser: Browser,
  prepare: (context: BrowserContext) => Promise<void>,
  run: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    serviceWorkers: 'block',
  });
  try {
    await prepare(context);
    const page = await context.newPage();
    await emulatePhone(context, page, NAIJA_2G);
    return await run(page, context);
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** The full page (the reader's choice), until every control is React's. */
function fullPageHydratedMs(browser: Browser, route: string): Promise<number | null> {
  return onNaija2G(
    browser,
    (context) => chooseFullPage(context, origins.publicSite),
    async (page) => {
      await watchHydrationOf(page);
      await page.goto(`${origins.publicSite}${route}`, { waitUntil: 'commit', timeout: 60_000 });
      return hydratedAtMs(page);
    },
  );
}

/** LCP so far (the paint entries stop at the first input or scroll: read before either). */
function largestContentfulPaint(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        let last: number | null = null;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(last), 100);
      }),
  );
}

/** A first visit with no choice made: the light page, as the link decides it. */
function lightVisit(browser: Browser, route: string): Promise<LightVisit> {
  return onNaija2G(
    browser,
    async () => undefined,
    async (page, context) => {
      const meter = meterNetwork(context);
      let scripts = 0;
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts += 1;
      });
      await page.goto(`${origins.publicSite}${route}`, { waitUntil: 'load', timeout: 60_000 });
      const saver = await page.evaluate(() =>
        document.documentElement.getAttribute('data-data-saver'),
      );
      if (saver !== 'on') throw new Error(`${route}: the light page was not chosen (${saver}).`);
      const lcpMs = await largestContentfulPaint(page);
      await page.waitForLoadState('networkidle');
      meter.stop();
      return { bytes: await meter.bytes(), scripts, lcpMs };
    },
  );
}

export async function benchSlowLinks(
  browser: Browser,
  routes: string[],
  runs: number,
): Promise<BudgetRow[]> {
  console.log(
    `\nSlow links (${NAIJA_2G.name}, 390 px), median of ${runs}: the full page (saver off) until fully hydrated; the light page a first visit gets, every byte over the network`,
  );
  const rows: BudgetRow[] = [];
  const lines: string[][] = [];
  for (const route of routes) {
    const figures: SlowLinkFigures = { route, hydratedMs: [], light: [] };
    for (let i = 0; i < runs; i += 1) {
      figures.hydratedMs.push(await fullPageHydratedMs(browser, route));
      figures.light.push(
        await lightVisit(browser, route).catch((error: unknown) => {
          // A light page that was not chosen, or did not load, breaks every light-page row.
          console.log(`  ${route}: ${error instanceof Error ? error.message : error}`);
          return {
            bytes: Number.POSITIVE_INFINITY,
            scripts: Number.POSITIVE_INFINITY,
            lcpMs: null,
          };
        }),
      );
    }
    const ofRoute = slowLinkRows(figures);
    rows.push(...ofRoute);
    lines.push([
      route,
      figures.hydratedMs.map((ms) => (ms === null ? 'never' : (ms / 1000).toFixed(2))).join(' '),
      figures.light.map((visit) => (visit.bytes / 1000).toFixed(1)).join(' '),
      figures.light.map((visit) => visit.scripts).join(' '),
      figures.light
        .map((visit) => (visit.lcpMs === null ? 'none' : (visit.lcpMs / 1000).toFixed(2)))
        .join(' '),
    ]);
  }
  console.log(
    textTable(
      ['route', 'hydrated, saver off (s)', 'light page (KB)', 'light scripts', 'light LCP (s)'],
      lines,
    ),
  );
  return rows;
}
