/**
 * The reader's slow link: Chromium throttled to 400 kbit/s both ways and 400 ms round trips
 * (CDP Network.emulateNetworkConditions), a 390 px phone viewport, cold cache (a fresh context
 * per load). Per public route, the median of the runs of
 *  - first contentful paint (budget ≤ 2.5 s), and
 *  - sequential round trips before it (budget 1: the HTML; definition in roundTrips.ts).
 */
import type { Browser } from '@playwright/test';
import { origins } from '@thrive/platform/node';
import type { BudgetRow } from './budgets.ts';
import { textTable } from './budgets.ts';
import { roundTripsBeforeFcp, type NetworkRequest, type RoundTrips } from './roundTrips.ts';
import { median } from './stats.ts';

export const FCP_BUDGET_S = 2.5;
export const ROUND_TRIPS_BUDGET = 1;
const KBIT = 1000 / 8;
export const SLOW_LINK = {
  offline: false,
  latency: 400,
  downloadThroughput: 400 * KBIT,
  uploadThroughput: 400 * KBIT,
};

interface Initiator {
  url?: string;
  stack?: StackTrace;
}
interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}

/** The document, stylesheet or script a request came from (CDP Network.Initiator). */
function initiatorUrl(initiator: Initiator): string | null {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return null;
}

interface Load {
  fcpMs: number;
  roundTrips: RoundTrips;
  renderBlocking: string[];
}

async function loadOnce(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    const initiators = new Map<string, { url: string | null; preload: boolean; image: boolean }>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!initiators.has(event.request.url))
        initiators.set(event.request.url, {
          url: initiatorUrl(event.initiator as Initiator),
          preload: event.request.isLinkPreload === true,
          image: event.type === 'Image',
        });
    });
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const fcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error('no first contentful paint in 60 s')),
            60_000,
          );
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0];
            if (entry) {
              clearTimeout(timer);
              resolve(entry.startTime);
            }
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    const entries = await page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
        renderBlockingStatus?: string;
      })[];
      return [
        { url: navigation.name, responseEnd: navigation.responseEnd, blocking: false },
        ...resources.map((r) => ({
          url: r.name,
          responseEnd: r.responseEnd,
          blocking: r.renderBlockingStatus === 'blocking',
        })),
      ];
    });
    const requests: NetworkRequest[] = entries.map((e, i) => ({
      url: e.url,
      // The navigation has no initiator (a URL can be both the page and, later, fetched by it).
      initiatorUrl: i === 0 ? null : (initiators.get(e.url)?.url ?? null),
      responseEnd: e.responseEnd,
      preload: i > 0 && initiators.get(e.url)?.preload === true,
      image: i > 0 && initiators.get(e.url)?.image === true,
      renderBlocking: e.blocking,
    }));
    return {
      fcpMs,
      roundTrips: roundTripsBeforeFcp(requests, fcpMs),
      renderBlocking: entries.filter((e) => e.blocking).map((e) => e.url),
    };
  } finally {
    await context.close();
  }
}

const shortUrl = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.length > 48 ? `…${pathname.slice(-47)}` : pathname;
};

export async function benchThrottled(
  browser: Browser,
  routes: string[],
  runs: number,
): Promise<BudgetRow[]> {
  console.log(
    `\nThrottled run: 400 kbit/s, 400 ms RTT, 390 px, cold cache; median of ${runs} per route`,
  );
  const rows: BudgetRow[] = [];
  const lines: string[][] = [];
  for (const route of routes) {
    const loads: Load[] = [];
    for (let i = 0; i < runs; i += 1)
      loads.push(await loadOnce(browser, `${origins.publicSite}${route}`));
    const fcp = median(loads.map((l) => l.fcpMs)) / 1000;
    const trips = median(loads.map((l) => l.roundTrips.count));
    // The run whose count is the median shows the chain behind it.
    const typical = loads.find((l) => l.roundTrips.count === Math.round(trips)) ?? loads[0]!;
    lines.push([
      route,
      `${fcp.toFixed(2)} s`,
      loads.map((l) => (l.fcpMs / 1000).toFixed(2)).join(' '),
      String(trips),
      typical.roundTrips.chain.map(shortUrl).join(' → '),
      typical.renderBlocking.map(shortUrl).join(' ') || '(none)',
    ]);
    rows.push(
      {
        metric: 'FCP, 400 kbit/s 400 ms',
        subject: route,
        value: fcp,
        limit: FCP_BUDGET_S,
        kind: 'max',
        unit: 's',
        digits: 2,
      },
      {
        metric: 'round trips before FCP',
        subject: route,
        value: trips,
        limit: ROUND_TRIPS_BUDGET,
        kind: 'max',
        unit: '',
        digits: 0,
      },
    );
  }
  console.log(
    textTable(
      [
        'route',
        'FCP median',
        'runs (s)',
        'round trips',
        'longest chain before FCP',
        'render-blocking',
      ],
      lines,
    ),
  );
  return rows;
}
