/// <reference lib="webworker" />
/**
 * The service worker's files (sw.ts): what cachePlan.ts says for each (release files
 * cache-first, one cache per release; manifests and config network-first with a short timeout),
 * except for a page painted from its kept copy: its live files from the caches at once, each
 * checked once per page after the page asked for its check (KEPT_CLIENTS, ASKED_CLIENTS).
 */
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cachePlanFor,
  corsSafeCopies,
  liveReleaseCaches,
  RELEASE_CACHE_PREFIX,
  REMOTE_FILES_CACHE,
} from './cachePlan';
import { liveConfigNow, MATCH, putOrPurge } from './workerCaches';

declare const self: ServiceWorkerGlobalScope;

/** Manifests and config: the cached copy after this long (patchy links). */
const NETWORK_TIMEOUT_SECONDS = 3;

/** Clients painted from a kept copy: their live files come from the caches first. */
export const KEPT_CLIENTS = new Set<string>();
/** Kept-copy clients that asked for their check (no second check for them). */
export const ASKED_CLIENTS = new Set<string>();

/**
 * A file of a release, asked for before the page's check dropped that release (a kept page's
 * hints) and stored after it, would make the dropped cache again: it goes at once.
 */
const droppedReleaseStaysDropped: WorkboxPlugin = {
  cacheDidUpdate: async ({ cacheName }) => {
    const liveConfig = liveConfigNow();
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

/** Whether the worker answers this file (what cachePlan.ts keeps at all). */
export const isPlannedFile = (url: URL) =>
  cachePlanFor(url, self.location.origin, liveConfigNow()) !== null;

/** A file's answer, by its cache plan. */
export function handleFile(options: RouteHandlerCallbackOptions): Promise<Response> {
  const liveConfig = liveConfigNow();
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
}

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

export async function checkDeferredFiles(clientId: string): Promise<void> {
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
