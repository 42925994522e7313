/**
 * CSRF for the shell's form posts: a form is acted on only when the browser says it was sent
 * from this same origin. `Sec-Fetch-Site` must be `same-origin` (or absent: browsers from
 * before 2020), and `Origin`, when sent, must be the page's own origin.
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
  return null;
}
