/**
 * The reader's language in the API's answers (issue 26): `code` stays as it is (the site may
 * translate by it), and the `error` text of an error body, or the `message` of a success, is
 * given in the request's language from the API's catalogs (src/locales/<code>.po, `api.*`;
 * core/words/catalogs.ts). Every reader-facing error is listed in readerErrors.ts, every
 * success message in readerMessages.ts; app.ts translates both. The admin console stays
 * English, and so do the few texts meant for the site's developers (readerErrors.ts
 * ENGLISH_ONLY_ERRORS), which the catalogs do not hold.
 *
 * The routes say their texts in English (the spec's copy, as the source catalog holds it); an
 * English text is recognised by the source catalog's message it is, exact or, for a text with
 * numbers or a field's name, with its ICU placeholders as the values (`{wait}` digits, `{field}`
 * one of the fields, `api.field.*`), and said again with those values in the reader's language.
 */
import type { FastifyRequest } from 'fastify';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { localeFromAcceptLanguage, offeredLocale, SOURCE_LOCALE } from '@thrive/platform';
import { sourceTexts, wordsIn, type WordValues } from '../core/words/catalogs.ts';

/** The ids of what the routes say to readers; `api.field.*` are the fields they name. */
const SAID = /^api\.(?!field\.)/;
const FIELD = /^api\.field\./;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Recogniser {
  id: string;
  pattern: RegExp;
  /** The placeholder each capture group fills (alternative plural branches repeat names). */
  names: string[];
}

/** A regular expression for a compiled English message; its groups are the placeholders. */
function patternOf(tokens: CompiledMessage, names: string[], fields: string, plural?: string) {
  return tokens
    .map((token): string => {
      if (typeof token === 'string') {
        if (token !== '#' || !plural) return escape(token);
        names.push(plural);
        return '(\\d+)';
      }
      const [name, type, cases] = token;
      if (type === 'plural' || type === 'select') {
        const branches = Object.entries(cases as Record<string, CompiledMessage>)
          .filter(([key]) => key !== 'offset')
          .map(([, branch]) => patternOf(branch, names, fields, name));
        return `(?:${branches.join('|')})`;
      }
      names.push(name);
      return name === 'field' ? `(${fields})` : '(\\d+)';
    })
    .join('');
}

let recognisers:
  { exact: Map<string, string>; patterns: Recogniser[]; fields: Map<string, string> } | undefined;
/** The source catalog's messages, ready to recognise an English text (built once). */
function recognise() {
  if (recognisers) return recognisers;
  const texts = Object.entries(sourceTexts());
  const fields = new Map(texts.filter(([id]) => FIELD.test(id)).map(([id, text]) => [text, id]));
  const fieldChoice = [...fields.keys()].map(escape).join('|');
  const exact = new Map<string, string>();
  const patterns: Recogniser[] = [];
  for (const [id, english] of texts.filter(([id]) => SAID.test(id))) {
    const tokens = compileMessage(english);
    if (tokens.every((token) => typeof token === 'string')) {
      exact.set(tokens.join(''), id);
      continue;
    }
    const names: string[] = [];
    const pattern = new RegExp(`^${patternOf(tokens, names, fieldChoice)}$`);
    patterns.push({ id, pattern, names });
  }
  recognisers = { exact, patterns, fields };
  return recognisers;
}

/** The catalog message an English text is, with its values; undefined for one it has not. */
export function recogniseText(message: string): { id: string; values: WordValues } | undefined {
  const { exact, patterns } = recognise();
  const id = exact.get(message);
  if (id) return { id, values: {} };
  for (const { id, pattern, names } of patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: WordValues = {};
    match.slice(1).forEach((value, index) => {
      if (value === undefined) return;
      values[names[index]!] = /^\d+$/.test(value) ? Number(value) : value;
    });
    return { id, values };
  }
  return undefined;
}

/** The language of a request for its texts: a valid body `locale`, else Accept-Language. */
function localeOf(request: Pick<FastifyRequest, 'body' | 'headers'>): string {
  const body = request.body;
  const sent =
    typeof body === 'object' && body !== null && 'locale' in body
      ? (body as { locale: unknown }).locale
      : undefined;
  if (typeof sent === 'string' && offeredLocale(sent)) return sent;
  return localeFromAcceptLanguage(request.headers['accept-language'])?.code ?? SOURCE_LOCALE;
}

/** `message` in the request's language when the catalogs have it, else as it is. */
export function inReaderLanguage(
  message: string,
  request: Pick<FastifyRequest, 'body' | 'headers' | 'url'>,
): string {
  // The admin console stays English.
  if (request.url.includes('/admin/')) return message;
  const i18n = wordsIn(localeOf(request));
  if (i18n.locale === SOURCE_LOCALE) return message;
  const found = recogniseText(message);
  if (!found) return message;
  const { values } = found;
  const field = values.field;
  if (typeof field === 'string') values.field = i18n._(recognise().fields.get(field)!);
  return i18n._(found.id, values);
}
