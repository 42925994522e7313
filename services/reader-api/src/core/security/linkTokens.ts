/**
 * Tokens carried by links in e-mails (confirm, cancel, unsubscribe).
 * - One-off links: 256 random bits (base64url); only their SHA-256 is stored.
 * - Unsubscribe links must work in every e-mail of a list, for as long as the subscription
 *   lives, without storing a token: `<subscription id>.<HMAC-SHA-256(key, id)>`.
 */
import { createHmac } from 'node:crypto';
import { hashSessionToken, newSessionToken, sameHash } from './secrets.ts';

export const newLinkToken = newSessionToken;
export const hashLinkToken = hashSessionToken;

/** A link token has this shape; anything else is refused before any database work. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function sign(key: string, purpose: string, id: string): string {
  return createHmac('sha256', key).update(`${purpose}:${id}`, 'utf8').digest('hex');
}

export function signedIdToken(key: string, purpose: string, id: string): string {
  return `${id}.${sign(key, purpose, id)}`;
}

/** The id inside a valid signed token, or null. */
export function verifySignedIdToken(key: string, purpose: string, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const id = token.slice(0, dot);
  const mac = token.slice(dot + 1);
  if (!UUID.test(id) || !/^[0-9a-f]{64}$/.test(mac)) return null;
  return sameHash(mac, sign(key, purpose, id)) ? id : null;
}
