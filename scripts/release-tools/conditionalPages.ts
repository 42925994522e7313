/**
 * Conditional requests for composed pages and slim "not modified" answers (issue 25): the
 * shell's service worker answers a repeat visit from its kept copy at once and asks the server
 * after the paint whether the page changed (`If-None-Match`). A page unchanged costs a 304 of a
 * few hundred bytes instead of the ~19 KB page again.
 */
import { createHash } from 'node:crypto';

/** A strong validator of a composed page: its status and bytes (the page is built per request). */
export function pageEtag(status: number, html: string): string {
  return `"${createHash('sha256').update(`${status}\n${html}`).digest('base64url').slice(0, 27)}"`;
}

/** Whether `If-None-Match` names this validator (RFC 9110 §13.1.2, weak comparison). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/**
 * Headers a 304 leaves out: the cache keeps them from the full answer it updates (RFC 9111
 * §4.3.4), and the page's CSP alone is over a kilobyte, more than the 304 itself. Validators,
 * caching, Vary, CORS and CORP stay.
 */
export const LEFT_OUT_OF_304 = [
  'content-security-policy',
  'reporting-endpoints',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-robots-tag',
] as const;
