/**
 * The API's words (issues 26 and 41): its e-mails and the texts it answers readers with come
 * from Lingui catalogs, as the site's do: `src/locales/<code>.po`, English the source (the
 * spec's copy), one file per language of the platform's table (`lingui.config.ts` lists the
 * API among the catalogs' owners, so the site's completeness check covers these files too).
 * A new language is a catalog here, not a code file. The pseudo-locale has none: the API
 * writes to it in English.
 *
 * Messages have explicit ids and ICU syntax (`{code}`, `{wait, plural, =1 {…} other {…}}`),
 * compiled once per language with Lingui's own compiler, and read as the site reads them:
 * `i18n._('mail.verify.subject', { code })`, from `wordsIn(locale)`. A message a language has
 * no text for is the source's, as the site's loader does.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { locales, PSEUDO_LOCALE, SOURCE_LOCALE } from '@thrive/platform';

/** The folder of the API's catalogs (the owner in lingui.config.ts is `services/reader-api/src`). */
export const CATALOG_FOLDER = path.resolve(import.meta.dirname, '../../locales');

const po = formatter({ explicitIdAsDefault: true });
const fileOf = (locale: string) => path.join(CATALOG_FOLDER, `${locale}.po`);

/** A catalog's texts by id ('' where none is written yet); undefined for a language without one. */
export function catalogTexts(locale: string): Record<string, string> | undefined {
  const file = fileOf(locale);
  if (!existsSync(file)) return undefined;
  // The PO formatter parses synchronously (its type allows a promise for other formats).
  const parsed = po.parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: SOURCE_LOCALE,
    filename: file,
  }) as Record<string, { translation?: string }>;
  return Object.fromEntries(Object.entries(parsed).map(([id, m]) => [id, m.translation ?? '']));
}

let source: Record<string, string> | undefined;
/** The source catalog's messages (English), by id. */
export function sourceTexts(): Record<string, string> {
  source ??= catalogTexts(SOURCE_LOCALE)!;
  return source;
}

/** The languages the API writes in: the platform's rows with a catalog here, source first. */
export const apiLocales = (): string[] =>
  locales
    .map(({ code }) => code as string)
    .filter((code) => code !== PSEUDO_LOCALE && existsSync(fileOf(code)));

/** Values a message fills in: numbers choose plurals; strings are put in as they are. */
export type WordValues = Record<string, string | number>;

/** One language's words: `_` as Lingui's `i18n._`. */
export interface Words {
  /** The catalog's language (the source's for a language without a catalog). */
  readonly locale: string;
  _(id: string, values?: WordValues): string;
}

/**
 * Lingui decodes `\uXXXX` and `\xXX` in what it returns: a value a person typed (a name, a
 * passkey's label) goes in after it, so `\x3c` in a name stays those four characters and never
 * becomes `<` inside an e-mail's HTML. Private-use characters mark its places.
 */
const MARK = (index: number) => `\uE000${index}\uE001`;
const MARKS = /\uE000(\d+)\uE001/g;

function load(locale: string): Words {
  const own = catalogTexts(locale);
  if (!own) return load(SOURCE_LOCALE);
  const texts = sourceTexts();
  const messages = Object.fromEntries(
    Object.entries(texts).map(([id, english]) => [id, compileMessageOrThrow(own[id] || english)]),
  );
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return {
    locale,
    _(id, values = {}) {
      if (!(id in texts)) throw new Error(`The API's catalog has no message "${id}".`);
      const typed: string[] = [];
      const marked = Object.fromEntries(
        Object.entries(values).map(([name, value]) => {
          if (typeof value === 'number') return [name, value];
          typed.push(value);
          return [name, MARK(typed.length - 1)];
        }),
      );
      return i18n._(id, marked).replace(MARKS, (_, index: string) => typed[Number(index)]!);
    },
  };
}

const loaded = new Map<string, Words>();
/** The words of `locale` (a language without a catalog, or none: the source's). */
export function wordsIn(locale: string | null | undefined): Words {
  const code = locale ?? SOURCE_LOCALE;
  let words = loaded.get(code);
  if (!words) {
    words = load(code);
    loaded.set(code, words);
  }
  return words;
}
