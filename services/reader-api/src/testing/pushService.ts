/**
 * A push service for tests, speaking the Web Push protocol's receiving end (RFC 8030): an HTTP
 * server on loopback that keeps every push it is sent and answers each endpoint with the
 * status a test sets (201 by default; 410 for a subscription it "no longer knows"). Phones are
 * real key pairs, so each push is decrypted here exactly as a browser would (RFC 8291,
 * aes128gcm) and a test reads what the phone would show.
 */
import { createDecipheriv, createECDH, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestPhone {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The decrypted payloads this phone received, oldest first. */
  received(): unknown[];
}

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188: the plaintext of one aes128gcm push for this phone's keys. */
export function decryptPush(
  body: Buffer,
  phone: { privateKey: Buffer; publicKey: Buffer; auth: Buffer },
): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(phone.privateKey);
  const shared = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    phone.publicKey,
    serverPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(phone.auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  return padded.subarray(0, end).toString('utf8');
}

export class TestPushService {
  private server: Server | undefined;
  private origin = '';
  readonly pushes: Received[] = [];
  private readonly statuses = new Map<string, number>();
  private readonly phones = new Map<
    string,
    { privateKey: Buffer; publicKey: Buffer; auth: Buffer }
  >();

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        this.pushes.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(this.statuses.get(path) ?? 201).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** A new phone: its own endpoint here and its own keys. */
  phone(): TestPhone {
    const path = `/push/${randomUUID()}`;
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const keys = { privateKey: ecdh.getPrivateKey(), publicKey, auth: randomBytes(16) };
    this.phones.set(path, keys);
    return {
      endpoint: `${this.origin}${path}`,
      keys: { p256dh: publicKey.toString('base64url'), auth: keys.auth.toString('base64url') },
      received: () =>
        this.pushes
          .filter((push) => push.path === path)
          .map((push) => JSON.parse(decryptPush(push.body, keys)) as unknown),
    };
  }

  /** From now on the push service answers this phone's pushes with `status`. */
  answer(phone: TestPhone, status: number): void {
    this.statuses.set(new URL(phone.endpoint).pathname, status);
  }

  /** The raw pushes a phone was sent (headers: TTL, Urgency, Authorization …). */
  rawTo(phone: TestPhone): Received[] {
    return this.pushes.filter((push) => push.path === new URL(phone.endpoint).pathname);
  }
}
