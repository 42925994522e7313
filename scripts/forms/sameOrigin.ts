/**
 * CSRF for the shell's form posts: a form is acted on only when the browser proves it was sent
 * from this same origin (issue 40, L1): `Sec-Fetch-Site: same-origin`, or, from a browser that
 * sends no fetch metadata, an `Origin` equal to the page's own. Every browser sends `Origin` on
 * a form POST (with or without JavaScript), so a post with neither header is refused; an
 * `Origin` that is sent must always be the page's own.
 */
import type { IncomingHttpHeaders } from 'node:http';

export const pageOrigin = (protocol: string, host: string) => `${protocol}://${host}`.toLowerCase();

/** Why a post is refused, or null when it comes from the page's own origin. */
export function crossSiteReason(headers: IncomingHttpHeaders, origin: string): string | null {
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return `Sec-Fetch-Site: ${String(site)}`;
  const sentOrigin = headers.origin;
  if (sentOrigin !== undefined && sentOrigin.toLowerCase() !== origin) {
    return `Origin: ${sentOrigin}`;
  }
  if (site === undefined && sentOrigin === undefined) return 'neither Sec-Fetch-Site nor Origin';
  return null;
}
