/**
 * Messages a page loads (issue 26): every public page in each offered locale but the source
 * (and the pseudo-locale, a test of the layout), loaded cold and read to the bottom so its lazy
 * parts (the home page's writer cards) load too; the compressed bytes of the page's catalogs
 * (messageChunks.ts). Budget: ≤ 3 KB per page and locale. Offer the locales to measure with
 * THRIVE_LOCALES (Pidgin ships; `pnpm bench -- --only=messages`).
 */
import type { Browser } from '@playwright/test';
import {
  alternateLocales,
  localizedPath,
  remoteNames,
  remotes,
  SOURCE_LOCALE,
} from '@thrive/platform';
import { appDir, origins } from '@thrive/platform/node';
import { readChunkModules } from '@thrive/composition/build';
import type { BudgetRow } from './budgets.ts';
import { textTable } from './budgets.ts';
import {
  messageBytes,
  messageChunks,
  messageRows,
  type MessageChunk,
  type PageMessages,
} from './messageChunks.ts';

/** Every public remote's message chunks by address, from the builds the servers serve. */
function messageChunksByUrl(): Map<string, MessageChunk> {
  const byUrl = new Map<string, MessageChunk>();
  for (const name of remoteNames.filter((n) => remotes[n].prerender))
    for (const [file, chunk] of messageChunks(readChunkModules(appDir(name)), SOURCE_LOCALE))
      byUrl.set(`${origins[name]}/${file}`, chunk);
  return byUrl;
}

async function pageMessages(
  browser: Browser,
  route: string,
  chunks: Map<string, MessageChunk>,
): Promise<PageMessages> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const measured: PageMessages = { route, chunks: [] };
  const pending: Promise<void>[] = [];
  try {
    const page = await context.newPage();
    page.on('requestfinished', (request) => {
      const url = request.url().split('?')[0]!;
      const chunk = chunks.get(url);
      if (!chunk) return;
      pending.push(
        request.sizes().then((sizes) => {
          // The encoded body: what crossed the network, compressed.
          measured.chunks.push({ ...chunk, url, bytes: sizes.responseBodySize });
        }),
      );
    });
    await page.goto(`${origins.publicSite}${route}`, { waitUntil: 'networkidle' });
    // A reader scrolling through: what loads near the screen (lazy parts) loads now.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    return measured;
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** `routes` are the public pages in the source locale; each is measured in the other locales. */
export async function benchMessages(browser: Browser, routes: string[]): Promise<BudgetRow[]> {
  const codes = alternateLocales()
    .map((locale) => locale.code)
    .filter((code) => code !== SOURCE_LOCALE);
  if (!codes.length) {
    console.log(
      '\nMessages: no locale but the source offered (THRIVE_LOCALES=<code> offers one not yet shipped).',
    );
    return [];
  }
  const chunks = messageChunksByUrl();
  const measured: PageMessages[] = [];
  for (const code of codes)
    for (const route of routes)
      measured.push(await pageMessages(browser, localizedPath(route, code), chunks));
  console.log(
    '\nMessages a page loads, read to the bottom (KB = 1000 B, compressed, cold cache)\n',
  );
  console.log(
    textTable(
      ['route', 'catalogs (KB)', 'total'],
      measured.map((page) => [
        page.route,
        page.chunks.map((c) => `${c.owners.join('+')} ${(c.bytes / 1000).toFixed(2)}`).join(', ') ||
          '·',
        (messageBytes(page) / 1000).toFixed(2),
      ]),
    ),
  );
  // Every public page has its remote's frame in catalogs: none found means the record and the
  // served build disagree, and a row of 0 would pass for nothing.
  const none = measured.filter((page) => !page.chunks.length).map((page) => page.route);
  if (none.length)
    throw new Error(`No message chunk found for ${none.join(', ')}: rebuild (pnpm build).`);
  return messageRows(measured);
}
