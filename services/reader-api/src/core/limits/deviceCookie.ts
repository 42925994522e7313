/**
 * OWASP's device cookie (Slow Down Online Guessing Attacks with Device Cookies): a browser that
 * has signed in to an account gets a signed, HttpOnly cookie for that account. Presenting it on
 * the next sign-in to the same account lets that attempt bypass the per-address and per-network
 * lockouts (which attackers trip), counting its failures against the cookie alone
 * (`login_throttle` scope `device`, the per-account limit). Each account has its own cookie
 * name (a keyed hash of the e-mail), so people sharing a phone keep one each; the value is a
 * random nonce and an HMAC of e-mail, the account's credential generation and nonce, so it can
 * be neither forged nor moved to another account, and a password reset or change (which bumps
 * the generation, issue 40 L5) ends the trust of every cookie issued before it.
 *
 * Over HTTPS the cookie is a `__Host-` cookie (Secure, Path=/, no Domain): the browser then
 * refuses it from any other host or over plain HTTP, so no sibling subdomain or network
 * attacker can plant or overwrite one (cookie tossing). The prefix needs Path=/, so there it
 * travels with every call to the API's origin (about 90 bytes per account, never to a page). On
 * http://localhost development, where a Secure cookie cannot be kept, it is a plain cookie
 * sent only to the sign-in endpoint (Path). Over HTTPS only the `__Host-` one is read.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Where the plain (http://localhost) cookie is sent: the sign-in endpoint only. */
export const DEVICE_COOKIE_PATH = '/api/v1/reader/login';
/** The prefix the browser enforces over HTTPS: Secure, Path=/, no Domain. */
export const HOST_PREFIX = '__Host-';
export const DEVICE_COOKIE_DAYS = 180;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

export class DeviceCookies {
  constructor(private readonly key: string) {}

  private mac(text: string): Buffer {
    return createHmac('sha256', this.key).update(text).digest();
  }

  /**
   * The cookie name for this account: `thrive_device_` and 16 hex digits, after `__Host-` when
   * the API is reached over HTTPS (`secure`).
   */
  nameFor(email: string, secure: boolean): string {
    const name = `thrive_device_${this.mac(`name:${email}`).subarray(0, 8).toString('hex')}`;
    return secure ? `${HOST_PREFIX}${name}` : name;
  }

  private signature(email: string, generation: number, nonce: string): Buffer {
    return this.mac(`device:${email}:${generation}:${nonce}`);
  }

  /**
   * A new cookie for `email` whose credentials are at `generation` (readers
   * `credential_generation`): its Set-Cookie header value.
   */
  issue(email: string, generation: number, secure: boolean): string {
    const nonce = randomBytes(16).toString('base64url');
    const value = `${nonce}.${this.signature(email, generation, nonce).toString('base64url')}`;
    return [
      `${this.nameFor(email, secure)}=${value}`,
      `Max-Age=${DEVICE_COOKIE_DAYS * 24 * 3600}`,
      // `__Host-` requires Path=/ and Secure (and no Domain, which is never set here).
      `Path=${secure ? '/' : DEVICE_COOKIE_PATH}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(secure ? ['Secure'] : []),
    ].join('; ');
  }

  /**
   * The nonce of a valid device cookie for `email` at its current credential `generation` in
   * this Cookie header, if any. Over HTTPS (`secure`) only the `__Host-` cookie counts: a plain
   * one could have been set by a sibling host.
   */
  nonceFor(
    cookieHeader: string | undefined,
    email: string,
    generation: number,
    secure: boolean,
  ): string | undefined {
    if (!cookieHeader) return undefined;
    const name = this.nameFor(email, secure);
    for (const part of cookieHeader.split(';')) {
      const at = part.indexOf('=');
      if (at === -1 || part.slice(0, at).trim() !== name) continue;
      const [nonce, signature] = part
        .slice(at + 1)
        .trim()
        .split('.');
      if (!nonce || !signature || !NONCE.test(nonce)) continue;
      const expected = this.signature(email, generation, nonce);
      const given = Buffer.from(signature, 'base64url');
      if (given.length === expected.length && timingSafeEqual(given, expected)) return nonce;
    }
    return undefined;
  }
}
