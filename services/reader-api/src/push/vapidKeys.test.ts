/**
 * The development default of the VAPID keys: generated once into the data dir (owner-only),
 * the same pair on every later start; configured keys win and nothing is written.
 */
import { mkdtempSync, readFileSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadVapidKeys, vapidKeysFile } from './vapidKeys.ts';

const subject = 'mailto:support@thrive.local';

it('generates a pair once in the data dir and reads it on every later start', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'thrive-vapid-'));
  const config = { dataDir, vapid: { publicKey: undefined, privateKey: undefined, subject } };
  const first = await loadVapidKeys(config);
  expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(first.subject).toBe(subject);
  expect(await loadVapidKeys(config)).toEqual(first);
  // Two instances starting at once agree on one pair.
  const [a, b] = await Promise.all([loadVapidKeys(config), loadVapidKeys(config)]);
  expect(a).toEqual(first);
  expect(b).toEqual(first);
  const file = vapidKeysFile(dataDir);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
    publicKey: first.publicKey,
    privateKey: first.privateKey,
  });
});

it('uses configured keys and writes nothing', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'thrive-vapid-'));
  const keys = { publicKey: `B${'a'.repeat(86)}`, privateKey: 'k'.repeat(43), subject };
  expect(await loadVapidKeys({ dataDir, vapid: keys })).toEqual(keys);
  expect(existsSync(vapidKeysFile(dataDir))).toBe(false);
});
