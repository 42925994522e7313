/**
 * The shape of an e-mail address the site's forms accept, checked in one pass over the text:
 * something@something.tld, no spaces, one `@`, a dot inside the domain — the same answers as
 * `/^[^\s@]+@[^\s@]+\.[^\s@]+$/`, which backtracks quadratically on `a@a.a.a.…` (issue 40, H1).
 */

/** The longest address an SMTP path holds (RFC 5321), also the reader API's limit. */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;

// What `\s` matches in a JavaScript regular expression.
const WHITESPACE = /\s/;

export function looksLikeEmailAddress(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const domain = value.slice(at + 1);
  // A dot with something on each side of it, anywhere in the domain.
  const dot = domain.indexOf('.', 1);
  if (dot === -1 || dot === domain.length - 1) return false;
  // `\s` over the whole value is one linear scan (a single-character class cannot backtrack).
  return !WHITESPACE.test(value);
}
