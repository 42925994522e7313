/**
 * Release files in S3-compatible object storage (the upload path of a CDN):
 * `<prefix>releases/<remote>/<id>/<file>`, the release record (`release.json`) written last,
 * so a release whose record exists is complete. Objects are never overwritten: an id whose
 * record exists is refused before any upload.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import type { RemoteName } from '@thrive/platform';
import { RELEASE_RECORD, ReleaseError, type ReleaseRecord } from '../releases.ts';
import { releaseFilePath, verifyReleaseFiles } from '../releaseIntegrity.ts';
import { partialDownloadDir, removeAbandonedDownloads } from './partialDownloads.ts';
import type { ReleaseStore } from './types.ts';

export interface S3StoreSettings {
  bucket: string;
  region: string;
  endpoint?: string;
  /** Key prefix inside the bucket (e.g. `thrive/`), empty by default. */
  prefix?: string;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** A client of the caller's own (a test's bucket that answers what no real S3 would). */
  client?: Pick<S3Client, 'send'>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function walk(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

export function s3ReleaseStore(settings: S3StoreSettings): ReleaseStore {
  const client =
    settings.client ??
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
    });
  const Bucket = settings.bucket;
  const base = (remote: RemoteName) => `${settings.prefix ?? ''}releases/${remote}/`;
  const key = (remote: RemoteName, version: string, file: string) =>
    `${base(remote)}${version}/${file}`;

  const getText = async (Key: string) => {
    const out = await client.send(new GetObjectCommand({ Bucket, Key }));
    return out.Body!.transformToString();
  };

  const has = async (remote: RemoteName, version: string) => {
    try {
      await client.send(
        new HeadObjectCommand({ Bucket, Key: key(remote, version, RELEASE_RECORD) }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  };

  const read = async (remote: RemoteName, version: string): Promise<ReleaseRecord> => {
    try {
      return JSON.parse(await getText(key(remote, version, RELEASE_RECORD))) as ReleaseRecord;
    } catch (error) {
      if (!isMissing(error)) throw error;
      throw new ReleaseError(
        `There is no ${remote} release ${version} in s3://${Bucket}/${base(remote)} (run \`pnpm release ${remote}\`).`,
      );
    }
  };

  async function* keysUnder(Prefix: string, Delimiter?: string) {
    let ContinuationToken: string | undefined;
    do {
      const page: ListObjectsV2CommandOutput = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix, Delimiter, ContinuationToken }),
      );
      yield page;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    kind: 's3',
    has,
    read,
    upload: async (remote, version, localDir) => {
      if (await has(remote, version)) {
        throw new ReleaseError(
          `${remote} release ${version} already exists in s3://${Bucket}/${base(remote)}; a release is never re-published.`,
        );
      }
      const files = walk(localDir).filter((f) => f !== RELEASE_RECORD);
      const put = (file: string) =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: key(remote, version, file.split(path.sep).join('/')),
            Body: fs.readFileSync(path.join(localDir, file)),
            ContentType:
              CONTENT_TYPES[path.extname(file.replace(/\.br$/, ''))] ?? 'application/octet-stream',
            // Ids are content hashes: a release's files never change.
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      // A few uploads at a time: enough to fill the link, few enough for a small runner.
      for (let i = 0; i < files.length; i += 8) await Promise.all(files.slice(i, i + 8).map(put));
      await put(RELEASE_RECORD);
    },
    download: async (remote, version, localDir) => {
      // Refuses a release that is not (completely) in the store.
      await read(remote, version);
      const prefix = `${base(remote)}${version}/`;
      const staging = partialDownloadDir(localDir);
      fs.rmSync(staging, { recursive: true, force: true });
      removeAbandonedDownloads(path.dirname(localDir));
      try {
        for await (const page of keysUnder(prefix)) {
          for (const { Key } of page.Contents ?? []) {
            // A key is a name chosen by whoever could write the bucket: it must stay inside.
            const to = releaseFilePath(staging, Key!.slice(prefix.length));
            const out = await client.send(new GetObjectCommand({ Bucket, Key: Key! }));
            fs.mkdirSync(path.dirname(to), { recursive: true });
            fs.writeFileSync(to, await out.Body!.transformToByteArray(), { mode: 0o444 });
          }
        }
        // Every file as its record lists it (and the record as promoted: serving.ts).
        verifyReleaseFiles(staging);
      } catch (error) {
        fs.rmSync(staging, { recursive: true, force: true });
        throw error;
      }
      fs.mkdirSync(path.dirname(localDir), { recursive: true });
      try {
        fs.renameSync(staging, localDir);
      } catch (error) {
        // Another process brought the same immutable release down first: keep its copy.
        fs.rmSync(staging, { recursive: true, force: true });
        if (!fs.existsSync(path.join(localDir, RELEASE_RECORD))) throw error;
      }
    },
    list: async (remote) => {
      const versions: string[] = [];
      for await (const page of keysUnder(base(remote), '/')) {
        for (const { Prefix } of page.CommonPrefixes ?? []) {
          versions.push(Prefix!.slice(base(remote).length).replace(/\/$/, ''));
        }
      }
      const records = await Promise.all(
        versions.map((v) => read(remote, v).catch(() => undefined)),
      );
      return records
        .filter((r): r is ReleaseRecord => r !== undefined)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
  };
}
