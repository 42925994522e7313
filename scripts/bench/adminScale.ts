/**
 * Admin console at scale (issue 12): 1,000,000 writers in PostgreSQL.
 * - API: p50/p95 of `GET /admin/writers` page requests that each sort (name, then S/N), filter
 *   (genre and status) and search (a 3–6 letter term) — goal p95 ≤ 100 ms;
 * - browser: the Writers grid's page change (a click on Next → the new page's rows painted),
 *   sorted by name — goal p95 ≤ 300 ms.
 * The database `thrive_bench_admin` (on BENCH_DATABASE_URL, else DATABASE_URL_FOR_TESTS, else
 * the local server) is seeded once with one INSERT … SELECT and kept for later runs. A bench API
 * (production mode) runs on a free port against it; the browser's API calls are routed there.
 * `pnpm bench` calls `benchAdminScale` and fails when a goal is missed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { origins } from '@thrive/platform/node';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  benchDatabaseUrl,
  prepareAdminBench,
  WRITERS,
} from '../../services/reader-api/bench/adminScaleData.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_P95_GOAL_MS = 100;
const PAGE_CHANGE_P95_GOAL_MS = 300;
const API_SAMPLES = 200;
const PAGE_CHANGES = 15;
const SEARCH_TERMS = ['okaf', 'ade', 'chioma', 'bello', 'emeka', 'ngozi', 'lawal', 'eze'];
const GENRES = ['Career', 'Mental Health', 'Faith', 'Health', 'Psychology', 'Lifestyle'];

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startApi(url: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(rootDir, 'services/reader-api/src/server.ts')],
    {
      cwd: rootDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL: url,
        API_PORT: String(port),
        CORS_ORIGINS: origins.adminSite,
        RATE_LIMIT_MAX: '100000',
        SEED_SAMPLE_DATA: 'false',
      },
    },
  );
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('The bench API did not start.');
}

async function measureApi(base: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const request = (i: number) => {
    const query = new URLSearchParams({
      page: String(1 + ((i * 37) % 50)),
      pageSize: '25',
      sort: 'name:asc,sn:desc',
      genre: GENRES[i % GENRES.length]!,
      status: 'Active',
      search: SEARCH_TERMS[i % SEARCH_TERMS.length]!,
    });
    return `${base}/admin/writers?${query}`;
  };
  for (let i = 0; i < 20; i += 1) await (await fetch(request(i), { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < API_SAMPLES; i += 1) {
    const started = performance.now();
    const response = await fetch(request(i + 20), { headers });
    const body = (await response.json()) as { total: number; rows: unknown[] };
    times.push(performance.now() - started);
    if (!response.ok || !Array.isArray(body.rows))
      throw new Error(`bad answer for ${request(i + 20)}`);
  }
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
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
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

/** Runs the admin scale bench; prints its figures and returns false when a goal is missed. */
export async function benchAdminScale(browser: Browser): Promise<boolean> {
  console.log(`\nAdmin console at scale: ${WRITERS.toLocaleString('en')} writers in PostgreSQL`);
  const url = await benchDatabaseUrl();
  await prepareAdminBench(url);
  const port = await freePort();
  const api = await startApi(url, port);
  try {
    const base = `http://127.0.0.1:${port}/api/v1`;
    const signIn = await fetch(`${base}/admin/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const apiTimes = await measureApi(base, token);
    const grid = await measureGrid(browser, `http://localhost:${port}`, token);
    const verdict = (value: number, goal: number) =>
      value <= goal ? `✓ (goal ≤ ${goal} ms)` : `✗ over the ${goal} ms goal`;
    console.log(
      `  API page request (sort + genre/status filter + search, 25 rows): p50 ${apiTimes.p50.toFixed(1)} ms, p95 ${apiTimes.p95.toFixed(1)} ms ${verdict(apiTimes.p95, API_P95_GOAL_MS)}`,
    );
    console.log(
      `  grid page change in the browser (Next, sorted by name):         p50 ${grid.p50.toFixed(0)} ms, p95 ${grid.p95.toFixed(0)} ms ${verdict(grid.p95, PAGE_CHANGE_P95_GOAL_MS)}`,
    );
    return apiTimes.p95 <= API_P95_GOAL_MS && grid.p95 <= PAGE_CHANGE_P95_GOAL_MS;
  } finally {
    api.kill('SIGTERM');
  }
}

// `tsx scripts/bench/adminScale.ts`: this part alone (the site must be running).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
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
