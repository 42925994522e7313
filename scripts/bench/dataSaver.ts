/**
 * The data saver's row: a cold visit to `/` (fresh context, 390 px, unthrottled) read to the
 * bottom of the page, as a reader scrolling through it, with the browser's `Save-Data: on` (the
 * data saver on by default) and without (today's figure), counting every byte that crossed the
 * network (networkBytes.ts), the service worker's included. Budgets: ≤ 200 KB with the data
 * saver on, and never more than with it off.
 */
import type { Browser } from '@playwright/test';
import { origins } from '@thrive/platform/node';
import type { BudgetRow } from './budgets.ts';
import { textTable } from './budgets.ts';
import { meterNetwork } from './networkBytes.ts';
import { median } from './stats.ts';

export const DATA_SAVER_BUDGET_KB = 200;

interface ColdVisit {
  bytes: number;
  entries: { url: string; bytes: number }[];
}

async function coldVisitBytes(
  browser: Browser,
  url: string,
  saveData: boolean,
): Promise<ColdVisit> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    ...(saveData && { extraHTTPHeaders: { 'Save-Data': 'on' } }),
  });
  try {
    const meter = meterNetwork(context);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    // Read through the page: what loads near the screen (the video, lazy images) loads now.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(150);
    }
    await page.waitForLoadState('networkidle');
    // The service worker installs after load and idle, and keeps what it keeps.
    await page.waitForTimeout(2500);
    await page.waitForLoadState('networkidle');
    meter.stop();
    return { bytes: await meter.bytes(), entries: await meter.entries() };
  } finally {
    await context.close().catch(() => undefined);
  }
}

export async function benchDataSaver(browser: Browser, runs: number): Promise<BudgetRow[]> {
  console.log(
    `\nData saver: cold visit to / read to the bottom, 390 px, every byte over the network; median of ${runs}`,
  );
  const url = `${origins.publicSite}/`;
  const on: ColdVisit[] = [];
  const off: ColdVisit[] = [];
  for (let i = 0; i < runs; i += 1) {
    on.push(await coldVisitBytes(browser, url, true));
    off.push(await coldVisitBytes(browser, url, false));
  }
  const onKb = median(on.map((visit) => visit.bytes)) / 1000;
  const offKb = median(off.map((visit) => visit.bytes)) / 1000;
  console.log(
    textTable(
      ['route', 'data saver on', 'data saver off (today)', 'saved'],
      [['/', `${onKb.toFixed(1)} KB`, `${offKb.toFixed(1)} KB`, `${(offKb - onKb).toFixed(1)} KB`]],
    ),
  );
  // Where the bytes go with the data saver on (the last run): the largest files.
  const largest = [...(on.at(-1)?.entries ?? [])].sort((a, b) => b.bytes - a.bytes).slice(0, 12);
  console.log(
    textTable(
      ['largest with the data saver on', 'KB'],
      largest.map((entry) => [
        entry.url.replace(/^https?:\/\/localhost/, ''),
        (entry.bytes / 1000).toFixed(1),
      ]),
    ),
  );
  return [
    {
      metric: 'cold visit bytes, data saver on',
      subject: '/',
      value: onKb,
      limit: DATA_SAVER_BUDGET_KB,
      kind: 'max',
      unit: 'KB',
      digits: 1,
    },
    {
      metric: 'data saver on minus off',
      subject: '/',
      value: onKb - offKb,
      limit: 0,
      kind: 'max',
      unit: 'KB',
      digits: 1,
    },
  ];
}
