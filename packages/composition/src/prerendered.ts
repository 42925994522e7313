import type { RemoteName } from '@thrive/platform';
import { KEPT_PAGE_ATTRIBUTE, KEPT_PAGE_OUTDATED } from '@thrive/platform';

/**
 * The contract between the shell's server (composer.ts) and the browser: when the
 * server put a remote's prerendered page into `#root`, it marks the element with the remote's
 * name and the manifest URL that page was built from.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const MANIFEST_ATTRIBUTE = 'data-manifest';

/** The remote whose prerendered page `#root` holds, if any. */
export function prerenderedRemote(container: HTMLElement): RemoteName | null {
  const name = container.getAttribute(PRERENDERED_ATTRIBUTE);
  return name && container.firstElementChild ? (name as RemoteName) : null;
}

/** The `<style>` with the prerendered page's CSS, just before `#root` (composer.ts). */
export const PRERENDERED_CSS_ATTRIBUTE = 'data-prerendered-css';

/**
 * Once the page's own stylesheets are in <head> (its remote has loaded), the prerendered CSS
 * goes into <head> before them: the chunks then cascade in their built order, and a later page's CSS,
 * which may restyle the UI kit, is not outranked by this page's copy of the kit's rules.
 */
export function settlePrerenderedCss(doc: Document): void {
  const style = doc.querySelector(`body > style[${PRERENDERED_CSS_ATTRIBUTE}]`);
  if (style) doc.head.insertBefore(style, doc.head.querySelector('link[rel="stylesheet"]'));
}

/**
 * Marks the offline page's <html> (composer.offlinePage): the shell then mounts its offline page
 * with the crisis help instead of the site's routes (served by its service worker).
 */
export const OFFLINE_PAGE_ATTRIBUTE = 'data-offline-page';
export { KEPT_PAGE_ATTRIBUTE, KEPT_PAGE_OUTDATED };

/** The page was painted from a kept copy older than the server's page (see KEPT_PAGE_ATTRIBUTE). */
export const keptPageOutdated = (doc: Document): boolean =>
  doc.documentElement.getAttribute(KEPT_PAGE_ATTRIBUTE) === KEPT_PAGE_OUTDATED;

/** Where the shell's server answers with that page (the service worker fetches it once). */
export const OFFLINE_PAGE_PATH = '/offline-page';
/** The JSON list of the pages that read offline, which the service worker puts into that page. */
export const OFFLINE_PAGES_ELEMENT_ID = 'thrive-offline-pages';

/** Id of the `<script type="application/json">` the shell's server inlines the runtime config into. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'thrive-runtime-config';

/**
 * The element (JSON, a list of hints) in which the shell's server names what hydrating the page
 * will fetch: the remote's manifest, its entry and the page's chunks. The shell's loader
 * (shell/src/paintFirst/startAfterPaint.js, which spells the id out) preloads them after the first paint,
 * so on a slow link they never share the bandwidth with what that paint shows.
 */
export const HYDRATION_HINTS_ID = 'thrive-hydration-hints';

/**
 * Everything a composed page's hydration fetches, in order (the shell's entry and startup files,
 * then the hydration hints), as JSON in <head> for the shell's early preloads
 * (shell/src/paintFirst/preloadEarly.js). Not on a page for a reader with the data saver on.
 */
export const EARLY_PRELOADS_ID = 'thrive-early-preloads';

export interface HydrationHint {
  href: string;
  as: 'script' | 'style' | 'fetch';
  /**
   * As the file will be requested: a preload is reused only by a request with the same
   * integrity and CORS mode, otherwise the file is downloaded twice (a released remote's
   * manifest and entry are checked with Subresource Integrity, see shell/src/integrity.ts).
   */
  integrity?: string;
  crossOrigin?: 'anonymous';
}

/**
 * Staging overrides live in the browser (sessionStorage); this session cookie tells the
 * shell's server which remotes are overridden, so it neither prerenders nor preloads the
 * configured build of a remote the browser will load from elsewhere.
 */
export const OVERRIDES_COOKIE = 'thrive-remote-overrides';

/** The cookie the browser keeps for the overridden remotes (empty list: delete it). */
export function overridesCookie(remotes: string[]): string {
  return remotes.length
    ? `${OVERRIDES_COOKIE}=${remotes.join('.')}; path=/; SameSite=Lax`
    : `${OVERRIDES_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

/** Remotes the request says are overridden: by the cookie or a `?remote.<name>=` parameter. */
export function overriddenRemotes(cookieHeader: string, search: string): Set<string> {
  const names = new Set<string>();
  for (const part of cookieHeader.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === OVERRIDES_COOKIE && value) value.split('.').forEach((name) => names.add(name));
  }
  for (const key of new URLSearchParams(search).keys()) {
    if (key.startsWith('remote.')) names.add(key.slice('remote.'.length));
  }
  return names;
}
