/**
 * A remote server's side of data pages (contract.ts): it answers RENDER_PATH for a build or
 * release folder with that folder's own RENDER_ENTRY, the remote's code shipped with it. The
 * answer carries an ETag of what was rendered, so the shell's server revalidates cheaply.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RENDER_ENTRY, type DataPageRenderer } from './contract.ts';

export interface RenderAnswer {
  status: 200 | 304 | 404 | 503;
  etag?: string;
  /** The page as JSON (none with a 304, nor when rendering failed). */
  body?: string;
  /** Seconds to wait before asking again, when the renderer has too many pages waiting. */
  retryAfter?: number;
}

/**
 * Pages one renderer may have waiting or rendering at once (issue 40, L9): renders take turns
 * (a renderer hands each its data in a global), so a flood of distinct paths would otherwise
 * queue without end, holding memory and making every reader's page late. Past it: 503 with
 * Retry-After, and the shell's server serves its last good copy or the frame.
 */
export const MAX_PENDING_RENDERS = 16;
export const BUSY_RETRY_AFTER_S = 2;

/** One log line as JSON: whatever a request put in it stays inside a string (issue 40, L7). */
export const logLine = (event: string, fields: Record<string, unknown>) =>
  JSON.stringify({ event, ...fields });

const requireEntry = createRequire(import.meta.url);

/** Loads the folder's entry, again when a local rebuild replaced it (releases never change). */
function loader(dir: string): () => DataPageRenderer {
  const file = path.join(dir, RENDER_ENTRY);
  const bundleDir = path.dirname(file);
  let loaded: { mtimeMs: number; renderer: DataPageRenderer } | null = null;
  return () => {
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs !== mtimeMs) {
      for (const id of Object.keys(requireEntry.cache)) {
        if (id.startsWith(bundleDir)) delete requireEntry.cache[id];
      }
      loaded = { mtimeMs, renderer: requireEntry(file) as DataPageRenderer };
    }
    return loaded.renderer;
  };
}

/**
 * What answers data page requests for the build or release in `dir`, or null when it has no
 * data pages.
 */
export function dataPageAnswerer(
  dir: string,
  log: (message: string) => void = (message) => console.warn(message),
  { maxPending = MAX_PENDING_RENDERS }: { maxPending?: number } = {},
) {
  if (!existsSync(path.join(dir, RENDER_ENTRY))) return null;
  const renderer = loader(dir);
  // Loaded and warmed now: the first page asked for would otherwise wait for it past the
  // shell's patience (and get the frame).
  let warmed: Promise<void>;
  try {
    warmed =
      renderer()
        .warm?.(dir)
        .catch((error: unknown) =>
          log(logLine('data-page-renderer-warm-failed', { dir, error: String(error) })),
        ) ?? Promise.resolve();
  } catch (error) {
    log(logLine('data-page-renderer-load-failed', { dir, error: String(error) }));
    warmed = Promise.resolve();
  }
  let pending = 0;
  const answer = async (request: {
    path: string;
    apiBaseUrl: string;
    ifNoneMatch?: string | undefined;
    hiddenTopics?: readonly string[];
  }): Promise<RenderAnswer> => {
    if (pending >= maxPending) return { status: 503, retryAfter: BUSY_RETRY_AFTER_S };
    pending += 1;
    try {
      const { status, page } = await renderer().render({
        path: request.path,
        dir,
        apiBaseUrl: request.apiBaseUrl,
        hiddenTopics: request.hiddenTopics ?? [],
      });
      const body = JSON.stringify(page);
      const etag = `"${createHash('sha256').update(`${status}:${body}`).digest('base64url').slice(0, 22)}"`;
      if (status !== 503 && request.ifNoneMatch === etag) return { status: 304, etag };
      return { status, etag, body };
    } catch (error) {
      log(logLine('data-page-render-failed', { path: request.path, error: String(error) }));
      return { status: 503 };
    } finally {
      pending -= 1;
    }
  };
  /** Settles once the renderer is loaded and warmed (or failed to). */
  answer.warmed = warmed;
  return answer;
}
