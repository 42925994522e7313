/**
 * What the composer reads from a remote's published origin (contract.ts): its route table
 * (prerender/routes.json, fresh for a moment, then revalidated with its ETag; a remote that
 * fails is not asked again until that moment has passed) and its content-hashed page files
 * (kept for good: one URL never changes). Nothing here throws to the composer: a remote that
 * cannot be read is null, and the browser mounts the page itself.
 */
import {
  NOT_FOUND_PATH,
  ROUTES_FILE,
  type PrerenderedPage,
  type PrerenderRoutes,
} from './contract.ts';
import { pageKeyOf, patternKeyFor } from './pageKeys.ts';

interface CachedJson<T> {
  value: T;
  etag: string | null;
  checkedAt: number;
}

export interface RemotePagesOptions {
  fetch: typeof fetch;
  timeoutMs: number;
  revalidateAfterMs: number;
  log: (message: string) => void;
}

/** The page that answers a path: its own, its query variant, a `:parameter` page, or the
 * not-found page. */
export function pageFor(
  routes: Pick<PrerenderRoutes, 'pages'>,
  path: string,
  search: string,
): { file: string; status: 200 | 404; key: string } | null {
  const exact = pageKeyOf(path);
  const key = routes.pages[exact]
    ? exact
    : (patternKeyFor(Object.keys(routes.pages), exact) ?? exact);
  if (routes.pages[key]) {
    const params = new URLSearchParams(search);
    const variant = Object.keys(routes.pages).find(
      (k) => k.startsWith(`${key}?`) && params.get(k.slice(key.length + 1))?.trim(),
    );
    return { file: routes.pages[variant ?? key]!, status: 200, key };
  }
  const notFound = routes.pages[NOT_FOUND_PATH];
  return notFound ? { file: notFound, status: 404, key: NOT_FOUND_PATH } : null;
}

export function createRemotePages({
  fetch: fetchJson,
  timeoutMs,
  revalidateAfterMs,
  log,
}: RemotePagesOptions) {
  const routesCache = new Map<string, CachedJson<PrerenderRoutes>>();
  const pageCache = new Map<string, PrerenderedPage>();
  const failures = new Map<string, number>();

  async function get(url: string, etag: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (etag) headers['If-None-Match'] = etag;
    return fetchJson(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  }

  /** Fetches a remote's routes.json (revalidating a kept copy) and keeps it; throws on failure. */
  async function fetchRoutes(
    url: string,
    cached?: CachedJson<PrerenderRoutes>,
  ): Promise<PrerenderRoutes> {
    const checkedAt = Date.now();
    const response = await get(url, cached?.etag ?? null);
    if (response.status === 304 && cached) {
      cached.checkedAt = checkedAt;
      return cached.value;
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const value = (await response.json()) as PrerenderRoutes;
    routesCache.set(url, { value, etag: response.headers.get('etag'), checkedAt });
    failures.delete(url);
    return value;
  }

  /** routes.json of a remote: fresh for a moment, then revalidated with its ETag. */
  async function routesOf(base: string): Promise<PrerenderRoutes | null> {
    const url = new URL(ROUTES_FILE, base).href;
    const cached = routesCache.get(url);
    const now = Date.now();
    if (cached && now - cached.checkedAt < revalidateAfterMs) return cached.value;
    const failedAt = failures.get(url);
    if (!cached && failedAt && now - failedAt < revalidateAfterMs) return null;
    try {
      return await fetchRoutes(url, cached);
    } catch (error) {
      // The remote is down or has no prerendered pages: its own code will not load either,
      // so the browser mounts the page itself and shows the remote's fallback if need be.
      routesCache.delete(url);
      if (!failedAt) log(`Prerendered pages unavailable at ${url}: ${String(error)}`);
      failures.set(url, now);
      return null;
    }
  }

  async function pageOf(base: string, file: string): Promise<PrerenderedPage | null> {
    const url = new URL(file, base).href;
    const cached = pageCache.get(url);
    if (cached) return cached;
    try {
      const response = await get(url, null);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const page = (await response.json()) as PrerenderedPage;
      // Page files are content-hashed: one URL never changes.
      pageCache.set(url, page);
      return page;
    } catch (error) {
      log(`Prerendered page unavailable at ${url}: ${String(error)}`);
      return null;
    }
  }

  return { get, fetchRoutes, routesOf, pageOf };
}
