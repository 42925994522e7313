/**
 * The common-password block list (data/common-passwords.txt, shipped with the service; nothing
 * is fetched at run time). Comparison is case-insensitive, so 'Password123' is refused too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../config.ts';

export const commonPasswordsFile = path.join(packageRoot, 'data', 'common-passwords.txt');

let list: Set<string> | undefined;

function load(): Set<string> {
  list ??= new Set(
    readFileSync(commonPasswordsFile, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('# ')),
  );
  return list;
}

export function isCommonPassword(password: string): boolean {
  return load().has(password.trim().toLowerCase());
}

export function commonPasswordCount(): number {
  return load().size;
}
