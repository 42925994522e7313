/**
 * The files the shell's entry fetches as it starts, known at build time. The entry imports
 * its bootstrap chunk, and the federation runtime loads every shared module the shell
 * provides from the shell's own chunks (the host's copies: the "provide shared module" path,
 * never the consume fallbacks, which serve only when nobody provides the module). Listed for
 * the loader, which preloads them beside the entry: without the list they were requested only
 * once the entry had arrived and run, a second 3-second wave on a 400 kbit/s link.
 */

/** The part of rspack's stats (chunks with their origins) this reads. */
export interface StartupStats {
  chunks?: {
    files?: string[];
    origins?: { moduleName?: string; request?: string }[];
  }[];
}

const PROVIDED_SHARED_MODULE = /^provide shared module /;
/** A catalog's import (`() => import('./locales/pcm.po')`): its locale's code. */
const CATALOG_REQUEST = /(?:^|\/)locales\/([^/]+)\.po$/;

/**
 * @param entryModule the entry's module as rspack names it, e.g. "./src/index.ts"
 * @returns the files (relative to the output folder), scripts and stylesheets, each once
 */
export function startupAssets(stats: StartupStats, entryModule: string): string[] {
  const files = new Set<string>();
  for (const chunk of stats.chunks ?? []) {
    const needed = (chunk.origins ?? []).some(
      (origin) =>
        (origin.moduleName === entryModule && Boolean(origin.request)) ||
        PROVIDED_SHARED_MODULE.test(origin.moduleName ?? ''),
    );
    if (!needed) continue;
    for (const file of chunk.files ?? []) if (/\.(js|css)$/.test(file)) files.add(file);
  }
  return [...files].sort();
}

/**
 * The files of the catalogs the shell's code loads for each locale but the source (the shell's
 * and the UI kit's `locales/<code>.po`, each a chunk of its own): a page in that language needs
 * them before it hydrates, and they were requested only once the bootstrap had run, a round trip
 * after every other file (on `/pcm/`, 0.7 s at 400 kbit/s).
 * @returns locale code → files (relative to the output folder), scripts only
 */
export function localeStartupAssets(stats: StartupStats): Record<string, string[]> {
  const byLocale: Record<string, Set<string>> = {};
  for (const chunk of stats.chunks ?? []) {
    for (const origin of chunk.origins ?? []) {
      const code = CATALOG_REQUEST.exec(origin.request ?? '')?.[1];
      if (!code) continue;
      byLocale[code] ??= new Set();
      for (const file of chunk.files ?? []) if (file.endsWith('.js')) byLocale[code].add(file);
    }
  }
  return Object.fromEntries(
    Object.entries(byLocale).map(([code, files]) => [code, [...files].sort()]),
  );
}
