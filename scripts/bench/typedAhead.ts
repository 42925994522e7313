/**
 * Text typed right after an in-app link (issue 47), beside the lost taps: on the Naija-2G phone
 * (CPU 6x, 250 kbit/s, 800 ms RTT, 390 px), each link of e2e/support/inAppLinks.ts is tapped
 * once its page has hydrated, the reader types at once, and the text is lost when the page that
 * appears does not hold it (or its submit stays disabled). Budget: 0 per link. `runs` tries
 * each, a fresh context per try. Only the links from the routes benched.
 */
import type { Browser } from '@playwright/test';
import { origins } from '@thrive/platform/node';
import {
  IN_APP_LINKS,
  tapAndType,
  typedTextKept,
  type InAppLink,
} from '../../e2e/support/inAppLinks.ts';
import { NAIJA_2G, PHONE_VIEWPORT } from '../../test/phoneProfiles.ts';
import { textTable, type BudgetRow } from './budgets.ts';

/** Whether the text typed after `link` was kept; a try that never reached the page counts lost. */
async function tryOnce(browser: Browser, link: InAppLink, attempt: number): Promise<boolean> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  try {
    const page = await context.newPage();
    const email = `bench.typed-ahead.${Date.now()}.${attempt}@example.com`;
    await tapAndType(page, origins.publicSite, link, email);
    return await typedTextKept(page, link, email);
  } catch (error) {
    console.log(`  ${link.from} → ${link.link}: ${error instanceof Error ? error.message : error}`);
    return false;
  } finally {
    await context.close();
  }
}

export async function benchTypedAhead(
  browser: Browser,
  routes: string[],
  runs: number,
): Promise<BudgetRow[]> {
  console.log(
    `\nText typed right after an in-app link, ${runs} tries each (${NAIJA_2G.name}, 390 px)`,
  );
  const rows: BudgetRow[] = [];
  const lines: string[][] = [];
  for (const link of IN_APP_LINKS.filter((l) => routes.includes(l.from))) {
    let lost = 0;
    for (let attempt = 0; attempt < runs; attempt += 1)
      if (!(await tryOnce(browser, link, attempt))) lost += 1;
    lines.push([link.from, link.link, `${lost} of ${runs}`]);
    rows.push({
      metric: 'text lost after an in-app link, CPU 6x',
      subject: `${link.from} → ${link.link}`,
      value: lost,
      limit: 0,
      kind: 'max',
      unit: '',
      digits: 0,
    });
  }
  console.log(textTable(['from', 'link', 'lost'], lines));
  return rows;
}
