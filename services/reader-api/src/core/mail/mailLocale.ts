/**
 * The reader's language for the e-mails a request sends (issue 26). The site sends its page's
 * locale as `locale` in the body of every request that triggers an e-mail (or, from a browser,
 * `Accept-Language`); it is checked here, at the boundary, against the platform's offered
 * locales, stored with the account or request a later e-mail belongs to, and every e-mail is
 * rendered in it. Error bodies keep their stable codes: the site translates them by code.
 */
import type { FastifyRequest } from 'fastify';
import {
  localeBasename,
  localeFromAcceptLanguage,
  offeredLocale,
  SOURCE_LOCALE,
} from '@thrive/platform';
import { HttpError } from '../errors/httpError.ts';
import { apiLocales, wordsIn, type Words } from '../words/catalogs.ts';
import type { OutgoingMail } from './mailer.ts';
import * as mails from './readerMails.ts';

/** A mail function with its language's words given: the caller passes the rest. */
type Bound<M> = M extends (i18n: Words, ...rest: infer A) => OutgoingMail
  ? (...rest: A) => OutgoingMail
  : never;

/** The reader e-mails in one language (readerMails.ts, with that language's catalog). */
export type ReaderMails = { [K in keyof typeof mails]: Bound<(typeof mails)[K]> };

/** Every mail of `module` with the words of `locale` given (the module's functions take them first). */
export function boundTo<
  T extends { [K in keyof T]: (i18n: Words, ...rest: never[]) => OutgoingMail },
>(module: T, locale: string): { [K in keyof T]: Bound<T[K]> } {
  const i18n = wordsIn(locale);
  const mails = Object.entries(module) as [
    string,
    (i18n: Words, ...rest: unknown[]) => OutgoingMail,
  ][];
  return Object.fromEntries(
    mails.map(([name, mail]) => [name, (...rest: unknown[]) => mail(i18n, ...rest)]),
  ) as { [K in keyof T]: Bound<T[K]> };
}

/**
 * The reader e-mails per language: one row per catalog of the API (src/locales), so adding a
 * language is its catalog (mailLocale.test.ts asks for every language of the platform's table).
 */
export const READER_MAILS: Record<string, ReaderMails> = Object.fromEntries(
  apiLocales().map((code) => [code, boundTo(mails, code)]),
);

/** The e-mails in `locale` (a stored value from before a language was withdrawn: English). */
export const mailsIn = (locale: string | null | undefined): ReaderMails =>
  READER_MAILS[locale ?? SOURCE_LOCALE] ?? READER_MAILS[SOURCE_LOCALE]!;

/** The site's address in `locale` (links in its e-mails open its pages: `…/pcm/help`). */
export const siteIn = (siteUrl: string, locale: string | null | undefined) =>
  `${siteUrl}${localeBasename(offeredLocale(locale)?.code ?? SOURCE_LOCALE)}`;

export const UNKNOWN_LOCALE = 'We cannot write to you in that language yet.';

/**
 * The request's language: its body's `locale` (refused with 400 UNKNOWN_LOCALE when not an
 * offered one), else the language `Accept-Language` prefers among the offered, else English.
 */
export function requestLocale(request: Pick<FastifyRequest, 'body' | 'headers'>): string {
  const body = request.body;
  const sent =
    typeof body === 'object' && body !== null && 'locale' in body
      ? (body as { locale: unknown }).locale
      : undefined;
  if (sent !== undefined) {
    const locale = typeof sent === 'string' ? offeredLocale(sent) : undefined;
    if (!locale) throw new HttpError(400, UNKNOWN_LOCALE, 'UNKNOWN_LOCALE');
    return locale.code;
  }
  return localeFromAcceptLanguage(request.headers['accept-language'])?.code ?? SOURCE_LOCALE;
}
