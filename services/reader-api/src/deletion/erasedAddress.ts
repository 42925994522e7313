import { createHash } from 'node:crypto';

/** What is kept of an erased address: a one-way hash, to prove the request was carried out. */
export function erasedAddress(email: string): string {
  return `sha256:${createHash('sha256').update(email, 'utf8').digest('hex')}`;
}
