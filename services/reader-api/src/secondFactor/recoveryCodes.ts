/**
 * One-time recovery codes: ten per person, shown once. Each holds 120 random bits (24 base32
 * characters in four groups), so a plain SHA-256 is a fit stored form (ASVS 5.0 6.5.2: lookup
 * secrets of 112 bits or more need no slow hash). Typed codes are compared case-insensitively,
 * with spaces and dashes ignored.
 */
import { createHash, randomBytes } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
// Crockford's base32: no I, L, O, U, so nothing is misread.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

function randomCode(): string {
  const bytes = randomBytes(15);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 24; i += 1) {
    code = ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code.match(/.{6}/g)!.join('-');
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, randomCode);
}

/** The canonical form of a typed code, or undefined if it cannot be one. */
export function normaliseRecoveryCode(typed: string): string | undefined {
  const compact = typed
    .toLowerCase()
    .replace(/[\s-]/g, '')
    .replace(/[o]/g, '0')
    .replace(/[il]/g, '1');
  return /^[0-9a-hjkmnp-tv-z]{24}$/.test(compact) ? compact : undefined;
}

export function hashRecoveryCode(normalised: string): string {
  return createHash('sha256').update(normalised, 'utf8').digest('hex');
}
