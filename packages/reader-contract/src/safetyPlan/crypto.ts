/**
 * Sealing a safety plan in the browser (WebCrypto, also in Node 20): PBKDF2-HMAC-SHA-256 with a
 * random 128-bit salt turns the reader's passphrase into an AES-256-GCM key; a random 96-bit IV
 * per seal. GCM's tag makes a wrong passphrase or a changed ciphertext fail to open.
 */
import { PBKDF2_MIN_ITERATIONS, type EncryptedSafetyPlan } from './plan';

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function keyFrom(passphrase: string, salt: Uint8Array, iterations: number) {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(passphrase.normalize('NFKC')),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** The plan's text, sealed with the passphrase. */
export async function sealPlan(
  plain: string,
  passphrase: string,
  iterations = PBKDF2_MIN_ITERATIONS,
): Promise<EncryptedSafetyPlan> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await keyFrom(passphrase, salt, iterations);
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: iv as BufferSource },
    key,
    new TextEncoder().encode(plain),
  );
  return {
    version: 1,
    ciphertext: toBase64(new Uint8Array(sealed)),
    iv: toBase64(iv),
    salt: toBase64(salt),
    iterations,
  };
}

/** The plan's text; throws (an OperationError) for a wrong passphrase or changed data. */
export async function openPlan(sealed: EncryptedSafetyPlan, passphrase: string): Promise<string> {
  const key = await keyFrom(passphrase, fromBase64(sealed.salt), sealed.iterations);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(sealed.iv) as BufferSource },
    key,
    fromBase64(sealed.ciphertext) as BufferSource,
  );
  return new TextDecoder().decode(plain);
}
