/**
 * Bytes that crossed the network in a browser context: every finished request's encoded body
 * and headers, the service worker's own fetches included; a page request the worker answered
 * is counted where the worker fetched it (or not at all when it came from its cache).
 */
import type { BrowserContext, Request } from '@playwright/test';

export interface NetworkMeter {
  /** Bytes so far, once every finished request's sizes are in. */
  bytes(): Promise<number>;
  /** The URLs fetched over the network so far (for the printout). */
  urls(): string[];
  /** Each request over the network and its bytes, once every finished request's sizes are in. */
  entries(): Promise<{ url: string; bytes: number }[]>;
  stop(): void;
}

/** Playwright may never settle these for a service worker's own request: give up after 5 s. */
function within<T>(promise: Promise<T>, ms = 5000): Promise<T | null> {
  return Promise.race([
    promise.catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), ms)),
  ]);
}

export function meterNetwork(context: BrowserContext): NetworkMeter {
  const pending: Promise<number>[] = [];
  const urls: string[] = [];
  const all: { url: string; bytes: Promise<number> }[] = [];
  const onFinished = (request: Request) => {
    const bytes = (async (): Promise<number> => {
      const response = await within(request.response());
      if (!response || response.fromServiceWorker()) return 0;
      urls.push(request.url());
      const sizes = await within(request.sizes());
      if (sizes) return sizes.responseBodySize + sizes.responseHeadersSize;
      // A navigation preload's sizes never come: its compressed length and its headers.
      const headers = await within(response.headersArray());
      const head = (headers ?? []).reduce((n, h) => n + h.name.length + h.value.length + 4, 0);
      const length = (headers ?? []).find((h) => h.name.toLowerCase() === 'content-length');
      return head + Number(length?.value ?? 0);
    })().catch(() => 0);
    pending.push(bytes);
    all.push({ url: request.url(), bytes });
  };
  context.on('requestfinished', onFinished);
  // A 304 to a worker's own conditional fetch is reported as failed (net::ERR_ABORTED): its
  // headers crossed the network all the same.
  context.on('requestfailed', onFinished);
  return {
    bytes: async () => (await Promise.all(pending)).reduce((a, b) => a + b, 0),
    urls: () => [...urls],
    entries: async () =>
      (await Promise.all(all.map(async ({ url, bytes }) => ({ url, bytes: await bytes })))).filter(
        (entry) => entry.bytes > 0 || urls.includes(entry.url),
      ),
    stop: () => {
      context.off('requestfinished', onFinished);
      context.off('requestfailed', onFinished);
    },
  };
}
