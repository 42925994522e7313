/**
 * INP (Interaction to Next Paint) at CPU 4x, 390 px, for the drawer, an FAQ question, the password
 * eye and a form submit, on the hydrated page, measured by the web-vitals library (its IIFE
 * attribution build, added as a Playwright init script: the page's CSP does not apply to it, and
 * the page's own markup is unchanged). Each interaction on a fresh page; INP is the longest
 * interaction web-vitals reports (durationThreshold 16 ms: shorter ones count as 16 ms).
 */
import { KEEP_NAMES_SHIM } from './hydration.ts';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { origins } from '@thrive/platform/node';
import { PHONE_VIEWPORT, READERS_PHONE } from '../../test/phoneProfiles.ts';
import { textTable, type BudgetRow } from './budgets.ts';
import { hydratedAtMs, watchHydrationOf } from './hydration.ts';

export const INP_BUDGET_MS = 100;
const MIN_REPORTED_MS = 16;

const require = createRequire(import.meta.url);
// The package exports its ES module builds only; the IIFE sits beside the attribution one.
const WEB_VITALS_IIFE = path.join(
  path.dirname(require.resolve('web-vitals/attribution')),
  'web-vitals.attribution.iife.js',
);

interface Interaction {
  name: string;
  route: string;
  act: (page: Page) => Promise<void>;
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'drawer',
    route: '/',
    act: (page) => page.getByRole('button', { name: 'Menu', exact: true }).click(),
  },
  {
    name: 'FAQ question',
    route: '/',
    act: (page) => page.getByText('What is Thrive?', { exact: true }).click(),
  },
  {
    name: 'password eye',
    route: '/signup',
    act: (page) => page.getByRole('button', { name: 'Show password' }).first().click(),
  },
  {
    name: 'form submit',
    route: '/login',
    act: async (page) => {
      await page.getByLabel('Email', { exact: true }).fill('bench.inp@example.com');
      await page.getByLabel('Password', { exact: true }).fill('not-a-reader-42');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
    },
  },
];

declare global {
  interface Window {
    webVitals?: {
      onINP(
        report: (metric: { value: number; attribution?: { interactionTarget?: string } }) => void,
        options: { reportAllChanges: boolean; durationThreshold: number },
      ): void;
    };
    __benchInp?: { value: number; target: string };
  }
}

async function measure(browser: Browser, interaction: Interaction) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: READERS_PHONE.cpuSlowdown });
    await page.addInitScript(KEEP_NAMES_SHIM);
    await page.addInitScript({ path: WEB_VITALS_IIFE });
    await page.addInitScript((threshold) => {
      window.webVitals?.onINP(
        (metric) => {
          window.__benchInp = {
            value: metric.value,
            target: metric.attribution?.interactionTarget ?? '',
          };
        },
        { reportAllChanges: true, durationThreshold: threshold },
      );
    }, MIN_REPORTED_MS);
    await watchHydrationOf(page);
    await page.goto(`${origins.publicSite}${interaction.route}`, { timeout: 60_000 });
    if ((await hydratedAtMs(page)) === null) throw new Error(`${interaction.route} never hydrated`);
    await interaction.act(page);
    // The next paint after the interaction, and web-vitals' report of it.
    await page.waitForTimeout(1000);
    const inp = await page.evaluate(() => window.__benchInp ?? null);
    return inp ?? { value: MIN_REPORTED_MS, target: '(every interaction under 16 ms)' };
  } finally {
    await context.close();
  }
}

export async function benchInp(browser: Browser, routes: string[]): Promise<BudgetRow[]> {
  const rows: BudgetRow[] = [];
  const lines: string[][] = [];
  for (const interaction of INTERACTIONS.filter((i) => routes.includes(i.route))) {
    const inp = await measure(browser, interaction);
    lines.push([interaction.name, interaction.route, `${Math.round(inp.value)} ms`, inp.target]);
    rows.push({
      metric: `INP CPU 4x, ${interaction.name}`,
      subject: interaction.route,
      value: inp.value,
      limit: INP_BUDGET_MS,
      kind: 'max',
      unit: 'ms',
      digits: 0,
    });
  }
  if (lines.length) {
    console.log(`\nINP at CPU 4x on the hydrated page (web-vitals, attribution build)`);
    console.log(textTable(['interaction', 'route', 'INP', 'target'], lines));
  }
  return rows;
}
