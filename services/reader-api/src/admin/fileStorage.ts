/**
 * Where uploaded credentials and experience files are kept: a folder under the data directory
 * by default, or an S3-compatible bucket when S3_BUCKET is set. Each file is stored under a
 * random key; the database keeps its name, type, size and hash. Types are decided from the
 * content (magic numbers), never from the name or the browser's claim.
 */
import { mkdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { sniffFileType } from '@thrive/admin-contract';
import type { S3Settings } from './adminConfig.ts';

/** The storage could not be reached or refused the operation; `cause` says why. */
export class FileStorageError extends Error {
  constructor(operation: 'store' | 'read', cause: unknown) {
    super(`File storage could not ${operation} a file`, { cause });
    this.name = 'FileStorageError';
  }
}

/** Any failure of `run` becomes a FileStorageError (what the routes answer 503 for). */
async function storageCall<T>(operation: 'store' | 'read', run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new FileStorageError(operation, error);
  }
}

export interface FileStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

export function createDiskStorage(dir: string): FileStorage {
  const fileOf = (key: string) => {
    // Keys are UUIDs made by the server; refuse anything else rather than trust it.
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(dir, key);
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const file = fileOf(key);
      await storageCall('store', async () => {
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
      });
    },
    get: async (key) => {
      const file = fileOf(key);
      return storageCall('read', () => readFile(file));
    },
    remove: (key) => rm(fileOf(key), { force: true }),
  };
}

/** Default budget of one storage call, retries included (under the 30 s request timeout). */
const S3_TIMEOUT_MS = 10_000;

export function createS3Storage(settings: S3Settings): FileStorage {
  const timeoutMs = settings.timeoutMs ?? S3_TIMEOUT_MS;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // An unreachable or hanging bucket fails the call within `timeoutMs` (each attempt gets
    // half, and the whole call is aborted at the budget), so the route answers 503 in time.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: Math.min(3000, timeoutMs / 2),
      requestTimeout: timeoutMs / 2,
    },
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
  });
  const objectKey = (key: string) => `admin-files/${key}`;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await storageCall('store', () =>
        client.send(
          new PutObjectCommand({
            Bucket: settings.bucket,
            Key: objectKey(key),
            Body: bytes,
            ContentType: contentType,
          }),
          { abortSignal: AbortSignal.timeout(timeoutMs) },
        ),
      );
    },
    get: (key) =>
      storageCall('read', async () => {
        const deadline = AbortSignal.timeout(timeoutMs);
        const result = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }),
          { abortSignal: deadline },
        );
        if (!result.Body) throw new Error(`empty object ${key}`);
        // The body streams after the headers: the same deadline covers it.
        const body = result.Body.transformToByteArray();
        return Buffer.from(
          await new Promise<Uint8Array>((resolve, reject) => {
            deadline.addEventListener('abort', () => reject(deadline.reason), { once: true });
            body.then(resolve, reject);
          }),
        );
      }),
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }), {
        abortSignal: AbortSignal.timeout(timeoutMs),
      });
    },
  };
}

/** The accepted upload types: PDF or an image. */
export const ACCEPTED_TYPES = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'image/gif': '.gif',
} as const;
export type AcceptedType = keyof typeof ACCEPTED_TYPES;

/** The file's real type from its first bytes (the rule is shared with the console). */
export function sniffType(bytes: Buffer): AcceptedType | null {
  return sniffFileType(bytes);
}

/** A file name safe to store and to send back in Content-Disposition. */
export function safeFileName(name: string, type: AcceptedType): string {
  const base = path
    .basename(name.replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"\\/]/g, '')
    .trim()
    .slice(0, 120);
  const extension = ACCEPTED_TYPES[type];
  const stem = base.replace(/\.[^.]*$/, '') || 'file';
  return `${stem}${extension}`;
}
