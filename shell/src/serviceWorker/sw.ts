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
 * The kept pages are workerCaches.ts; the files, workerFiles.ts. This file wires them to the
 * worker's events.
 */
import { clientsClaim } from 'workbox-core';
import { disable as disableNavigationPreload } from 'workbox-navigation-preload';
import { NavigationRoute, registerRoute } from 'workbox-routing';
// The outbox alone (no HTTP client or session store in the worker).
import { flushFormOutbox, FORM_OUTBOX_SYNC_TAG } from '@thrive/api-client/src/formOutbox';
import {
  DATA_USED_MESSAGE,
  networkBytesSince,
  type WorkerBytes,
} from '@thrive/ui/src/dataSaver/workerBytes';
import { isKeptPage, KEEP_MESSAGE, pageKey, PAGES_CACHE, withLiveConfig } from './cachePlan';
import { markKept, type PageCheck, REVALIDATE_MESSAGE } from './keptPage';
import {
  keepFirstVisit,
  keptForVisit,
  keptOrOffline,
  keepPage,
  MATCH,
  precacheHelpPages,
  precacheOfflinePage,
  readLiveConfig,
  revalidatePage,
} from './workerCaches';
import {
  ASKED_CLIENTS,
  checkDeferredFiles,
  handleFile,
  isPlannedFile,
  KEPT_CLIENTS,
} from './workerFiles';
import { installPushHandlers } from './pushHandlers';

declare const self: ServiceWorkerGlobalScope;

/** A link that answers nothing for this long is treated as offline when a kept copy exists. */
const NAVIGATION_TIMEOUT_MS = 4000;

const sleep = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

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

registerRoute(({ url, request }) => request.method === 'GET' && isPlannedFile(url), handleFile);

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
