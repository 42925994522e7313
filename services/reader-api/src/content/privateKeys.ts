import { createHash, randomBytes } from 'node:crypto';

/**
 * The key of a signed-out asker's private link (issue 44): 32 random bytes, base64url. Only its
 * SHA-256 is stored, so a copy of the database opens no one's question; a fast hash is enough
 * for a key with 256 bits of entropy (there is nothing to guess).
 */
export function newPrivateKey(): { key: string; hash: string } {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashOfPrivateKey(key) };
}

export const hashOfPrivateKey = (key: string) => createHash('sha256').update(key).digest('hex');
