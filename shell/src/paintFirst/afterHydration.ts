import { showDeferredImages } from '@thrive/ui';
import { HYDRATED_EVENT } from './loaderTags';

/** What the early-input script (earlyInput.js) tells of the page's elements. */
interface EarlyInputApi {
  isHydrated(element: Element): boolean;
}

/** The page's controls: what a reader can use, so what must be React's before it counts. */
const CONTROLS =
  'button, a[href], input, select, textarea, form, summary, [role="button"], [tabindex]';
const POLL_MS = 100;
/** A part that never hydrates (it failed, say) must not hold the stylesheets back for good. */
const GIVE_UP_MS = 15_000;

/**
 * The page is used as it is from now on (hydrated, or its remote failed to load): the loader
 * switches the web fonts on, and the images below the first screen get their files, both
 * held back for the scripts' sake (a hydrated image has its file already; one of a page kept
 * as the server sent it gets it here).
 */
export function releaseHeldBack(doc: Document): void {
  showDeferredImages(doc);
  doc.defaultView?.dispatchEvent(new Event(HYDRATED_EVENT));
}

/**
 * Releases what the loader held once every control of the page is React's. The root commits
 * before the page's Suspense boundaries hydrate (React hydrates those in later passes), and a
 * font swap then would restyle the whole page while it is still hydrating.
 */
export function afterHydration(doc: Document): void {
  const api = (doc.defaultView as (Window & { thriveEarlyInput?: EarlyInputApi }) | null)
    ?.thriveEarlyInput;
  const root = doc.getElementById('root');
  if (!api || !root) {
    releaseHeldBack(doc);
    return;
  }
  const started = Date.now();
  const check = () => {
    const hydrated = [...root.querySelectorAll(CONTROLS)].every((c) => api.isHydrated(c));
    if (hydrated || Date.now() - started >= GIVE_UP_MS) releaseHeldBack(doc);
    else setTimeout(check, POLL_MS);
  };
  check();
}
