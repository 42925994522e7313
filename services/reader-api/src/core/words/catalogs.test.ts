/**
 * The API's words are Lingui catalogs (issue 41), checked as the site's are: the API is among
 * the catalogs' owners lingui.config.ts reads (@thrive/platform/node's catalogOwners), so packages/i18n/src/catalogsComplete.test.ts fails
 * on a message a language lacks (or leaves empty), on other placeholders, and on an id the
 * API's code asks for that the source catalog has not. This file checks the API's side: each
 * language's catalog is there and complete, records its review state as the site's catalogs
 * do, and gives its words with a typed value kept as typed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { locales, PSEUDO_LOCALE, SOURCE_LOCALE } from '@thrive/platform';
import { catalogOwners } from '@thrive/platform/node';
import { repoRoot } from '../config.ts';
import { apiLocales, CATALOG_FOLDER, catalogTexts, sourceTexts, wordsIn } from './catalogs.ts';

/** The languages written from the source (the pseudo-locale is the API's English). */
const written = locales
  .map(({ code }) => code as string)
  .filter((code) => code !== SOURCE_LOCALE && code !== PSEUDO_LOCALE);

it('is an owner of catalogs (lingui.config.ts reads them), so the site’s completeness check reads it', () => {
  const owner = path.relative(repoRoot, path.dirname(CATALOG_FOLDER));
  expect(owner).toBe('services/reader-api/src');
  expect(catalogOwners(repoRoot)).toContain(owner);
});

it('has a catalog for every language of the platform, the source first', () => {
  expect(apiLocales()).toEqual([SOURCE_LOCALE, ...written]);
});

describe.each(written)('the %s catalog', (code) => {
  it('has a text for every message of the source, and nothing else', () => {
    const texts = catalogTexts(code)!;
    expect(Object.keys(texts).sort()).toEqual(Object.keys(sourceTexts()).sort());
    expect(Object.keys(texts).filter((id) => !texts[id]?.trim())).toEqual([]);
  });

  it('records who wrote and reviewed it (X-Reviewed-By), as every catalog of the site does', () => {
    const header = readFileSync(path.join(CATALOG_FOLDER, `${code}.po`), 'utf8');
    expect(header).toMatch(/^"X-Reviewed-By: \S.*\\n"$/m);
  });
});

it('says a message in each language, the source’s words where a language has no catalog', () => {
  expect(wordsIn('en')._('mail.verify.subject', { code: '123456' })).toBe(
    '123456 is your Thrive verification code',
  );
  expect(wordsIn('pcm')._('mail.verify.subject', { code: '123456' })).toBe(
    '123456 na your Thrive code',
  );
  expect(wordsIn(PSEUDO_LOCALE).locale).toBe(SOURCE_LOCALE);
  expect(wordsIn(null)._('mail.hello')).toBe('Hi there,');
});

it('chooses a plural by its number, in each language', () => {
  const used = (left: number, code: string) =>
    wordsIn(code)._('mail.factor.recoveryCodeUsed.said', { left });
  expect(used(1, 'en')).toContain('1 code is left.');
  expect(used(0, 'en')).toContain('0 codes are left.');
  expect(used(1, 'pcm')).toContain('1 code remain.');
  // CLDR's Pidgin says "one" for 0 too: the catalog's `=1` keeps "0 codes".
  expect(used(0, 'pcm')).toContain('0 codes remain.');
});

it('puts in what a person typed as typed: an escape sequence never becomes a character', () => {
  const name = '\\x3cb\\u003e Ada';
  expect(wordsIn('en')._('mail.helloName', { name })).toBe(`Hi ${name},`);
  expect(wordsIn('pcm')._('mail.helloName', { name })).toBe(`How far ${name},`);
});

it('refuses an id the catalogs do not have', () => {
  expect(() => wordsIn('en')._('mail.nothing')).toThrow('no message "mail.nothing"');
});
