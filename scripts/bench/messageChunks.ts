/**
 * The compiled catalogs among the files a page loads, told by the modules each file holds: a
 * public remote's build records them (chunk-modules.json, @thrive/composition's
 * ChunkModulesPlugin), and a file whose modules are all `<owner>/locales/<code>.po` in a locale
 * other than the source is that locale's messages. The remote's own catalogs count; the UI
 * kit's (outside the remote's folder, like the shell's: the platform's, on every page and kept
 * offline) are not counted (docs/i18n-design.md, "Messages a page loads").
 */
import type { BudgetRow } from './budgets.ts';

/** Budget: the messages a page loads in a locale, lazy parts included, KB (1000 B) compressed. */
export const MESSAGES_BUDGET_KB = 3;

export interface MessageChunk {
  locale: string;
  /** The catalogs' owner folders, relative to the remote (`src/layout`). */
  owners: string[];
}

const CATALOG = /^\.\/(.+)\/locales\/([^/]+)\.po$/;

/**
 * The message chunks of one remote's build: its file → modules record, read as above. A file
 * holding anything else, catalogs of several locales, or a catalog from outside the remote
 * (`../../packages/ui/…`) is not one.
 */
export function messageChunks(
  record: ReadonlyMap<string, ReadonlySet<string>>,
  sourceLocale: string,
): Map<string, MessageChunk> {
  const chunks = new Map<string, MessageChunk>();
  for (const [file, modules] of record) {
    if (!file.endsWith('.js') || !modules.size) continue;
    const catalogs = [...modules].map((name) => CATALOG.exec(name));
    if (catalogs.some((match) => !match)) continue;
    const locales = new Set(catalogs.map((match) => match![2]!));
    const [locale] = locales;
    if (locales.size !== 1 || locale === sourceLocale) continue;
    chunks.set(file, { locale: locale!, owners: catalogs.map((match) => match![1]!).sort() });
  }
  return chunks;
}

/** A page as measured: the message chunks it downloaded, with their compressed sizes. */
export interface PageMessages {
  route: string;
  chunks: (MessageChunk & { url: string; bytes: number })[];
}

export const messageBytes = (page: PageMessages): number =>
  page.chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);

/** One budget row per page and locale: its message chunks' compressed bytes. */
export function messageRows(pages: PageMessages[]): BudgetRow[] {
  return pages.map((page) => ({
    metric: 'messages',
    subject: page.route,
    value: messageBytes(page) / 1000,
    limit: MESSAGES_BUDGET_KB,
    kind: 'max',
    unit: 'KB',
    digits: 2,
  }));
}
