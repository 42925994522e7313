/**
 * The topics the reader hides (issue 45, @thrive/platform hiddenTopics): on the server, the
 * choice the page server passed to this render; in the browser, the same cookie, so the page
 * hydrates as it was rendered and client-side navigation honours it too.
 */
import { hiddenTopicsFromCookie } from '@thrive/platform';

declare global {
  /** Set by the data page renderer around one server render (never in a browser). */
  var __THRIVE_HIDDEN_TOPICS__: readonly string[] | undefined;
}

export function hiddenTopics(): readonly string[] {
  if (typeof document === 'undefined') return globalThis.__THRIVE_HIDDEN_TOPICS__ ?? [];
  return hiddenTopicsFromCookie(document.cookie);
}
