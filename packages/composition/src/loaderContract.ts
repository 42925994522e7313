/**
 * What the shell's build writes into index.html for its loader (shell/src/paintFirst), read by
 * the loader in the browser and by the composer on the server: the entry to start and the files
 * it fetches as it starts, each with the Subresource Integrity it is loaded with.
 */
import type { HydrationHint } from './prerendered';

/** The attribute on the loader's own script element naming the entry to start. */
export const ENTRY_ATTRIBUTE = 'data-entry';

/** The attribute listing (space-separated) what the entry fetches as it starts. */
export const STARTUP_ATTRIBUTE = 'data-startup';

/**
 * The attribute listing what a page in one locale fetches besides (its catalogs), by the locale's
 * code as it leads the page's path (`/pcm/…`), in lower case (HTML attribute names are).
 */
export const localeStartupAttribute = (code: string) =>
  `${STARTUP_ATTRIBUTE}-locale-${code.toLowerCase()}`;

/**
 * The Subresource Integrity of the entry, and of each file a startup list names (the same
 * order), in the list's attribute name followed by INTEGRITY_SUFFIX ("-" for a file without).
 */
export const ENTRY_INTEGRITY_ATTRIBUTE = 'data-entry-integrity';
export const INTEGRITY_SUFFIX = '-integrity';
export const STARTUP_INTEGRITY_ATTRIBUTE = `${STARTUP_ATTRIBUTE}${INTEGRITY_SUFFIX}`;

/**
 * Where the early preloads go in a page: right after its character set (which stays within the
 * first 1024 bytes), the composer's list first, then the shell's script that reads it.
 */
export const CHARSET = /<meta charset="utf-8"\s*\/?>/i;

const attributeOf = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** A file as the runtime requests it: checked files with their hash and CORS. */
const hintFor = (href: string, integrity: string | undefined): HydrationHint => ({
  href,
  as: /\.css$/.test(href) ? 'style' : 'script',
  ...(integrity && integrity !== '-' && { integrity, crossOrigin: 'anonymous' as const }),
});

/**
 * What the loader of `indexHtml` preloads before the page's own hints, in its order: the entry,
 * its startup files, then the catalogs of `localeCode` (a page whose path it leads). Empty when
 * the page has no loader (a development build).
 */
export function startupHintsOf(indexHtml: string, localeCode: string | null): HydrationHint[] {
  const tag = new RegExp(`<script\\s${ENTRY_ATTRIBUTE}="[^"]*"[^>]*>`).exec(indexHtml)?.[0];
  if (!tag) return [];
  const listed = (name: string) => {
    const hashes = (attributeOf(tag, `${name}${INTEGRITY_SUFFIX}`) ?? '').split(' ');
    return (attributeOf(tag, name) ?? '')
      .split(' ')
      .filter(Boolean)
      .map((href, index) => hintFor(href, hashes[index]));
  };
  return [
    hintFor(attributeOf(tag, ENTRY_ATTRIBUTE)!, attributeOf(tag, ENTRY_INTEGRITY_ATTRIBUTE)),
    ...listed(STARTUP_ATTRIBUTE),
    ...(localeCode ? listed(localeStartupAttribute(localeCode)) : []),
  ];
}
