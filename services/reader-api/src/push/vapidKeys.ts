/**
 * The VAPID key pair Web Push signs with (RFC 8292): VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when
 * configured; otherwise a pair generated once and kept in `${dataDir}/push/vapid-keys.json`
 * (owner-only; written whole beside it, then linked into place, which fails if a pair is there
 * already, so two starts agree on one pair and never read half a file), so a development machine
 * needs no setup and its readers' subscriptions survive restarts. The private key is never
 * logged, returned or committed (.data/ is ignored by git).
 */
import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../core/config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const isKeyPair = (value: unknown): value is { publicKey: string; privateKey: string } =>
  typeof value === 'object' &&
  value !== null &&
  /^[A-Za-z0-9_-]{87}$/.test(String((value as { publicKey?: unknown }).publicKey)) &&
  /^[A-Za-z0-9_-]{43}$/.test(String((value as { privateKey?: unknown }).privateKey));

/** Where the development pair is kept. */
export const vapidKeysFile = (dataDir: string) => path.join(dataDir, 'push', 'vapid-keys.json');

async function readPair(file: string) {
  const pair: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isKeyPair(pair)) throw new Error(`${file} does not hold a VAPID key pair`);
  return pair;
}

export async function loadVapidKeys(config: Pick<Config, 'vapid' | 'dataDir'>): Promise<VapidKeys> {
  const { publicKey, privateKey, subject } = config.vapid;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const file = vapidKeysFile(config.dataDir);
  try {
    return { ...(await readPair(file)), subject };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const pair = webpush.generateVAPIDKeys();
  const draft = `${file}.${randomUUID()}`;
  await writeFile(draft, `${JSON.stringify(pair)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file);
  } catch (error) {
    // Another instance put its pair there first: that one is the pair.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { ...(await readPair(file)), subject };
  } finally {
    await unlink(draft);
  }
  return { ...pair, subject };
}
