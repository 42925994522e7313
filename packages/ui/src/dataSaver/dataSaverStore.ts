import { useSyncExternalStore } from 'react';
import {
  DATA_SAVER_ATTRIBUTE,
  DATA_SAVER_REASON_ATTRIBUTE,
  DATA_SAVER_STORAGE_KEY,
  dataSaverCookie,
  SLOW_LINK_REASON,
} from '@thrive/platform';

/**
 * The data saver on this page. The page itself holds the answer: the shell's server sets
 * `data-data-saver` on <html> from the reader's cookie (or the browser's Save-Data header), and
 * the page's inline script corrects it from localStorage and `navigator.connection.saveData`
 * before the first paint. This package is a federated singleton: the shell and every remote
 * read the same value.
 */
const listeners = new Set<() => void>();

export function isDataSaverOn(): boolean {
  if (typeof document === 'undefined') return false;
  return document.documentElement.getAttribute(DATA_SAVER_ATTRIBUTE) === 'on';
}

/**
 * Whether the saver is on because the link looks slow, not by the reader's choice (the server's
 * client hints or the page's Network Information API said so, issue 48).
 */
export function isSavingForSlowLink(): boolean {
  if (typeof document === 'undefined') return false;
  const page = document.documentElement;
  return (
    page.getAttribute(DATA_SAVER_ATTRIBUTE) === 'on' &&
    page.getAttribute(DATA_SAVER_REASON_ATTRIBUTE) === SLOW_LINK_REASON
  );
}

/** The reader's choice: kept in localStorage, mirrored in the cookie the server reads. */
export function setDataSaver(on: boolean): void {
  document.documentElement.setAttribute(DATA_SAVER_ATTRIBUTE, on ? 'on' : 'off');
  // The reader chose: the link's speed no longer decides, nor is it given as the reason.
  document.documentElement.removeAttribute(DATA_SAVER_REASON_ATTRIBUTE);
  try {
    localStorage.setItem(DATA_SAVER_STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    // Storage blocked: the cookie still carries the choice.
  }
  document.cookie = dataSaverCookie(on, location.protocol === 'https:');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the data saver is on. While a prerendered page hydrates this is false (the markup
 * was rendered without knowing), and React re-renders with the page's value right after, so
 * hydration never mismatches; what must hold from the first paint (still marquees, the switch's
 * state) is set in the HTML by the server and the inline script.
 */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, isDataSaverOn, () => false);
}

/** Whether the saver is on for a slow link (isSavingForSlowLink); false while hydrating. */
export function useSavingForSlowLink(): boolean {
  return useSyncExternalStore(subscribe, isSavingForSlowLink, () => false);
}
