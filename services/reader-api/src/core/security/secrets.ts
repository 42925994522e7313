/**
 * Random values and their stored forms: opaque bearer tokens (256 bits, stored as SHA-256)
 * and 6-digit verification codes (CSPRNG, stored as HMAC-SHA-256 under a server key).
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_DIGITS } from '../rules.ts';

/** 32 random bytes, base64url: 43 characters, 256 bits of entropy. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A uniformly random code of OTP_DIGITS digits, leading zeros kept. */
export function newVerificationCode(): string {
  return randomInt(0, 10 ** OTP_DIGITS)
    .toString()
    .padStart(OTP_DIGITS, '0');
}

/** Bound to the reader id so a stolen hash cannot be replayed against another registration. */
export function hashVerificationCode(key: string, readerId: string, code: string): string {
  return createHmac('sha256', key).update(`${readerId}:${code}`, 'utf8').digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

export function newSecretKey(): string {
  return randomBytes(32).toString('base64url');
}
