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
import * as english from './templates.ts';
import * as pidgin from './templates.pcm.ts';

/** The reader e-mails, one module per language (templates.ts is the source, English). */
export type ReaderMails = Pick<
  typeof english,
  | 'verificationCodeMail'
  | 'alreadyRegisteredMail'
  | 'contactAcknowledgementMail'
  | 'subscriptionConfirmMail'
  | 'subscriptionWelcomeMail'
  | 'deletionConfirmMail'
  | 'deletionScheduledMail'
  | 'deletionCancelledMail'
  | 'deletionCompletedMail'
  | 'passwordResetCodeMail'
  | 'passwordChangedMail'
  | 'welcomeMail'
>;

/** Adding a language: its templates file and a row here (mailLocale.test.ts asks for one). */
export const READER_MAILS: Record<string, ReaderMails> = { en: english, pcm: pidgin };

/** The e-mails in `locale` (a stored value from before a language was withdrawn: English). */
export const mailsIn = (locale: string | null | undefined): ReaderMails =>
  READER_MAILS[locale ?? SOURCE_LOCALE] ?? english;

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
