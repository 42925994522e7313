/**
 * Admin console at scale (issue 12): 1,000,000 writers in PostgreSQL.
 * - API: p50/p95 of `GET /admin/writers` page requests (25 rows) that each sort, filter (genre
 *   and status) and search (a 3–6 letter term), in sessions as an admin works: a new query
 *   (page 1: the total is counted), Next × 7 (the total is remembered), Last. Each session's
 *   sort + filter + search is new; warm-up sessions on other keys are not counted; one admin at
 *   a time unless BENCH_ADMIN_CONCURRENCY says more. Goal: p95 ≤ 100 ms for all requests and
 *   for new queries alone.
 * - browser: the Writers grid's page change (a click on Next after reading the page for a
 *   moment → the new page's rows painted), sorted by name — goal p95 ≤ 300 ms.
 * The load average is printed beside the figures: the machine is shared and small.
 * The database `thrive_bench_admin` (on BENCH_DATABASE_URL, else DATABASE_URL_FOR_TESTS, else
 * the local server) is seeded once with one INSERT … SELECT and kept for later runs. A bench API
 * (production mode) runs on a free port against it; the browser's API calls are routed there.
 * `pnpm bench` calls `benchAdminScale` and fails when a goal is missed.
 */
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { origins } from '@thrive/platform/node';
import {
  ADMIN_EMAIL,
  benchAdminToken,
  benchDatabaseUrl,
  prepareAdminBench,
  WRITERS,
} from '../../services/reader-api/bench/adminScaleData.ts';
import { freePort, loadAverage, startApiProcess } from './processes.ts';

const API_P95_GOAL_MS = 100;
const PAGE_CHANGE_P95_GOAL_MS = 300;
/** Admins working at once (each runs its own sessions one request after another). */
const CONCURRENCY = Number(process.env.BENCH_ADMIN_CONCURRENCY ?? 1);
/** A session: a new sort + filter + search (page 1), then Next × 7, then Last. */
const SESSIONS = 40;
const WARM_UP_SESSIONS = 4;
const NEXT_PER_SESSION = 7;
const PAGE_CHANGES = 15;
/** An admin reads a page before pressing Next again. */
const THINK_MS = 800;
const SEARCH_TERMS = ['okaf', 'ade', 'chioma', 'bello', 'emeka', 'ngozi', 'lawal', 'eze'];
// prettier-ignore
const GENRES = ['Tech & Innovation', 'Career', 'Mental Health', 'Relationship', 'Faith', 'How to?', 'Health', 'History', 'Lifestyle', 'Business', 'Psychology'];
const SORTS = ['name:asc,sn:desc', 'email:desc', 'status:asc,name:asc'];

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const stats = (values: number[]) => ({
  n: values.length,
  p50: quantile(values, 0.5),
  p95: quantile(values, 0.95),
});
const startApi = (url: string, port: number): Promise<ChildProcess> =>
  startApiProcess(port, {
    DATABASE_URL: url,
    CORS_ORIGINS: origins.adminSite,
    RATE_LIMIT_MAX: '100000',
  });

/**
 * Sessions of page requests, each with its own (never repeated) sort + filter + search: page 1
 * (a new query: the total is counted), Next × 7 (the total is remembered) and Last. The first
 * WARM_UP_SESSIONS (other keys) only warm the server and the database, and are not counted.
 */
async function measureApi(base: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const url = (session: number, page: number) => {
    const query = new URLSearchParams({
      page: String(page),
      pageSize: '25',
      sort: SORTS[session % SORTS.length]!,
      genre: GENRES[session % GENRES.length]!,
      status: 'Active',
      search: SEARCH_TERMS[Math.floor(session / GENRES.length) % SEARCH_TERMS.length]!,
    });
    return `${base}/admin/writers?${query}`;
  };
  const timed = async (target: string) => {
    const started = performance.now();
    const response = await fetch(target, { headers });
    const body = (await response.json()) as { pageCount: number; rows: unknown[] };
    const ms = performance.now() - started;
    if (!response.ok || !Array.isArray(body.rows)) throw new Error(`bad answer for ${target}`);
    return { ms, pageCount: body.pageCount };
  };
  const samples = { first: [] as number[], next: [] as number[], last: [] as number[] };
  const runSession = async (session: number, record: boolean) => {
    const first = await timed(url(session, 1));
    const next: number[] = [];
    for (let page = 2; page <= Math.min(first.pageCount, NEXT_PER_SESSION + 1); page += 1)
      next.push((await timed(url(session, page))).ms);
    const last = await timed(url(session, first.pageCount));
    if (!record) return;
    samples.first.push(first.ms);
    samples.next.push(...next);
    samples.last.push(last.ms);
  };
  for (let s = 0; s < WARM_UP_SESSIONS; s += 1) await runSession(s, false);
  let nextSession = WARM_UP_SESSIONS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (nextSession < WARM_UP_SESSIONS + SESSIONS) await runSession(nextSession++, true);
    }),
  );
  return {
    first: stats(samples.first),
    next: stats(samples.next),
    last: stats(samples.last),
    all: stats([...samples.first, ...samples.next, ...samples.last]),
  };
}

async function measureGrid(browser: Browser, apiOrigin: string, token: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(
    ([tokenValue, email]) => {
      localStorage.setItem('thriveAdminToken', tokenValue!);
      localStorage.setItem('thriveAdminEmail', email!);
    },
    [token, ADMIN_EMAIL],
  );
  // The console calls the site's API origin; the bench API answers instead.
  await page.route(`${origins.api}/**`, async (route) => {
    const response = await route.fetch({
      url: route.request().url().replace(origins.api, apiOrigin),
    });
    await route.fulfill({ response });
  });
  await page.goto(`${origins.adminSite}/writers`);
  await page
    .locator('.ag-row[row-index="0"] .ag-cell[col-id="sn"]')
    .filter({ hasText: /\d/ })
    .waitFor({ timeout: 60_000 });
  await page.locator('.ag-header-cell[col-id="name"] .ag-header-cell-label').click();
  await page.waitForTimeout(1500);
  const times: number[] = [];
  for (let n = 1; n <= PAGE_CHANGES; n += 1) {
    await page.waitForTimeout(THINK_MS);
    // In the page: click Next, wait until the new page's first row has its data, then a frame.
    const ms = await page.evaluate(`(async () => {
      const selector = '.ag-row[row-index="${n * 10}"] .ag-cell[col-id="sn"]';
      const ready = () => /\\d/.test(document.querySelector(selector)?.textContent || '');
      const next = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Next');
      const started = performance.now();
      next.click();
      await new Promise((resolve) => {
        if (ready()) return resolve();
        const observer = new MutationObserver(() => {
          if (ready()) { observer.disconnect(); resolve(); }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await new Promise((resolve) => requestAnimationFrame(() => resolve()));
      return performance.now() - started;
    })()`);
    times.push(ms as number);
  }
  await context.close();
  return stats(times);
}

/**
 * Runs the admin scale bench; prints its figures and returns false when a goal is missed.
 * Without a browser only the API is measured.
 */
export async function benchAdminScale(browser: Browser | null): Promise<boolean> {
  console.log(`\nAdmin console at scale: ${WRITERS.toLocaleString('en')} writers in PostgreSQL`);
  const url = await benchDatabaseUrl();
  await prepareAdminBench(url);
  const port = await freePort();
  const api = await startApi(url, port);
  try {
    const base = `http://127.0.0.1:${port}/api/v1`;
    const token = await benchAdminToken(base);
    const loadBefore = loadAverage();
    const apiTimes = await measureApi(base, token);
    const loadAfterApi = loadAverage();
    const verdict = (value: number, goal: number) =>
      value <= goal ? `✓ (goal p95 ≤ ${goal} ms)` : `✗ over the ${goal} ms goal`;
    const line = (label: string, t: { n: number; p50: number; p95: number }, goal?: number) =>
      console.log(
        `    ${label.padEnd(44)} n=${String(t.n).padStart(3)}  p50 ${t.p50.toFixed(1).padStart(6)} ms  p95 ${t.p95.toFixed(1).padStart(6)} ms${goal ? `  ${verdict(t.p95, goal)}` : ''}`,
      );
    console.log(
      `  API page requests, 25 rows, sort + genre/status filter + search; ${CONCURRENCY} admin(s) at once, ` +
        `${WARM_UP_SESSIONS} warm-up sessions not counted; ${os.cpus().length} CPUs, load average ${loadBefore} → ${loadAfterApi}`,
    );
    line('all requests', apiTimes.all, API_P95_GOAL_MS);
    line('  new query (page 1, total counted)', apiTimes.first, API_P95_GOAL_MS);
    line('  Next (pages 2–8, total remembered)', apiTimes.next, API_P95_GOAL_MS);
    line('  Last page (read from the end)', apiTimes.last, API_P95_GOAL_MS);
    const apiMet = apiTimes.all.p95 <= API_P95_GOAL_MS && apiTimes.first.p95 <= API_P95_GOAL_MS;
    if (!browser) {
      console.log('  grid page change in the browser: not measured (API only)');
      return apiMet;
    }
    const grid = await measureGrid(browser, `http://localhost:${port}`, token);
    console.log(
      `  grid page change in the browser (Next after ${THINK_MS} ms reading, sorted by name); load average ${loadAverage()}`,
    );
    line('Next → new rows painted', grid, PAGE_CHANGE_P95_GOAL_MS);
    return apiMet && grid.p95 <= PAGE_CHANGE_P95_GOAL_MS;
  } finally {
    api.kill('SIGTERM');
  }
}

// `tsx scripts/bench/adminScale.ts`: this part alone (the site must be running);
// `--api-only`: the API figures alone (no site, no browser).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--api-only')) {
    if (!(await benchAdminScale(null))) process.exitCode = 1;
    process.exit();
  }
  const { chromium } = await import('@playwright/test');
  const { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } = await import('../../test/chromium.ts');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: CHROMIUM_ARGS,
  });
  try {
    if (!(await benchAdminScale(browser))) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}
