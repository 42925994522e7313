/// <reference lib="webworker" />
/**
 * The shell's service worker (public host only; built to /sw.js by shell/rspack.config.ts).
 * - Pages: a page the reader opened before is answered from its kept copy at once (nothing on
 *   the network before the paint); the page then asks the worker to check the copy with the
 *   server (`If-None-Match`: usually a 304 of a few hundred bytes) and runs with the config of
 *   the answer (keptPage.ts, revalidateKeptPage.ts). Any other page comes from the network and
 *   is kept; offline, or after NAVIGATION_TIMEOUT_MS on a link that stalls, the kept copy with
 *   the live config, else the offline page with the crisis help. Navigation preload is off:
 *   it would fetch every kept page in full before the paint.
 * - Files: what cachePlan.ts says (release files cache-first, one cache per release; manifests
 *   and config network-first with a short timeout, except for a page painted from its copy:
 *   its copies at once, checked once per page after; KEPT_CLIENTS). POSTs and the API pass
 *   straight through.
 * - Release caches no live config names are deleted after every page from the network.
 * - Web Push: the pushes the reader opted in to, shown with a "Turn off" action
 *   (pushHandlers.ts).
 */
import { clientsClaim } from 'workbox-core';
import { disable as disableNavigationPreload } from 'workbox-navigation-preload';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { isSlowLink, type RuntimeConfig } from '@thrive/platform';
// The outbox alone (no HTTP client or session store in the worker).
import { flushFormOutbox, FORM_OUTBOX_SYNC_TAG } from '@thrive/api-client/src/formOutbox';
import {
  DATA_USED_MESSAGE,
  networkBytesSince,
  type WorkerBytes,
} from '@thrive/ui/src/dataSaver/workerBytes';
import {
  cachePlanFor,
  corsSafeCopies,
  helpPagePaths,
  hydrationFilesOf,
  inlineConfigOf,
  isKeptPage,
  KEEP_MESSAGE,
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
  liveReleaseCaches,
  RELEASE_CACHE_PREFIX,
  REMOTE_FILES_CACHE,
} from './cachePlan';
import {
  keptHeaders,
  markKept,
  pageVariant,
  type PageCheck,
  readerVariant,
  REVALIDATE_MESSAGE,
  VARIANT_HEADER,
} from './keptPage';
import { installPushHandlers } from './pushHandlers';

declare const self: ServiceWorkerGlobalScope;

/** A link that answers nothing for this long is treated as offline when a kept copy exists. */
const NAVIGATION_TIMEOUT_MS = 4000;
/** Manifests and config: the cached copy after this long (patchy links). */
const NETWORK_TIMEOUT_SECONDS = 3;
const MATCH = { ignoreVary: true };

let liveConfig: RuntimeConfig | null = null;

const sleep = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

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

async function keepPage(url: URL, response: Response): Promise<void> {
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

/** Clients painted from a kept copy: their live files come from the caches first. */
const KEPT_CLIENTS = new Set<string>();
/** Kept-copy clients that asked for their check (no second check for them). */
const ASKED_CLIENTS = new Set<string>();

/** The kept copy of a page, if it can answer this visit online. */
async function keptForVisit(url: URL): Promise<Response | null> {
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
function revalidatePage(url: URL): Promise<PageCheck> {
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

async function keptOrOffline(url: URL): Promise<Response> {
  const cache = await caches.open(PAGES_CACHE);
  const kept = isKeptPage(url) ? await cache.match(pageKey(url), MATCH) : undefined;
  if (kept) return htmlResponse(withLiveConfig(await kept.text(), await readLiveConfig()));
  const offline = await cache.match(new URL(OFFLINE_PAGE_PATH, self.location.origin).href);
  if (offline) return htmlResponse(offlinePageHtml(await offline.text(), await keptPages()));
  return Response.error();
}

/** The page asks for the check once it has painted; a page whose script never runs, later. */
const UNASKED_CHECK_AFTER_MS = 10_000;

registerRoute(
  new NavigationRoute(async ({ request, event }) => {
    const url = new URL(request.url);
    const fetchEvent = event as FetchEvent;
    const kept = await keptForVisit(url).catch(() => null);
    if (kept) {
      const clientId = fetchEvent.resultingClientId;
      // A worker lives for minutes: the sets only need the pages open now.
      if (KEPT_CLIENTS.size > 200) [KEPT_CLIENTS, ASKED_CLIENTS].forEach((set) => set.clear());
      if (clientId) KEPT_CLIENTS.add(clientId);
      fetchEvent.waitUntil(
        sleep(UNASKED_CHECK_AFTER_MS).then(() =>
          ASKED_CLIENTS.has(clientId) ? undefined : revalidatePage(url).catch(() => undefined),
        ),
      );
      const html = markKept(withLiveConfig(await kept.text(), await readLiveConfig()));
      return new Response(html, { headers: kept.headers });
    }
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

/**
 * A file of a release, asked for before the page's check dropped that release (a kept page's
 * hints) and stored after it, would make the dropped cache again: it goes at once.
 */
const droppedReleaseStaysDropped: WorkboxPlugin = {
  cacheDidUpdate: async ({ cacheName }) => {
    if (liveConfig && !liveReleaseCaches(liveConfig).has(cacheName)) await caches.delete(cacheName);
  },
};

const strategies = new Map<string, Strategy>();
/** `<client id> <url>` of the live files a kept page's client has had checked already. */
const CHECKED_FILES = new Set<string>();
type StrategyKind = 'cache-first' | 'network-first' | 'stale-while-revalidate';
function strategyFor(kind: StrategyKind, cacheName: string): Strategy {
  const id = `${kind} ${cacheName}`;
  let strategy = strategies.get(id);
  if (!strategy) {
    // A release cache is dropped whole once no live config names it; an expiration plugin
    // would open it again after a hit (its clean-up runs later) and so bring it back empty.
    const release = cacheName.startsWith(RELEASE_CACHE_PREFIX);
    const plugins = [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      corsSafeCopies,
      ...(release
        ? [droppedReleaseStaysDropped]
        : [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })]),
    ];
    strategy =
      kind === 'cache-first'
        ? new CacheFirst({ cacheName, plugins, matchOptions: MATCH })
        : kind === 'stale-while-revalidate'
          ? new StaleWhileRevalidate({ cacheName, plugins, matchOptions: MATCH })
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
    const clientId = (options.event as FetchEvent).clientId;
    // A file of a release the live config no longer names (a kept page's hints, asked before
    // its check): fetched, never kept, so the dropped release cache is not made again.
    if (
      plan.cacheName.startsWith(RELEASE_CACHE_PREFIX) &&
      liveConfig &&
      !liveReleaseCaches(liveConfig).has(plan.cacheName)
    ) {
      return fetch(options.request);
    }
    if (
      plan.strategy === 'network-first' &&
      plan.cacheName === REMOTE_FILES_CACHE &&
      KEPT_CLIENTS.has(clientId)
    ) {
      return keptClientFile(options, plan.cacheName, clientId);
    }
    return strategyFor(plan.strategy, plan.cacheName).handle(options);
  },
);

/** Live files (manifests, entries) a kept page asked for before its check: checked after it. */
const DEFERRED_FILES = new Map<string, Set<string>>();

/**
 * A live file for a page painted from its copy: the cached copy at once (they change only with
 * a rebuild in place; a release's files never change, and the page's config was checked before
 * it ran them), each checked once per page, never before the page has painted and asked.
 */
function keptClientFile(
  options: RouteHandlerCallbackOptions,
  cacheName: string,
  clientId: string,
): Promise<Response> {
  const once = `${clientId} ${options.url.href}`;
  if (CHECKED_FILES.size > 1000) CHECKED_FILES.clear();
  if (CHECKED_FILES.has(once)) return strategyFor('cache-first', cacheName).handle(options);
  if (ASKED_CLIENTS.has(clientId)) {
    CHECKED_FILES.add(once);
    return strategyFor('stale-while-revalidate', cacheName).handle(options);
  }
  const deferred = DEFERRED_FILES.get(clientId) ?? new Set<string>();
  DEFERRED_FILES.set(clientId, deferred.add(options.url.href));
  return strategyFor('cache-first', cacheName).handle(options);
}

async function checkDeferredFiles(clientId: string): Promise<void> {
  const urls = [...(DEFERRED_FILES.get(clientId) ?? [])];
  DEFERRED_FILES.delete(clientId);
  await Promise.all(
    urls.map(async (url) => {
      const once = `${clientId} ${url}`;
      if (CHECKED_FILES.has(once)) return;
      CHECKED_FILES.add(once);
      // Through the HTTP cache: a conditional request, usually a 304.
      const response = await fetch(url, { mode: 'cors', credentials: 'omit' }).catch(() => null);
      if (response?.ok) await putOrPurge(REMOTE_FILES_CACHE, url, response);
    }),
  );
}

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

// The worker's own downloads, for the data counter: keep more than the default 250 entries.
self.performance.setResourceTimingBufferSize(2000);

self.addEventListener('message', (event) => {
  const data = event.data as {
    type?: string;
    page?: string;
    files?: string[];
    since?: number;
  } | null;
  if (data?.type === DATA_USED_MESSAGE && typeof data.since === 'number') {
    const answer: WorkerBytes = {
      instance: Math.round(self.performance.timeOrigin),
      bytes: networkBytesSince(
        self.performance.getEntriesByType('resource') as PerformanceResourceTiming[],
        self.performance.timeOrigin,
        data.since,
      ),
    };
    event.ports[0]?.postMessage(answer);
    return;
  }
  if (data?.type === REVALIDATE_MESSAGE && typeof data.page === 'string') {
    const page = new URL(data.page);
    const port = event.ports[0];
    if (page.origin !== self.location.origin || !port) return;
    const clientId = event.source && 'id' in event.source ? event.source.id : '';
    ASKED_CLIENTS.add(clientId);
    event.waitUntil(
      revalidatePage(page)
        .catch((): PageCheck => ({ config: null, changed: false }))
        .then((check) => port.postMessage(check))
        .then(() => checkDeferredFiles(clientId)),
    );
    return;
  }
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

/**
 * The grounding exercise and the safety plan (issue 45), with the files they run: kept at
 * install so the crisis help's links open offline. A page that cannot be fetched now is kept
 * on its first visit instead; it does not stop the worker installing.
 */
async function precacheHelpPages(): Promise<void> {
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

self.addEventListener('install', (event) => {
  event.waitUntil(
    precacheOfflinePage()
      .then(() => precacheHelpPages().catch(() => undefined))
      .then(() => self.skipWaiting()),
  );
});

/** Background Sync: forms kept with no connection are sent when it is back (a throw retries). */
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === FORM_OUTBOX_SYNC_TAG) sync.waitUntil(flushFormOutbox());
});

// Web Push (issue 46): shows the API's pushes and handles their taps and "Turn off" action.
installPushHandlers(self);

// Off, also for a registration an earlier worker turned it on for.
disableNavigationPreload();
clientsClaim();
