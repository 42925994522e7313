/**
 * OWASP's device cookie (Slow Down Online Guessing Attacks with Device Cookies): a browser that
 * has signed in to an account gets a signed, HttpOnly cookie for that account. Presenting it on
 * the next sign-in to the same account lets that attempt bypass the per-address and per-network
 * lockouts (which attackers trip), counting its failures against the cookie alone
 * (`login_throttle` scope `device`, the per-account limit). Each account has its own cookie
 * name (a keyed hash of the e-mail), so people sharing a phone keep one each; the value is a
 * random nonce and an HMAC of e-mail and nonce, so it can be neither forged nor moved to
 * another account. It is only ever sent to the sign-in endpoint (Path).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE_PATH = '/api/v1/reader/login';
export const DEVICE_COOKIE_DAYS = 180;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

export class DeviceCookies {
  constructor(private readonly key: string) {}

  private mac(text: string): Buffer {
    return createHmac('sha256', this.key).update(text).digest();
  }

  /** The cookie name for this account: `thrive_device_` and 16 hex digits. */
  nameFor(email: string): string {
    return `thrive_device_${this.mac(`name:${email}`).subarray(0, 8).toString('hex')}`;
  }

  /** A new cookie for `email`: its Set-Cookie header value. */
  issue(email: string, secure: boolean): string {
    const nonce = randomBytes(16).toString('base64url');
    const value = `${nonce}.${this.mac(`device:${email}:${nonce}`).toString('base64url')}`;
    return [
      `${this.nameFor(email)}=${value}`,
      `Max-Age=${DEVICE_COOKIE_DAYS * 24 * 3600}`,
      `Path=${DEVICE_COOKIE_PATH}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(secure ? ['Secure'] : []),
    ].join('; ');
  }

  /** The nonce of a valid device cookie for `email` in this Cookie header, if any. */
  nonceFor(cookieHeader: string | undefined, email: string): string | undefined {
    if (!cookieHeader) return undefined;
    const name = this.nameFor(email);
    for (const part of cookieHeader.split(';')) {
      const at = part.indexOf('=');
      if (at === -1 || part.slice(0, at).trim() !== name) continue;
      const [nonce, signature] = part
        .slice(at + 1)
        .trim()
        .split('.');
      if (!nonce || !signature || !NONCE.test(nonce)) continue;
      const expected = this.mac(`device:${email}:${nonce}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length === expected.length && timingSafeEqual(given, expected)) return nonce;
    }
    return undefined;
  }
}
