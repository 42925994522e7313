/**
 * What a sign-up hands to its code page without JavaScript (the e-mail and the password the
 * code is bound to): sealed with AES-256-GCM under a server secret into a short-lived
 * `HttpOnly; SameSite=Strict` cookie (`Secure` and the `__Host-` prefix over HTTPS). The reader
 * cannot read or change it, it never appears in a URL or a page, and it is never logged.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const PENDING_COOKIE = 'thrive_pending';
const SECURE_PENDING_COOKIE = `__Host-${PENDING_COOKIE}`;
/** A sign-up code is valid for 10 minutes; the kept fields a little longer than that. */
export const PENDING_MAX_AGE_SECONDS = 30 * 60;

interface Sealed {
  fields: Record<string, string>;
  /** Expiry, milliseconds since the epoch: the cookie's Max-Age is only the browser's word. */
  exp: number;
}

/** The 32-byte key of a secret of any length (FORMS_COOKIE_SECRET, or a random one). */
export const sealingKey = (secret: string | Buffer) => createHash('sha256').update(secret).digest();

export function seal(key: Buffer, fields: Record<string, string>, now = Date.now()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body: Sealed = { fields, exp: now + PENDING_MAX_AGE_SECONDS * 1000 };
  const data = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

/** The sealed fields, or null when the value was not sealed with this key, changed or expired. */
export function unseal(
  key: Buffer,
  value: string,
  now = Date.now(),
): Record<string, string> | null {
  try {
    const raw = Buffer.from(value, 'base64url');
    if (raw.length < 29) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString();
    const body = JSON.parse(text) as Sealed;
    if (typeof body.exp !== 'number' || body.exp <= now) return null;
    return body.fields;
  } catch {
    return null;
  }
}

const cookieName = (secure: boolean) => (secure ? SECURE_PENDING_COOKIE : PENDING_COOKIE);

export function pendingCookieValue(cookieHeader: string | undefined, secure: boolean) {
  const name = cookieName(secure);
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

export function pendingSetCookie(value: string | null, secure: boolean): string {
  return [
    `${cookieName(secure)}=${value ?? ''}`,
    'Path=/',
    `Max-Age=${value ? PENDING_MAX_AGE_SECONDS : 0}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
