/**
 * The breached-password check (ASVS 6.2.12), offline: data/breached-passwords.bin ships with the
 * service (format in hashList.ts, sources in sources.ts, counts in breached-passwords.json);
 * nothing is fetched at run time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../../config.ts';
import { decodeHashList, hashListHas } from './hashList.ts';

export const breachedListFile = path.join(packageRoot, 'data', 'breached-passwords.bin');
export const breachedMetaFile = path.join(packageRoot, 'data', 'breached-passwords.json');

export interface BreachedListMeta {
  format: 'sha256-prefix32-be-sorted';
  normalisation: string;
  entries: number;
  sources: string[];
  sha256: string;
}

/** The message every password form shows for a breached password. */
export const BREACHED_PASSWORD =
  'This password has appeared in a data breach, so attackers try it first. Please choose a different one.';

let prefixes: Uint32Array | undefined;

function load(): Uint32Array {
  prefixes ??= decodeHashList(readFileSync(breachedListFile));
  return prefixes;
}

export function isBreachedPassword(password: string): boolean {
  return hashListHas(load(), password);
}

export function breachedPasswordCount(): number {
  return load().length;
}
