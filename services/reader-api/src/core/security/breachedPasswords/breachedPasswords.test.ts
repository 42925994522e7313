import { readFileSync, statSync } from 'node:fs';
import { buildBreachedList } from './buildList.ts';
import {
  breachedListFile,
  breachedMetaFile,
  breachedPasswordCount,
  isBreachedPassword,
  type BreachedListMeta,
} from './breachedPasswords.ts';
import { encodeHashList, decodeHashList, hashListHas } from './hashList.ts';

describe('breached-password list', () => {
  it('is the shipped build of the recorded sources, small enough to ship (about 4 bytes a password)', () => {
    const { bytes, meta } = buildBreachedList();
    expect(readFileSync(breachedListFile).equals(bytes)).toBe(true);
    const shipped = JSON.parse(readFileSync(breachedMetaFile, 'utf8')) as BreachedListMeta;
    expect(shipped).toEqual(meta);
    expect(shipped.entries).toBeGreaterThan(20_000);
    expect(shipped.sources.join('\n')).toMatch(/@zxcvbn-ts\/language-common@4\.1\.3/);
    expect(statSync(breachedListFile).size).toBeLessThan(100 * 1024);
    expect(breachedPasswordCount()).toBe(shipped.entries);
  });

  it('refuses breached passwords whatever their case or surrounding spaces, from both sources', () => {
    for (const password of [
      'password',
      'Password1',
      '12345678',
      'iloveyou',
      'qwerty123',
      'naija123',
      'Jesus2024',
      // Deep in the breach corpus (rank ~40,000), in neither older list.
      'awo8rx3wa8t',
      ' Andrey1992 ',
    ]) {
      expect(isBreachedPassword(password)).toBe(true);
    }
  });

  it('accepts passwords that are not in it', () => {
    for (const password of ['sunlit meadow 42', 'k7#Qm2!x', 'Correct horse battery staple 9']) {
      expect(isBreachedPassword(password)).toBe(false);
    }
  });

  it('finds every entry of a list and nothing else (binary search over sorted prefixes)', () => {
    const words = Array.from({ length: 500 }, (_, i) => `word-${i * 7}`);
    const list = decodeHashList(encodeHashList([...words, ...words]));
    expect(list).toHaveLength(500);
    for (const word of words) expect(hashListHas(list, word)).toBe(true);
    for (let i = 0; i < 500; i += 1) expect(hashListHas(list, `other-${i}`)).toBe(false);
    expect(hashListHas(new Uint32Array(), 'anything')).toBe(false);
  });
});
