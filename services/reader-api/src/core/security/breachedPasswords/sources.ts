/**
 * Where the shipped breached-password list comes from (recorded in the file's metadata):
 * 1. The password list of @zxcvbn-ts/language-common (MIT): the passwords of Mark Burnett's
 *    "10 million passwords" corpus, collected from public breach dumps, counted lower-cased,
 *    ranked by how many accounts used them, and cut at those seen more than 10 times (49,233
 *    entries; see the package's data-scripts/_generators/PasswordGenerator.ts).
 * 2. extra-passwords.txt beside this file: the NCSC/Have I Been Pwned top passwords and variants
 *    common in Nigeria (see its header).
 * Only passwords the rules could accept are kept (8 to 128 characters): shorter ones are refused
 * for their length anyway.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../rules.ts';
import { normalisePassword } from './hashList.ts';

export const BREACH_CORPUS_PACKAGE = '@zxcvbn-ts/language-common';

const extraPasswordsFile = path.join(import.meta.dirname, 'extra-passwords.txt');

export interface SourcePasswords {
  source: string;
  passwords: string[];
}

const acceptable = (password: string) =>
  password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;

/** Both sources, normalised and filtered to what the length rules allow. */
export function readSourcePasswords(): SourcePasswords[] {
  const require = createRequire(import.meta.url);
  const packageJson = require(`${BREACH_CORPUS_PACKAGE}/package.json`) as { version: string };
  const corpusFile = path.join(
    path.dirname(require.resolve(`${BREACH_CORPUS_PACKAGE}/package.json`)),
    'src',
    'passwords.json',
  );
  const corpus = JSON.parse(readFileSync(corpusFile, 'utf8')) as string[];
  const extra = readFileSync(extraPasswordsFile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('# '));
  const keep = (list: string[]) => list.map(normalisePassword).filter(acceptable);
  return [
    {
      source: `${BREACH_CORPUS_PACKAGE}@${packageJson.version} src/passwords.json (${corpus.length} breached passwords, xato 10M corpus)`,
      passwords: keep(corpus),
    },
    {
      source: `services/reader-api/src/core/security/breachedPasswords/extra-passwords.txt (${extra.length} entries)`,
      passwords: keep(extra),
    },
  ];
}
