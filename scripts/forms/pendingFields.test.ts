import { seal, sealingKey, unseal, PENDING_MAX_AGE_SECONDS } from './pendingFields';

const key = sealingKey('a secret');

describe('sealed pending fields', () => {
  it('opens with its key until it expires', () => {
    const sealed = seal(key, { email: 'ada@example.com' }, 1_000);
    expect(unseal(key, sealed, 2_000)).toEqual({ email: 'ada@example.com' });
    expect(unseal(key, sealed, 1_000 + PENDING_MAX_AGE_SECONDS * 1000)).toBeNull();
  });

  it('refuses another key and any changed byte', () => {
    const sealed = seal(key, { email: 'ada@example.com' });
    expect(unseal(sealingKey('another secret'), sealed)).toBeNull();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    expect(unseal(key, bytes.toString('base64url'))).toBeNull();
  });
});
