/**
 * Password hashing with argon2id (OWASP Password Storage Cheat Sheet: m=19456 KiB, t=2, p=1),
 * behind a small interface so tests can count calls (the "same timing class" rules are
 * checked by asserting every branch does exactly one argon2 operation).
 */
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { Argon2Params } from '../config.ts';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a malformed stored hash; never throws for those. */
  verify(storedHash: string, password: string): Promise<boolean>;
}

// `Algorithm` is an ambient const enum, which isolatedModules cannot reference by member.
const ARGON2ID = 2 as Algorithm;

export function createArgon2Hasher(params: Argon2Params): PasswordHasher {
  const options = { ...params, algorithm: ARGON2ID, outputLen: 32 };
  return {
    hash: (password) => hash(password, options),
    verify: async (storedHash, password) => {
      try {
        return await verify(storedHash, password);
      } catch {
        return false;
      }
    },
  };
}

/**
 * A hash of a random password, made once at start-up with the live parameters: verifying
 * against it when an address has no account costs the same as verifying a real one.
 */
export async function makeDummyHash(hasher: PasswordHasher): Promise<string> {
  return hasher.hash(randomBytes(24).toString('base64url'));
}
