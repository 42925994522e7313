/**
 * What the shell's build writes into index.html for its loader (startAfterPaint.js). The loader's
 * attribute names are read by the composer too: they live in @thrive/composition.
 */
import {
  CHARSET,
  ENTRY_ATTRIBUTE,
  ENTRY_INTEGRITY_ATTRIBUTE,
  INTEGRITY_SUFFIX,
  localeStartupAttribute,
  STARTUP_ATTRIBUTE,
} from '@thrive/composition';
import { SERVICE_WORKER_URL } from '../serviceWorker/serviceWorkerUrl';

/** The service worker the loader registers itself when it holds the app back (data saver). */
export const SERVICE_WORKER_ATTRIBUTE = 'data-service-worker';

/**
 * The event that starts a held-back app: the early-input script sends it when the reader first
 * uses a control that needs the app's code (earlyInput.js).
 */
export const NEEDS_APP_EVENT = 'thrive:needs-app';

/**
 * On a prerendered page the loader keeps the web fonts off until this event: a font swap
 * restyles the whole page, and mid-hydration it lands on a slow phone's busiest moment. The
 * shell sends it once the page has hydrated (afterHydration.ts).
 */
export const HYDRATED_EVENT = 'thrive:hydrated';

export interface HtmlTag {
  tagName: string;
  voidTag: boolean;
  attributes: Record<string, string | boolean | undefined | null>;
  innerHTML?: string;
}

/**
 * The page's tags with the entry's script replaced by the loader, inline at the end of the body
 * (after the page and the early input capture): it needs no request of its own, a round trip on
 * a slow link before anything could start, and runs once the page is parsed, as a deferred
 * script did. It is allowed by its hash in the page's CSP (`inlineScriptHashes`).
 * @param startup the URLs of what the entry fetches as it starts (startupAssets.ts)
 * @param localeStartup the URLs of each locale's catalogs (localeStartupAssets)
 */
export function startAfterPaintTagGroups(
  groups: { headTags: HtmlTag[]; bodyTags: HtmlTag[] },
  loaderSource: string,
  startup: readonly string[] = [],
  localeStartup: Record<string, readonly string[]> = {},
): { headTags: HtmlTag[]; bodyTags: HtmlTag[] } {
  const isEntry = (tag: HtmlTag) =>
    tag.tagName === 'script' && typeof tag.attributes.src === 'string';
  const entry = [...groups.headTags, ...groups.bodyTags].find(isEntry);
  if (!entry) return groups;
  const loader: HtmlTag = {
    tagName: 'script',
    voidTag: false,
    attributes: {
      [ENTRY_ATTRIBUTE]: entry.attributes.src as string,
      ...(startup.length && { [STARTUP_ATTRIBUTE]: startup.join(' ') }),
      ...Object.fromEntries(
        Object.entries(localeStartup).map(([code, urls]) => [
          localeStartupAttribute(code),
          urls.join(' '),
        ]),
      ),
      [SERVICE_WORKER_ATTRIBUTE]: SERVICE_WORKER_URL,
    },
    innerHTML: loaderSource,
  };
  return {
    headTags: groups.headTags.filter((tag) => tag !== entry),
    bodyTags: [...groups.bodyTags.filter((tag) => tag !== entry), loader],
  };
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The page with the loader's tag carrying the SHA-384 of its entry and of each file its startup
 * lists name (`hashOf` a URL; a file it does not know gets "-", and the loader then preloads it
 * as before).
 * The shell's runtime loads each chunk with its hash and CORS (rspack's
 * SubresourceIntegrityPlugin): a preload without the same integrity and mode is not reused, and
 * the file would be downloaded twice. Run on the finished page, when the files' bytes are final.
 */
export function withStartupIntegrity(
  html: string,
  hashOf: (url: string) => string | undefined,
): string {
  return html.replace(new RegExp(`<script\\s${ENTRY_ATTRIBUTE}="[^"]*"[^>]*>`), (tag) => {
    const entry = attribute(tag, ENTRY_ATTRIBUTE)!;
    const entryHash = hashOf(entry);
    const lists = [...tag.matchAll(new RegExp(`\\s(${STARTUP_ATTRIBUTE}[a-z-]*)="([^"]*)"`, 'g'))];
    const extra = [
      ...(entryHash ? [`${ENTRY_INTEGRITY_ATTRIBUTE}="${entryHash}"`] : []),
      ...lists
        .map(([, name, value]) => [name!, value!.split(' ').filter(Boolean)] as const)
        .filter(([name, urls]) => !name.endsWith(INTEGRITY_SUFFIX) && urls.length)
        .map(
          ([name, urls]) =>
            `${name}${INTEGRITY_SUFFIX}="${urls.map((url) => hashOf(url) ?? '-').join(' ')}"`,
        ),
    ];
    return extra.length ? `${tag.slice(0, -1)} ${extra.join(' ')}>` : tag;
  });
}

/**
 * The page with the early preloads (preloadEarly.js) inline at the top of <head>, right after the
 * character set: the composer writes its list of what hydration needs there first, and the
 * parser reaches both as soon as the page's first bytes are in. Allowed by its hash in the
 * page's CSP (`inlineScriptHashes`).
 */
export function withEarlyPreloads(html: string, source: string): string {
  return html.replace(CHARSET, (charset) => `${charset}<script>${source}</script>`);
}
