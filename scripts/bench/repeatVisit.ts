/**
 * The repeat visit of a reader who has opened a page before, online: per public route, a fresh
 * context opens the page twice (the shell's service worker installs after the first load and
 * keeps the page and its files), then the measured visit on the 400 kbit/s / 400 ms / CPU 4x
 * profile at 390 px: every byte that crossed the network (the worker's own fetches included,
 * networkBytes.ts), the first contentful paint, and the network requests started before it.
 * Budgets: ≤ 4 KB over the network, FCP ≤ 500 ms, nothing on the network before the first paint.
 */
import type { Browser, Page, Request, Response } from '@playwright/test';
import { origins } from '@thrive/platform/node';
import type { BudgetRow } from './budgets.ts';
import { textTable } from './budgets.ts';
import { meterNetwork } from './networkBytes.ts';
import { median } from './stats.ts';
import { SLOW_LINK } from './throttled.ts';

export const REPEAT_VISIT_BUDGET = { kb: 4, fcpS: 0.5, requestsBeforePaint: 0 };

async function keptByWorker(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (wanted) => {
    if (!navigator.serviceWorker.controller || !(await caches.has('thrive-pages'))) return false;
    const keys = await (await caches.open('thrive-pages')).keys();
    return keys.some((request) => new URL(request.url).pathname === wanted);
  }, path);
}

async function firstContentfulPaint(page: Page): Promise<{ ms: number; at: number }> {
  return page.evaluate(
    () =>
      new Promise<{ ms: number; at: number }>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('no first contentful paint in 60 s')),
          60_000,
        );
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) {
            clearTimeout(timer);
            resolve({ ms: entry.startTime, at: performance.timeOrigin + entry.startTime });
          }
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

interface Visit {
  bytes: number;
  fcpMs: number;
  beforePaint: string[];
  fetched: { url: string; bytes: number }[];
}

/** A page that sends a fresh reader elsewhere (`/confirm` → `/signup`): the path they land on. */
export class LeadsElsewhere extends Error {
  constructor(readonly to: string) {
    super(`leads a fresh reader to ${to}`);
  }
}

export async function repeatVisit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const path = new URL(url).pathname;
    await page.goto(url, { waitUntil: 'networkidle' });
    // Such a page is never the one a reader comes back to (the one it leads to is benched).
    const landed = new URL(page.url()).pathname;
    if (landed !== path) throw new LeadsElsewhere(landed);
    const deadline = Date.now() + 30_000;
    while (!(await keptByWorker(page, path))) {
      if (Date.now() > deadline) throw new Error(`the service worker did not keep ${path}`);
      await page.waitForTimeout(250);
    }
    // The second visit: the worker now answers, and keeps what it fetches for this page. The
    // reader reads it to the bottom: on the slow link of the measured visit the browser loads
    // lazy images from further away, and a reader on that link would have had them already.
    await page.goto(url, { waitUntil: 'networkidle' });
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    // The page is left first, so its last reports (telemetry beacons) are not counted.
    await page.goto('about:blank');
    await page.waitForTimeout(500);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    // The readers' phone: a 4x slower CPU (test/phoneProfiles.ts's profile).
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = new Map<Request, number>();
    const onRequest = (request: Request) => started.set(request, Date.now());
    context.on('request', onRequest);
    // Answered by the worker (from its caches or its own fetch, which is counted on its own).
    const fromWorker = new Set<Request>();
    const onResponse = (response: Response) => {
      if (response.fromServiceWorker()) fromWorker.add(response.request());
    };
    context.on('response', onResponse);
    const meter = meterNetwork(context);
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const fcp = await firstContentfulPaint(page);
    // What the page and the worker do after the paint (revalidations) counts too.
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(1500);
    meter.stop();
    context.off('request', onRequest);
    context.off('response', onResponse);
    const fetched = await meter.entries();
    // The tab's icon is the browser's own request (no service worker sees it, no paint waits
    // for it): it is counted in the bytes, not among what the page needs before its paint.
    const icon = await page.evaluate(
      () => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ?? null,
    );
    const beforePaint = [...started]
      .filter(([request, at]) => at < fcp.at && !fromWorker.has(request))
      .map(([request]) => request.url())
      .filter((requested) => requested !== icon);
    return { bytes: await meter.bytes(), fcpMs: fcp.ms, beforePaint, fetched };
  } finally {
    await context.close().catch(() => undefined);
  }
}

const shortUrl = (url: string) => {
  const { host, pathname } = new URL(url);
  const tail = pathname.length > 40 ? `…${pathname.slice(-39)}` : pathname;
  return `${host.replace(/^localhost/, '')}${tail}`;
};

export async function benchRepeatVisit(
  browser: Browser,
  routes: string[],
  runs: number,
): Promise<BudgetRow[]> {
  console.log(
    `\nRepeat visit (service worker in control): 400 kbit/s, 400 ms RTT, CPU 4x, 390 px; median of ${runs} per route`,
  );
  const rows: BudgetRow[] = [];
  const lines: string[][] = [];
  for (const route of routes) {
    const visits: Visit[] = [];
    try {
      for (let i = 0; i < runs; i += 1)
        visits.push(await repeatVisit(browser, `${origins.publicSite}${route}`));
    } catch (error) {
      if (!(error instanceof LeadsElsewhere)) throw error;
      lines.push([route, '-', '-', '-', `(not benched: ${error.message})`]);
      continue;
    }
    const kb = median(visits.map((v) => v.bytes)) / 1000;
    const fcp = median(visits.map((v) => v.fcpMs)) / 1000;
    const before = median(visits.map((v) => v.beforePaint.length));
    const typical = visits[Math.floor(visits.length / 2)]!;
    lines.push([
      route,
      `${kb.toFixed(2)} KB`,
      `${fcp.toFixed(2)} s`,
      String(before),
      typical.fetched.map((f) => `${shortUrl(f.url)} ${f.bytes} B`).join(', ') || '(nothing)',
    ]);
    rows.push(
      {
        metric: 'repeat visit bytes',
        subject: route,
        value: kb,
        limit: REPEAT_VISIT_BUDGET.kb,
        kind: 'max',
        unit: 'KB',
        digits: 2,
      },
      {
        metric: 'repeat visit FCP, 400 kbit/s 400 ms',
        subject: route,
        value: fcp,
        limit: REPEAT_VISIT_BUDGET.fcpS,
        kind: 'max',
        unit: 's',
        digits: 2,
      },
      {
        metric: 'repeat visit requests before FCP',
        subject: route,
        value: before,
        limit: REPEAT_VISIT_BUDGET.requestsBeforePaint,
        kind: 'max',
        unit: '',
        digits: 0,
      },
    );
  }
  console.log(
    textTable(['route', 'bytes', 'FCP', 'requests before FCP', 'over the network'], lines),
  );
  return rows;
}
