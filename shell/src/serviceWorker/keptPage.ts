/**
 * A repeat visit answered from the kept page (pure functions, unit-tested; used by sw.ts and
 * the page's revalidation). The worker paints a visited page from its copy at once and asks the
 * server after the paint whether it changed (an `If-None-Match` that usually costs a 304 of a
 * few hundred bytes); the page waits for that answer before it runs any remote code, so a
 * release the environment no longer names never runs (revalidateKeptPage.ts).
 */
import {
  cookieValue,
  DATA_SAVER_ATTRIBUTE,
  dataSaverFromRequest,
  type RuntimeConfig,
} from '@thrive/platform';
import { KEPT_PAGE_ATTRIBUTE, OVERRIDES_COOKIE } from '@thrive/composition';

export { KEPT_PAGE_ATTRIBUTE };

/** Page → worker: is my kept copy still the page? The answer is a PageCheck. */
export const REVALIDATE_MESSAGE = 'thrive-revalidate-page';
/** What a kept page records of the reader it was composed for (see readerVariant). */
export const VARIANT_HEADER = 'x-thrive-kept-variant';
/** The `?debug=release` cookie: its answers carry per-response headers, so never a kept copy. */
const DEBUG_COOKIE = 'thrive-debug';

export interface RevalidateMessage {
  type: typeof REVALIDATE_MESSAGE;
  page: string;
}

/**
 * The worker's answer: the runtime config the server names now (null: it could not tell) and
 * whether the server's page differs from the copy the reader sees.
 */
export interface PageCheck {
  config: RuntimeConfig | null;
  changed: boolean;
}

/**
 * What the composed HTML depends on besides its address, as the worker can see it: the data
 * saver (the reader's cookie, else the browser's Save-Data, else a slow link: the worker's own
 * Network Information API, issue 48). A reader with a staging override or the release
 * indicator gets every page from the server (null: never a kept copy online). The canary
 * cohort cookie is HttpOnly: its config is checked by the revalidation instead.
 */
export function readerVariant(cookies: string, saveData: boolean, slowLink = false): string | null {
  if (cookieValue(cookies, OVERRIDES_COOKIE) || cookieValue(cookies, DEBUG_COOKIE) === 'release')
    return null;
  const on = dataSaverFromRequest(cookies, saveData ? 'on' : undefined, {
    ect: slowLink ? '2g' : undefined,
  });
  return `data-saver=${on ? 'on' : 'off'}`;
}

/** The variant a composed page was made for, read from its markup. */
export function pageVariant(html: string): string {
  const state = new RegExp(`<html\\b[^>]*\\s${DATA_SAVER_ATTRIBUTE}="(on|off)"`).exec(html)?.[1];
  return `data-saver=${state ?? 'off'}`;
}

/**
 * The headers a kept page is answered with: the server's (its CSP and the other security
 * headers, its validator), not those that described the transfer or set cookies.
 */
const TRANSFER_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
]);
export function keptHeaders(headers: Headers, variant: string): Headers {
  const kept = new Headers();
  headers.forEach((value, name) => {
    if (!TRANSFER_HEADERS.has(name.toLowerCase())) kept.set(name, value);
  });
  kept.set(VARIANT_HEADER, variant);
  return kept;
}

/** The page as answered from the copy: marked, so it checks with the worker before it runs. */
export function markKept(html: string): string {
  return html.replace(/<html\b([^>]*)>/, `<html$1 ${KEPT_PAGE_ATTRIBUTE}="">`);
}
