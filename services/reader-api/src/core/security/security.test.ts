import { createArgon2Hasher } from './passwords.ts';
import {
  hashSessionToken,
  hashVerificationCode,
  newSessionToken,
  newVerificationCode,
  sameHash,
} from './secrets.ts';
import { OWASP_ARGON2 } from '../config.ts';

describe('password hashing', () => {
  it('uses argon2id with the OWASP parameters by default', async () => {
    const hasher = createArgon2Hasher(OWASP_ARGON2);
    const hash = await hasher.hash('sunlit meadow 42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hash, 'sunlit meadow 42')).toBe(true);
    expect(await hasher.verify(hash, 'sunlit meadow 43')).toBe(false);
    expect(await hasher.verify('not a hash', 'x')).toBe(false);
  });
});

describe('tokens and codes', () => {
  it('makes 256-bit url-safe session tokens, stored as SHA-256', () => {
    const tokens = new Set(Array.from({ length: 200 }, newSessionToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(hashSessionToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('makes 6-digit codes over the whole range, leading zeros kept', () => {
    const codes = Array.from({ length: 5000 }, newVerificationCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // Every first digit appears (a CSPRNG over 000000–999999, not e.g. 100000–999999).
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
    expect(new Set(codes).size).toBeGreaterThan(4900);
  });

  it('binds code hashes to the key and the reader', () => {
    const a = hashVerificationCode('key', 'reader-1', '123456');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(sameHash(a, hashVerificationCode('key', 'reader-1', '123456'))).toBe(true);
    expect(sameHash(a, hashVerificationCode('key', 'reader-2', '123456'))).toBe(false);
    expect(sameHash(a, hashVerificationCode('other', 'reader-1', '123456'))).toBe(false);
    expect(sameHash(a, '')).toBe(false);
  });
});
