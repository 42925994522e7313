/**
 * The shell server's side of data pages (contract.ts, PrerenderRoutes.dataPages): a page whose
 * content changes at run time is asked of its remote's server per request, by its path, and
 * kept for a moment (one copy per path and choice of hidden topics). After that it is revalidated with its ETag (a 304 costs almost nothing);
 * while the remote's data is unavailable the last good copy is served, however old.
 */
import { RENDER_PATH, type PrerenderedPage, type RenderedDataPage } from './contract.ts';

interface Kept {
  answer: RenderedDataPage;
  etag: string | null;
  checkedAt: number;
}

export interface DataPagesOptions {
  get: (url: string, etag: string | null) => Promise<Response>;
  log: (message: string) => void;
  /** How long an answer is used before it is revalidated. */
  freshForMs: number;
  /** Pages kept (the least recently asked for go first). */
  maxPages?: number;
}

export function createDataPages({ get, log, freshForMs, maxPages = 1000 }: DataPagesOptions) {
  const kept = new Map<string, Kept>();
  const failing = new Set<string>();

  function keep(url: string, entry: Kept) {
    kept.delete(url);
    kept.set(url, entry);
    if (kept.size > maxPages) kept.delete(kept.keys().next().value!);
  }

  /** The last good answer (200 or 404), or what the remote said while its data is away. */
  function fallback(url: string, said: RenderedDataPage | null, why: string) {
    if (!failing.has(url)) log(`Data page ${url} unavailable (${why}): last good copy served`);
    failing.add(url);
    const last = kept.get(url);
    // Asked again after the same moment as a fresh answer, not on every request meanwhile.
    if (last) keep(url, { ...last, checkedAt: Date.now() });
    return last?.answer ?? said;
  }

  /**
   * The page for `path` rendered by the remote at `base`: 200 or 404 with its page, 503 with
   * the remote's "cannot be loaded now" page, or null (the caller serves the frame).
   */
  return async function dataPage(
    base: string,
    path: string,
    /** The topics the reader hides (issue 45): a page of its own for each choice. */
    hiddenTopics: readonly string[] = [],
  ): Promise<RenderedDataPage | null> {
    const query = new URLSearchParams({ path });
    if (hiddenTopics.length) query.set('hide', hiddenTopics.join('.'));
    const url = `${new URL(RENDER_PATH, base).href}?${query}`;
    const last = kept.get(url);
    const now = Date.now();
    if (last && now - last.checkedAt < freshForMs) return last.answer;
    try {
      const response = await get(url, last?.etag ?? null);
      if (response.status === 304 && last) {
        keep(url, { ...last, checkedAt: now });
        failing.delete(url);
        return last.answer;
      }
      if (![200, 404, 503].includes(response.status)) throw new Error(`HTTP ${response.status}`);
      const page = (await response.json()) as PrerenderedPage;
      const answer = { status: response.status as RenderedDataPage['status'], page };
      if (answer.status === 503) return fallback(url, answer, 'its data is unavailable');
      keep(url, { answer, etag: response.headers.get('etag'), checkedAt: now });
      failing.delete(url);
      return answer;
    } catch (error) {
      return fallback(url, null, String(error));
    }
  };
}
