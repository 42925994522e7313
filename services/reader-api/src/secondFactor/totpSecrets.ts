/**
 * Authenticator-app (TOTP) secrets must be readable by the server to check codes, so they are
 * stored encrypted (AES-256-GCM, a fresh nonce per secret) under a key the server keeps apart
 * from the row: a leaked table or backup of `second_factors` alone does not give the codes.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface TotpSecretBox {
  seal(secret: string): string;
  open(sealed: string): string;
}

export function totpSecretBox(serverKey: string): TotpSecretBox {
  const key = createHash('sha256').update(`totp-secret:${serverKey}`, 'utf8').digest();
  return {
    seal(secret) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', nonce, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== 'v1' || !nonce || !tag || body === undefined)
        throw new Error('Unreadable TOTP secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
