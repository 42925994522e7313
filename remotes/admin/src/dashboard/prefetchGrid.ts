import { useEffect } from 'react';

/** The lists' grid page: its chunks carry AG Grid, by far the console's largest download. */
export const loadGridPage = () => import('../lists/ListPage');

/** Where the browser has no requestIdleCallback (Safari): wait this long after the dashboard shows. */
export const IDLE_FALLBACK_MS = 2000;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the reader's connection asks us not to fetch ahead: Data Saver is on, or the link
 * is 2G-slow (the grid would compete with what the admin is actually doing).
 */
export function prefersNoPrefetch(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

/**
 * Fetches the grid while the browser is idle, so the first list opens without waiting for it.
 * Returns a cancel function (nothing is fetched if it runs before the browser is idle).
 */
export function scheduleGridPrefetch(
  load: () => Promise<unknown> = loadGridPage,
  win: Window = window,
): () => void {
  if (prefersNoPrefetch(win.navigator)) return () => undefined;
  // A failed prefetch costs nothing: opening a list loads (and reports) it again.
  const run = () => void load().catch(() => undefined);
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(run);
    return () => win.cancelIdleCallback(handle);
  }
  const timer = win.setTimeout(run, IDLE_FALLBACK_MS);
  return () => win.clearTimeout(timer);
}

/** Schedules the grid prefetch while the calling page is shown. */
export function useGridPrefetch(): void {
  useEffect(() => scheduleGridPrefetch(), []);
}
