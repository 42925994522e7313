/**
 * `pnpm bench`: starts its own production servers (servers.ts, on the bench's ports) and runs
 * the parts asked for (args.ts), then prints one budget table and exits non-zero when a budget
 * breaks. Parts:
 *  - bytes        compressed JS per route (in every shipped language) on both hosts, isolation (bytes.ts)
 *  - messages     compressed messages per public page in each offered locale but the source,
 *                 read to the bottom (messages.ts)
 *  - throttled    400 kbit/s / 400 ms: FCP and sequential round trips before it (throttled.ts)
 *  - repeat-visit a visited page again with the service worker: bytes over the network, FCP at
 *                 400 kbit/s / 400 ms, requests before it (repeatVisit.ts)
 *  - data-saver   cold / read to the bottom: total bytes with the data saver on and off (dataSaver.ts)
 *  - interaction  taps at first paint on the readers' phone (no tap lost), time until hydrated,
 *                 INP at CPU 4x (interaction.ts)
 *  - typed-ahead  text typed right after an in-app link on the Naija-2G phone: none lost (typedAhead.ts)
 *  - slow-links   Naija-2G in every shipped language: the full page hydrated ≤ 5 s, the light page
 *                 ≤ 35 KB (story) / 45 KB, no script file, LCP ≤ 3 s (slowLinks.ts)
 *  - lighthouse   Lighthouse 12 mobile per route in every shipped language: performance, LCP, CLS, TBT (lighthouse.ts)
 *  - form-flood   a 124 KB form post and a page requested with it: each answered ≤ 100 ms (formFlood.ts)
 *  - studio-editor the studio's editor signed in at 400 kbit/s / 400 ms: compressed JS, time until
 *                 it takes typing (studioEditor.ts)
 *  - admin-scale  the admin console at 1,000,000 writers (adminScale.ts)
 *  - stories-scale the public story reads at 100,000 published stories (storiesScale.ts)
 *
 *   pnpm bench [-- --only=public|admin-scale|bytes|messages|throttled|repeat-visit|data-saver|interaction|typed-ahead|lighthouse|form-flood|studio-editor[,…]] [--routes=/,/about] [--runs=3]
 */
// First: the bench's ports, before any module reads them (see benchEnvironment.ts).
import './benchEnvironment.ts';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { loadAverage } from './processes.ts';
import { parseBenchArgs, type BenchOptions } from './args.ts';
import type { BudgetRow } from './budgets.ts';

let options: BenchOptions;
try {
  options = parseBenchArgs(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const { chromium } = await import('@playwright/test');
const { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } = await import('../../test/chromium.ts');
const { budgetTable, failures } = await import('./budgets.ts');
const { askedRoutes, inEveryLanguage, publicRoutes } = await import('./routes.ts');
const { startBenchServers } = await import('./servers.ts');
const { assertPagesLoad } = await import('./pagesLoad.ts');

console.log(
  `pnpm bench: ${options.parts.join(', ')} on ${os.cpus().length} cores, load average ${loadAverage()}`,
);

const servers = await startBenchServers();
// Every published public page, from the builds the servers serve.
const { origins } = await import('@thrive/platform/node');
const fetchHtml = async (address: string) =>
  (await fetch(`${origins.publicSite}${address}`)).text();
const routes = options.routes
  ? await askedRoutes(options.routes, fetchHtml)
  : await publicRoutes(fetchHtml);
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
const rows: BudgetRow[] = [];
let adminScaleOk = true;
let storiesScaleOk = true;
// Parts that load no page in the browser.
const API_ONLY_PARTS = ['admin-scale', 'stories-scale', 'form-flood'];
// Parts that load their own pages (the public routes need not load first).
const OWN_PAGES_PARTS = [...API_ONLY_PARTS, 'studio-editor'];
try {
  // Figures of an error page would mean nothing: every measured page must load for real.
  if (options.parts.some((part) => !OWN_PAGES_PARTS.includes(part)))
    await assertPagesLoad(browser, routes);
  if (options.parts.includes('bytes')) {
    const { benchBytes } = await import('./bytes.ts');
    rows.push(...(await benchBytes(browser, inEveryLanguage(routes))));
  }
  if (options.parts.includes('messages')) {
    const { benchMessages } = await import('./messages.ts');
    rows.push(...(await benchMessages(browser, routes)));
  }
  if (options.parts.includes('throttled')) {
    const { benchThrottled } = await import('./throttled.ts');
    rows.push(...(await benchThrottled(browser, routes, options.runs)));
  }
  if (options.parts.includes('repeat-visit')) {
    const { benchRepeatVisit } = await import('./repeatVisit.ts');
    rows.push(...(await benchRepeatVisit(browser, routes, options.runs)));
  }
  if (options.parts.includes('data-saver')) {
    const { benchDataSaver } = await import('./dataSaver.ts');
    rows.push(...(await benchDataSaver(browser, options.runs)));
  }
  if (options.parts.includes('interaction')) {
    const { benchInteraction } = await import('./interaction.ts');
    rows.push(...(await benchInteraction(browser, routes, options.runs)));
  }
  if (options.parts.includes('typed-ahead')) {
    const { benchTypedAhead } = await import('./typedAhead.ts');
    rows.push(...(await benchTypedAhead(browser, routes, options.runs)));
  }
  if (options.parts.includes('slow-links')) {
    const { benchSlowLinks } = await import('./slowLinks.ts');
    rows.push(...(await benchSlowLinks(browser, inEveryLanguage(routes), options.runs)));
  }
  if (options.parts.includes('lighthouse')) {
    const { benchLighthouse } = await import('./lighthouse.ts');
    rows.push(...(await benchLighthouse(inEveryLanguage(routes), options.runs)));
  }
  if (options.parts.includes('form-flood')) {
    const { benchFormFlood } = await import('./formFlood.ts');
    rows.push(...(await benchFormFlood(options.runs)));
  }
  if (options.parts.includes('studio-editor')) {
    const { benchWriter } = await import('./studioWriter.ts');
    const { benchStudioEditor } = await import('./studioEditor.ts');
    rows.push(
      ...(await benchStudioEditor(browser, await benchWriter(servers.dataDir), options.runs)),
    );
  }
  if (options.parts.includes('admin-scale')) {
    // The admin console with 1,000,000 writers in PostgreSQL (API page request, grid page change).
    const { benchAdminScale } = await import('./adminScale.ts');
    adminScaleOk = await benchAdminScale(browser);
  }
  if (options.parts.includes('stories-scale')) {
    // 100,000 published stories in PostgreSQL: the stories remote's API reads (p95 ≤ 50 ms).
    const { benchStoriesScale } = await import('./storiesScale.ts');
    storiesScaleOk = await benchStoriesScale();
  }
} finally {
  await browser.close();
  await servers.stop();
}

if (rows.length) {
  console.log(`\nBudgets (load average ${loadAverage()}; medians are noisy on a busy machine)\n`);
  console.log(budgetTable(rows));
}
const broken = failures(rows);
let commit = '';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
} catch {
  // not a git checkout
}
if (broken.length || !adminScaleOk || !storiesScaleOk) {
  console.error(
    `\n${broken.length} budget(s) broken${adminScaleOk ? '' : ', admin-scale goals missed'}${storiesScaleOk ? '' : ', stories-scale goals missed'}${commit ? ` at ${commit}` : ''}.`,
  );
  process.exit(1);
}
console.log(`\nEvery budget holds${commit ? ` at ${commit}` : ''}.`);
