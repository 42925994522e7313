/**
 * How `pnpm admin:create` reaches a running server that uses PGlite. PGlite allows one
 * process per data directory, so while the API runs, the command cannot open the database
 * itself. The server writes a random secret into the data directory (mode 0600) at start;
 * the command reads it and calls a loopback-only endpoint with it. Whoever can read the data
 * directory could open the database anyway, so this grants nothing new. One file per API port,
 * like the database (`db-<port>`): two instances on different ports never share it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCAL_SECRET_HEADER = 'x-thrive-local-secret';

export function localSecretPath(dataDir: string, port: number): string {
  return path.join(dataDir, `admin-cli-${port}.secret`);
}

/** Writes a fresh secret for this server run and returns it. */
export function writeLocalSecret(dataDir: string, port: number): string {
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(localSecretPath(dataDir, port), secret, { mode: 0o600 });
  return secret;
}

export function sameSecret(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}
