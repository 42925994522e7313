/**
 * The breached-password list's format: the first 4 bytes of SHA-256 of each normalised password
 * (trimmed, lower-cased), as big-endian unsigned 32-bit numbers, sorted and unique. About 4 bytes
 * per password, no password readable in the file, and a lookup is one binary search. A random
 * password matches by chance with probability entries / 2^32 (about 1 in 200,000 for 21,000
 * entries): it is then refused as breached, and the reader picks another.
 */
import { createHash } from 'node:crypto';

/** How a password is compared: 'Password1 ' and 'password1' are the same entry. */
export function normalisePassword(password: string): string {
  return password.trim().toLowerCase();
}

export function passwordPrefix(password: string): number {
  return createHash('sha256').update(normalisePassword(password), 'utf8').digest().readUInt32BE(0);
}

/** The file's bytes for these passwords (any order, duplicates allowed). */
export function encodeHashList(passwords: Iterable<string>): Buffer {
  const prefixes = [...new Set([...passwords].map(passwordPrefix))].sort((a, b) => a - b);
  const bytes = Buffer.alloc(prefixes.length * 4);
  prefixes.forEach((prefix, i) => bytes.writeUInt32BE(prefix, i * 4));
  return bytes;
}

export function decodeHashList(bytes: Buffer): Uint32Array {
  if (bytes.length % 4 !== 0) throw new Error('The breached-password list is damaged (length).');
  const prefixes = new Uint32Array(bytes.length / 4);
  for (let i = 0; i < prefixes.length; i += 1) prefixes[i] = bytes.readUInt32BE(i * 4);
  return prefixes;
}

export function hashListHas(prefixes: Uint32Array, password: string): boolean {
  const wanted = passwordPrefix(password);
  let low = 0;
  let high = prefixes.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = prefixes[middle]!;
    if (value === wanted) return true;
    if (value < wanted) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
