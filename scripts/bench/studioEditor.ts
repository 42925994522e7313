/**
 * The studio's editor route (issue 43) on the readers' slow link: a signed-in writer opens
 * `/studio/write` on the throttled profile of throttled.ts (400 kbit/s both ways, 400 ms round
 * trips, 390 px, cold cache: a fresh context per load). Per run:
 *  - the compressed JavaScript transferred (as bytes.ts counts it), and
 *  - the time until the editor takes typing: the story's Title field on the page and editable
 *    (the studio is drawn in the browser only, `prerender: false`, so that is when its code ran).
 * Medians of the runs against the budgets below. The public routes' budgets are not touched:
 * the studio is not one of their pages (it publishes no prerendered routes).
 */
import type { Browser } from '@playwright/test';
import { origins } from '@thrive/platform/node';
import type { BudgetRow } from './budgets.ts';
import { textTable } from './budgets.ts';
import { median } from './stats.ts';
import type { BenchWriter } from './studioWriter.ts';
import { SLOW_LINK } from './throttled.ts';

export const STUDIO_EDITOR_ROUTE = '/studio/write';
/** Compressed JS of the editor route (KB = 1000 B): the public routes' budget. */
export const STUDIO_JS_BUDGET_KB = 180;
/**
 * Until the editor takes typing on the slow link. First measured at 7.6 s (median of 3, load
 * average 13.8 on 2 cores; 157.6 KB of JS is 3.2 s of transfer alone at 400 kbit/s): a writer's
 * tool, opened once per sitting, not a reader's page (those have slow-links' 5 s).
 */
export const STUDIO_READY_BUDGET_S = 10;

interface Load {
  jsBytes: number;
  readyMs: number;
}

async function loadOnce(browser: Browser, writer: BenchWriter): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    // The studio's own storage keys (remotes/studio/src/session/studioSession.ts).
    await context.addInitScript(
      ([token, contributor]) => {
        localStorage.setItem('thriveStudioToken', token!);
        localStorage.setItem('thriveStudioContributor', contributor!);
      },
      [writer.token, JSON.stringify(writer.contributor)],
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    let jsBytes = 0;
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      if (!request.url().split('?')[0]!.endsWith('.js')) return;
      pending.push(
        request.sizes().then((sizes) => {
          jsBytes += sizes.responseBodySize;
        }),
      );
    });
    await page.goto(`${origins.publicSite}${STUDIO_EDITOR_ROUTE}`, {
      waitUntil: 'commit',
      timeout: 60_000,
    });
    const title = page.locator('input[name="title"]');
    await title.waitFor({ state: 'visible', timeout: 60_000 });
    const readyMs = await page.evaluate(() => performance.now());
    // Taking typing, for real: the first keystroke lands in the field.
    await title.fill('A');
    if ((await title.inputValue()) !== 'A') throw new Error('The editor did not take typing.');
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await Promise.all(pending);
    return { jsBytes, readyMs };
  } finally {
    await context.close();
  }
}

export async function benchStudioEditor(
  browser: Browser,
  writer: BenchWriter,
  runs: number,
): Promise<BudgetRow[]> {
  console.log(
    `\nStudio editor: ${STUDIO_EDITOR_ROUTE} signed in as a writer; 400 kbit/s, 400 ms RTT, 390 px, cold cache; median of ${runs}`,
  );
  const loads: Load[] = [];
  for (let i = 0; i < runs; i += 1) loads.push(await loadOnce(browser, writer));
  const js = median(loads.map((l) => l.jsBytes)) / 1000;
  const ready = median(loads.map((l) => l.readyMs)) / 1000;
  console.log(
    textTable(
      ['route', 'compressed JS', 'editor ready', 'runs (s)'],
      [
        [
          STUDIO_EDITOR_ROUTE,
          `${js.toFixed(1)} KB`,
          `${ready.toFixed(2)} s`,
          loads.map((l) => (l.readyMs / 1000).toFixed(2)).join(' '),
        ],
      ],
    ),
  );
  const subject = `studio ${STUDIO_EDITOR_ROUTE}`;
  return [
    {
      metric: 'compressed JS',
      subject,
      value: js,
      limit: STUDIO_JS_BUDGET_KB,
      kind: 'max',
      unit: 'KB',
      digits: 1,
    },
    {
      metric: 'editor ready (throttled)',
      subject,
      value: ready,
      limit: STUDIO_READY_BUDGET_S,
      kind: 'max',
      unit: 's',
      digits: 2,
    },
  ];
}
