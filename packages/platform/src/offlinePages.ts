/**
 * Asking the shell's service worker (shell/src/serviceWorker/sw.ts) to keep a page for offline
 * reading: the message it answers by fetching the page and keeping it with the pages it keeps.
 * A saved story is kept this way at once, even if the reader never opened it on this phone.
 */
export const KEEP_PAGE_MESSAGE = 'thrive-keep-page';

/** Keeps the page at `path` (this site) for offline reading; nothing without a worker. */
export function keepPageForOffline(path: string): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const worker = navigator.serviceWorker.controller;
  worker?.postMessage({
    type: KEEP_PAGE_MESSAGE,
    page: new URL(path, location.origin).href,
    files: [],
  });
}
