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
  const onFinished = (request: Request) => {
    pending.push(
      (async (): Promise<number> => {
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
      })().catch(() => 0),
    );
  };
  context.on('requestfinished', onFinished);
  return {
    bytes: async () => (await Promise.all(pending)).reduce((a, b) => a + b, 0),
    urls: () => [...urls],
    stop: () => context.off('requestfinished', onFinished),
  };
}
