/// <reference lib="webworker" />
/**
 * The shell's service worker (public host only; built to /sw.js by shell/rspack.config.ts).
 * - Pages: from the network (navigation preload: the worker adds no latency online), kept for
 *   offline use; offline, or after NAVIGATION_TIMEOUT_MS on a link that stalls, the kept copy
 *   with the live config, else the offline page with the crisis help.
 * - Files: what cachePlan.ts says (release files cache-first, one cache per release; manifests
 *   and config network-first with a short timeout). POSTs and the API pass straight through.
 * - Release caches no live config names are deleted after every page from the network.
 */
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import type { RuntimeConfig } from '@thrive/platform';
// The outbox alone (no HTTP client or session store in the worker).
import { flushFormOutbox, FORM_OUTBOX_SYNC_TAG } from '@thrive/api-client/src/formOutbox';
import {
  cachePlanFor,
  corsSafeCopies,
  inlineConfigOf,
  isKeptPage,
  KEEP_MESSAGE,
  LIVE_CONFIG_URL,
  OFFLINE_PAGE_PATH,
  offlinePageHtml,
  pageKey,
  PAGES_CACHE,
  SHELL_ASSETS_CACHE,
  staleReleaseCaches,
  withLiveConfig,
} from './cachePlan';

declare const self: ServiceWorkerGlobalScope;

/** A link that answers nothing for this long is treated as offline when a kept copy exists. */
const NAVIGATION_TIMEOUT_MS = 4000;
/** Manifests and config: the cached copy after this long (patchy links). */
const NETWORK_TIMEOUT_SECONDS = 3;
const MATCH = { ignoreVary: true };

let liveConfig: RuntimeConfig | null = null;

async function readLiveConfig(): Promise<RuntimeConfig | null> {
  if (liveConfig) return liveConfig;
  const cached = await caches.match(LIVE_CONFIG_URL);
  liveConfig = cached ? ((await cached.json()) as RuntimeConfig) : null;
  return liveConfig;
}

/** A full disk must not break the site: drop the kept pages and the old files, and go on. */
async function putOrPurge(cacheName: string, key: string, response: Response): Promise<void> {
  try {
    await (await caches.open(cacheName)).put(key, response);
  } catch (error) {
    if ((error as DOMException).name !== 'QuotaExceededError') throw error;
    await Promise.all([caches.delete(PAGES_CACHE), caches.delete(SHELL_ASSETS_CACHE)]);
  }
}

/** A page came from the network: its config is the live one; drop the releases it no longer names. */
async function learnLiveConfig(html: string): Promise<void> {
  const config = inlineConfigOf(html);
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

async function keepPage(url: URL, response: Response): Promise<void> {
  const type = response.headers.get('content-type') ?? '';
  if (!isKeptPage(url) || response.status !== 200 || !type.startsWith('text/html')) return;
  const html = await response.text();
  await learnLiveConfig(html);
  await putOrPurge(
    PAGES_CACHE,
    pageKey(url),
    new Response(html, { headers: { 'content-type': type } }),
  );
}

async function keptPages(): Promise<string[]> {
  const cache = await caches.open(PAGES_CACHE);
  return (await cache.keys())
    .map((request) => new URL(request.url))
    .filter((url) => url.origin === self.location.origin)
    .filter((url) => url.pathname !== OFFLINE_PAGE_PATH && url.pathname !== LIVE_CONFIG_URL)
    .map((url) => url.pathname);
}

const htmlResponse = (html: string) =>
  new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });

async function keptOrOffline(url: URL): Promise<Response> {
  const cache = await caches.open(PAGES_CACHE);
  const kept = isKeptPage(url) ? await cache.match(pageKey(url), MATCH) : undefined;
  if (kept) return htmlResponse(withLiveConfig(await kept.text(), await readLiveConfig()));
  const offline = await cache.match(new URL(OFFLINE_PAGE_PATH, self.location.origin).href);
  if (offline) return htmlResponse(offlinePageHtml(await offline.text(), await keptPages()));
  return Response.error();
}

const sleep = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

registerRoute(
  new NavigationRoute(async ({ request, event }) => {
    const url = new URL(request.url);
    const fetchEvent = event as FetchEvent;
    const fromNetwork = (async () => {
      const preloaded = (await fetchEvent.preloadResponse) as Response | undefined;
      const response = preloaded ?? (await fetch(request));
      fetchEvent.waitUntil(keepPage(url, response.clone()).catch(() => undefined));
      return response;
    })();
    // Keep the answer's promise handled even when the timeout wins the race.
    fromNetwork.catch(() => undefined);
    const hasKept =
      isKeptPage(url) && Boolean(await (await caches.open(PAGES_CACHE)).match(pageKey(url), MATCH));
    try {
      const first = await Promise.race([
        fromNetwork,
        hasKept ? sleep(NAVIGATION_TIMEOUT_MS) : new Promise<never>(() => undefined),
      ]);
      if (first) return first;
    } catch {
      // Offline: the kept copy or the offline page below.
    }
    return keptOrOffline(url);
  }),
);

const strategies = new Map<string, Strategy>();
function strategyFor(kind: 'cache-first' | 'network-first', cacheName: string): Strategy {
  const id = `${kind} ${cacheName}`;
  let strategy = strategies.get(id);
  if (!strategy) {
    const plugins = [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      corsSafeCopies,
      new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
    ];
    strategy =
      kind === 'cache-first'
        ? new CacheFirst({ cacheName, plugins, matchOptions: MATCH })
        : new NetworkFirst({
            cacheName,
            plugins,
            matchOptions: MATCH,
            networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
          });
    strategies.set(id, strategy);
  }
  return strategy;
}

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && cachePlanFor(url, self.location.origin, liveConfig) !== null,
  (options) => {
    const plan = cachePlanFor(options.url, self.location.origin, liveConfig)!;
    return strategyFor(plan.strategy, plan.cacheName).handle(options);
  },
);

/**
 * The first visit loaded its files before the worker existed: the page names them (and itself)
 * once the worker controls it; they come from the browser's HTTP cache, not the network.
 */
async function keepFirstVisit(pageUrl: string, files: readonly string[]): Promise<void> {
  const page = new URL(pageUrl);
  if (page.origin !== self.location.origin) return;
  await readLiveConfig();
  const response = await fetch(page.href, { credentials: 'same-origin' });
  await keepPage(page, response);
  await Promise.all(
    files.map(async (file) => {
      const url = new URL(file);
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

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; page?: string; files?: string[] } | null;
  if (data?.type !== KEEP_MESSAGE || typeof data.page !== 'string') return;
  const files = Array.isArray(data.files) ? data.files.filter((f) => typeof f === 'string') : [];
  event.waitUntil(keepFirstVisit(data.page, files).catch(() => undefined));
});

/** The offline page and the shell files it runs: fetched once, when the worker installs. */
async function precacheOfflinePage(): Promise<void> {
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

self.addEventListener('install', (event) => {
  event.waitUntil(precacheOfflinePage().then(() => self.skipWaiting()));
});

/** Background Sync: forms kept with no connection are sent when it is back (a throw retries). */
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === FORM_OUTBOX_SYNC_TAG) sync.waitUntil(flushFormOutbox());
});

enableNavigationPreload();
clientsClaim();
