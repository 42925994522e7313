/**
 * What the shell's service worker keeps, and in which cache (pure functions, unit-tested; the
 * worker itself is sw.ts). Files under a remote's immutable release path get one cache per
 * release, so a promote or a rollback only changes which release the live config names, and a
 * release no live config names any more is dropped whole.
 */
import {
  APP_ICONS_PATH,
  HYDRATION_HINTS_ID,
  OFFLINE_PAGES_ELEMENT_ID,
  RUNTIME_CONFIG_ELEMENT_ID,
  WEB_MANIFEST_PATH,
} from '@thrive/composition';
import { localizedPath, paths, shippedLocales } from '@thrive/platform';

export { OFFLINE_PAGE_PATH } from '@thrive/composition';
import type { RuntimeConfig } from '@thrive/platform';

export const CACHE_PREFIX = 'thrive-';
/** `thrive-release <origin> <release id>`: one per remote release. */
export const RELEASE_CACHE_PREFIX = `${CACHE_PREFIX}release `;
export const SHELL_ASSETS_CACHE = `${CACHE_PREFIX}shell-assets`;
/** Remote files outside a release path (a local build): hashed files and their manifests. */
export const REMOTE_FILES_CACHE = `${CACHE_PREFIX}remote-files`;
/**
 * /config.json, the favicon, the web app manifest and its icons: revalidated on every visit, the
 * cached copy only offline (an installed Thrive starts offline with its own name and icon).
 */
export const SITE_FILES_CACHE = `${CACHE_PREFIX}site-files`;
/** The composed HTML of the pages the reader visited, and the offline page. */
export const PAGES_CACHE = `${CACHE_PREFIX}pages`;
/** The newest runtime config the worker saw in a page from the network. */
export const LIVE_CONFIG_URL = '/__thrive/live-config.json';
/** Message from the page: keep this page and the files it loaded (the first visit's). */
export { KEEP_PAGE_MESSAGE as KEEP_MESSAGE } from '@thrive/platform/offlinePages';

export type CachePlan =
  | { strategy: 'cache-first'; cacheName: string }
  | { strategy: 'network-first'; cacheName: string }
  | null;

/** `https://m.example/releases/2026-01-01.1/x.js` → that origin and release id. */
export function releaseOf(url: URL): { origin: string; id: string } | null {
  const match = /^\/releases\/([^/]+)\//.exec(url.pathname);
  return match?.[1] ? { origin: url.origin, id: decodeURIComponent(match[1]) } : null;
}

export const releaseCacheName = (release: { origin: string; id: string }) =>
  `${RELEASE_CACHE_PREFIX}${release.origin} ${release.id}`;

/** The release caches the config still names (each remote's manifest). */
export function liveReleaseCaches(config: RuntimeConfig): Set<string> {
  const names = new Set<string>();
  for (const location of Object.values(config.remotes)) {
    const release = releaseOf(new URL(location.manifest));
    if (release) names.add(releaseCacheName(release));
  }
  return names;
}

/** Release caches to delete: those no live config points at. */
export function staleReleaseCaches(cacheNames: readonly string[], config: RuntimeConfig): string[] {
  const live = liveReleaseCaches(config);
  return cacheNames.filter((name) => name.startsWith(RELEASE_CACHE_PREFIX) && !live.has(name));
}

const remoteOrigins = (config: RuntimeConfig) =>
  new Set(Object.values(config.remotes).map((location) => new URL(location.manifest).origin));

/** Files a manifest names by path: they change in place outside a release, so ask first. */
const LIVE_REMOTE_FILE = /(^|\/)(mf-manifest\.json|remoteEntry\.js|routes\.json)$/;

/**
 * Where a GET of `url` is kept. Nothing of the API is ever kept (its answers are personal or
 * one-off), nor anything of an origin the config does not name.
 */
export function cachePlanFor(
  url: URL,
  selfOrigin: string,
  config: RuntimeConfig | null,
): CachePlan {
  if (config && url.origin === new URL(config.apiBaseUrl).origin) return null;
  if (url.origin === selfOrigin) {
    if (url.pathname.startsWith('/assets/')) {
      return { strategy: 'cache-first', cacheName: SHELL_ASSETS_CACHE };
    }
    if (
      url.pathname === '/config.json' ||
      url.pathname === '/favicon.svg' ||
      url.pathname === WEB_MANIFEST_PATH ||
      url.pathname.startsWith(APP_ICONS_PATH)
    ) {
      return { strategy: 'network-first', cacheName: SITE_FILES_CACHE };
    }
    return null;
  }
  if (!config || !remoteOrigins(config).has(url.origin)) return null;
  const release = releaseOf(url);
  if (release) return { strategy: 'cache-first', cacheName: releaseCacheName(release) };
  return {
    strategy: LIVE_REMOTE_FILE.test(url.pathname) ? 'network-first' : 'cache-first',
    cacheName: REMOTE_FILES_CACHE,
  };
}

const CONFIG_ELEMENT = new RegExp(
  `(<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">)([\\s\\S]*?)(</script>)`,
);

/** The runtime config the shell's server inlined into a page. */
export function inlineConfigOf(html: string): RuntimeConfig | null {
  const text = CONFIG_ELEMENT.exec(html)?.[2];
  if (!text) return null;
  try {
    return JSON.parse(text) as RuntimeConfig;
  } catch {
    return null;
  }
}

/** As the composer writes JSON into a page: nothing can close the element early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * A kept page as it may run now: when the live config names other releases than the page was
 * composed with, the page gets the live config, so the shell loads the live releases and,
 * seeing markup of another build, renders afresh instead of hydrating (shell/src/bootstrap.tsx):
 * a kept page never runs a release the environment no longer allows.
 */
export function withLiveConfig(html: string, live: RuntimeConfig | null): string {
  if (!live) return html;
  const kept = inlineConfigOf(html);
  if (!kept) return html;
  const manifests = (config: RuntimeConfig) =>
    JSON.stringify(Object.values(config.remotes).map((location) => location.manifest));
  if (manifests(kept) === manifests(live)) return html;
  return html.replace(CONFIG_ELEMENT, (_all, open: string, _old, close: string) => {
    return `${open}${scriptJson(live)}${close}`;
  });
}

/**
 * The pages the crisis help links to (issue 45): the worker keeps them, in every shipped
 * language, when it installs, so each opens offline in one tap though the reader never
 * opened it.
 */
export const helpPagePaths = (): string[] =>
  shippedLocales.flatMap((locale) =>
    [paths.grounding, paths.safetyPlan].map((path) => localizedPath(path, locale.code)),
  );

const HINTS_ELEMENT = new RegExp(
  `<script type="application/json" id="${HYDRATION_HINTS_ID}">([\\s\\S]*?)</script>`,
);

/** What a composed page's script fetches to run (its remote's manifest, entry and chunks). */
export function hydrationFilesOf(html: string): string[] {
  try {
    const hints: unknown = JSON.parse(HINTS_ELEMENT.exec(html)?.[1] ?? '[]');
    if (!Array.isArray(hints)) return [];
    return hints.flatMap((hint: { href?: unknown } | null) =>
      typeof hint?.href === 'string' ? [hint.href] : [],
    );
  } catch {
    return [];
  }
}

/** The offline page with the list of the pages that read offline. */
/** A page kept on the phone, as the offline page lists it: its address and its own title. */
export interface KeptPageLink {
  path: string;
  title: string | null;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/** The text of a kept page's `<title>` (what the reader saw in the tab), or null. */
export function titleOf(html: string): string | null {
  const found = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  const title = found?.[1]
    ?.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  return title ? title : null;
}

export function offlinePageHtml(template: string, pages: readonly KeptPageLink[]): string {
  const list = `<script type="application/json" id="${OFFLINE_PAGES_ELEMENT_ID}">${scriptJson(pages)}</script>`;
  return template.replace('</head>', `${list}</head>`);
}

/** The key a page is kept under: its address without a fragment. */
export function pageKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/**
 * Whether a page is kept for offline reading: pages with a query string are one-off e-mail link
 * pages (confirm, unsubscribe, cancel) whose token must not stay on the device.
 */
export const isKeptPage = (url: URL) => url.search === '';

/**
 * A copy kept for a request made without CORS (an opaque response: chunks were loaded that way
 * before they carried Subresource Integrity) cannot answer a CORS request, which every chunk
 * request now is: the browser would refuse it and the page fail. Such a copy counts as not
 * kept, and the file is fetched again (a Workbox `cachedResponseWillBeUsed` hook).
 */
export const corsSafeCopies = {
  cachedResponseWillBeUsed: async ({
    request,
    cachedResponse,
  }: {
    request: Request;
    cachedResponse?: Response | null;
  }): Promise<Response | null> =>
    cachedResponse && request.mode === 'cors' && cachedResponse.type === 'opaque'
      ? null
      : (cachedResponse ?? null),
};
