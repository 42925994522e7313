/// <reference lib="webworker" />
/**
 * The service worker's kept pages (sw.ts): the live runtime config (from the newest page from
 * the network), each page kept with its variant, the check of a kept page with the server,
 * the kept copy or the offline page when the network fails, and what is kept at install (the
 * offline page, the crisis help's pages) and on a first visit.
 */
import { isSlowLink, type RuntimeConfig } from '@thrive/platform';
import {
  cachePlanFor,
  helpPagePaths,
  hydrationFilesOf,
  inlineConfigOf,
  isKeptPage,
  type KeptPageLink,
  LIVE_CONFIG_URL,
  OFFLINE_PAGE_PATH,
  offlinePageHtml,
  pageKey,
  PAGES_CACHE,
  SHELL_ASSETS_CACHE,
  staleReleaseCaches,
  titleOf,
  withLiveConfig,
} from './cachePlan';
import {
  keptHeaders,
  pageVariant,
  type PageCheck,
  readerVariant,
  VARIANT_HEADER,
} from './keptPage';

declare const self: ServiceWorkerGlobalScope;

export const MATCH = { ignoreVary: true };

let liveConfig: RuntimeConfig | null = null;

/** The live config as far as the worker knows it now (null until a page or the cache says). */
export const liveConfigNow = () => liveConfig;

export async function readLiveConfig(): Promise<RuntimeConfig | null> {
  if (liveConfig) return liveConfig;
  const cached = await caches.match(LIVE_CONFIG_URL);
  liveConfig = cached ? ((await cached.json()) as RuntimeConfig) : null;
  return liveConfig;
}

/** A full disk must not break the site: drop the kept pages and the old files, and go on. */
export async function putOrPurge(
  cacheName: string,
  key: string,
  response: Response,
): Promise<void> {
  try {
    await (await caches.open(cacheName)).put(key, response);
  } catch (error) {
    if ((error as DOMException).name !== 'QuotaExceededError') throw error;
    await Promise.all([caches.delete(PAGES_CACHE), caches.delete(SHELL_ASSETS_CACHE)]);
  }
}

/** A page came from the network: its config is the live one; drop the releases it no longer names. */
async function learnLiveConfig(page: string | RuntimeConfig): Promise<void> {
  const config = typeof page === 'string' ? inlineConfigOf(page) : page;
  if (!config) return;
  liveConfig = config;
  await putOrPurge(
    PAGES_CACHE,
    LIVE_CONFIG_URL,
    new Response(JSON.stringify(config), { headers: { 'content-type': 'application/json' } }),
  );
  const stale = staleReleaseCaches(await caches.keys(), config);
  await Promise.all(stale.map((name) => caches.delete(name)));
}

export async function keepPage(url: URL, response: Response): Promise<void> {
  const type = response.headers.get('content-type') ?? '';
  if (!isKeptPage(url) || response.status !== 200 || !type.startsWith('text/html')) return;
  const html = await response.text();
  await learnLiveConfig(html);
  await putOrPurge(
    PAGES_CACHE,
    pageKey(url),
    new Response(html, { headers: keptHeaders(response.headers, pageVariant(html)) }),
  );
}

/** What the page would be composed for now, as far as the worker can see (null: ask). */
async function currentVariant(): Promise<string | null> {
  if (!self.cookieStore) return null;
  const cookies = (await self.cookieStore.getAll())
    .map((cookie) => `${cookie.name}=${cookie.value ?? ''}`)
    .join('; ');
  const connection = (
    navigator as { connection?: { saveData?: boolean; effectiveType?: string; rtt?: number } }
  ).connection;
  return readerVariant(
    cookies,
    Boolean(connection?.saveData),
    isSlowLink(connection?.effectiveType, connection?.rtt),
  );
}

/** The kept copy of a page, if it can answer this visit online. */
export async function keptForVisit(url: URL): Promise<Response | null> {
  if (!isKeptPage(url)) return null;
  const kept = await (await caches.open(PAGES_CACHE)).match(pageKey(url), MATCH);
  if (!kept?.headers.get('etag')) return null;
  const variant = await currentVariant();
  return variant && kept.headers.get(VARIANT_HEADER) === variant ? kept : null;
}

const REVALIDATE_TIMEOUT_MS = 4000;
/** Pages being checked now: the page's own request and the fallback share one fetch. */
const checking = new Map<string, Promise<PageCheck>>();

/**
 * Checks a kept page with the server and answers the config the page should run: the copy's
 * own when it is still the page (a 304), the new page's when it changed (kept, and the release
 * caches it no longer names dropped), the last live one when the server cannot be reached.
 */
export function revalidatePage(url: URL): Promise<PageCheck> {
  const key = pageKey(url);
  let pending = checking.get(key);
  if (!pending) {
    pending = (async () => {
      const cache = await caches.open(PAGES_CACHE);
      const kept = await cache.match(key, MATCH);
      const etag = kept?.headers.get('etag');
      try {
        const response = await fetch(url.href, {
          credentials: 'same-origin',
          cache: 'no-store',
          headers: etag ? { 'If-None-Match': etag } : {},
          signal: AbortSignal.timeout(REVALIDATE_TIMEOUT_MS),
        });
        if (response.status === 304 && kept) {
          const config = inlineConfigOf(await kept.text());
          if (config) await learnLiveConfig(config);
          return { config, changed: false };
        }
        const html = await response.clone().text();
        await keepPage(url, response);
        if (response.status !== 200) await cache.delete(key);
        return { config: inlineConfigOf(html) ?? (await readLiveConfig()), changed: true };
      } catch {
        return { config: await readLiveConfig(), changed: false };
      }
    })().finally(() => checking.delete(key));
    checking.set(key, pending);
  }
  return pending;
}

async function keptPages(): Promise<KeptPageLink[]> {
  const cache = await caches.open(PAGES_CACHE);
  const urls = (await cache.keys())
    .map((request) => new URL(request.url))
    .filter((url) => url.origin === self.location.origin)
    .filter((url) => url.pathname !== OFFLINE_PAGE_PATH && url.pathname !== LIVE_CONFIG_URL)
    // The crisis help's own pages: linked from its band at the top of the offline page.
    .filter((url) => !helpPagePaths().includes(url.pathname));
  // Each by the title the reader saw: read from its copy (offline, so nothing else runs).
  return Promise.all(
    urls.map(async (url) => {
      const copy = await cache.match(url.href, MATCH);
      return { path: url.pathname, title: copy ? titleOf(await copy.text()) : null };
    }),
  );
}

const htmlResponse = (html: string) =>
  new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });

export async function keptOrOffline(url: URL): Promise<Response> {
  const cache = await caches.open(PAGES_CACHE);
  const kept = isKeptPage(url) ? await cache.match(pageKey(url), MATCH) : undefined;
  if (kept) return htmlResponse(withLiveConfig(await kept.text(), await readLiveConfig()));
  const offline = await cache.match(new URL(OFFLINE_PAGE_PATH, self.location.origin).href);
  if (offline) return htmlResponse(offlinePageHtml(await offline.text(), await keptPages()));
  return Response.error();
}

/**
 * The first visit loaded its files before the worker existed: the page names them (and itself)
 * once the worker controls it; they come from the browser's HTTP cache, not the network.
 */
export async function keepFirstVisit(pageUrl: string, files: readonly string[]): Promise<void> {
  const page = new URL(pageUrl);
  if (page.origin !== self.location.origin) return;
  await readLiveConfig();
  const response = await fetch(page.href, { credentials: 'same-origin' });
  await keepPage(page, response);
  await keepFiles(files);
}

/** Keeps the files a page runs (what cachePlan.ts keeps at all), each fetched once. */
async function keepFiles(files: readonly string[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const url = new URL(file, self.location.origin);
      const plan = cachePlanFor(url, self.location.origin, liveConfig);
      if (!plan) return;
      const cache = await caches.open(plan.cacheName);
      if (await cache.match(url.href, MATCH)) return;
      const fetched = await fetch(url.href, {
        mode: url.origin === self.location.origin ? 'same-origin' : 'cors',
        credentials: 'omit',
      }).catch(() => null);
      if (fetched?.ok) await putOrPurge(plan.cacheName, url.href, fetched);
    }),
  );
}

/** The offline page and the shell files it runs: fetched once, when the worker installs. */
export async function precacheOfflinePage(): Promise<void> {
  const offlineUrl = new URL(OFFLINE_PAGE_PATH, self.location.origin).href;
  const response = await fetch(offlineUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`offline page: HTTP ${response.status}`);
  const html = await response.text();
  await putOrPurge(
    PAGES_CACHE,
    offlineUrl,
    new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  );
  const shellFiles = new Set<string>();
  for (const [, list = ''] of html.matchAll(/(?:src|data-entry|data-startup)="([^"]+)"/g)) {
    for (const file of list.split(/\s+/)) if (file.startsWith('/assets/')) shellFiles.add(file);
  }
  const assets = await caches.open(SHELL_ASSETS_CACHE);
  await Promise.all(
    [...shellFiles].map(async (file) => {
      if (!(await assets.match(file, MATCH))) await assets.add(file);
    }),
  );
}

/**
 * The grounding exercise and the safety plan (issue 45), with the files they run: kept at
 * install so the crisis help's links open offline. A page that cannot be fetched now is kept
 * on its first visit instead; it does not stop the worker installing.
 */
export async function precacheHelpPages(): Promise<void> {
  await Promise.all(
    helpPagePaths().map(async (path) => {
      const url = new URL(path, self.location.origin);
      const response = await fetch(url.href, { credentials: 'same-origin', cache: 'no-cache' });
      if (!response.ok) return;
      const html = await response.clone().text();
      await keepPage(url, response);
      await keepFiles(hydrationFilesOf(html));
    }),
  );
}
