/**
 * The reader's language in the API's answers (issue 26): `code` stays as it is (the site may
 * translate by it), and the `error` text of an error body, or the `message` of a success, is
 * given in the request's language when it is one of the messages written for it
 * (`localizedErrors.pcm.ts` for Pidgin; every reader-facing error is listed in readerErrors.ts,
 * every success message in readerMessages.ts; app.ts translates both). The admin console stays
 * English, and so do the few texts meant for the site's developers (readerErrors.ts
 * ENGLISH_ONLY_ERRORS).
 *
 * Pidgin: the words of docs/i18n/glossary-pcm.md and of the site's catalogs (the same message
 * reads the same whether the site or the API says it), not yet reviewed by a native speaker
 * (written by the team, 2026-11-27).
 */
import type { FastifyRequest } from 'fastify';
import { localeFromAcceptLanguage, offeredLocale, SOURCE_LOCALE } from '@thrive/platform';
import { PCM_MESSAGES, type MessageTable } from './localizedErrors.pcm.ts';

/** Adding a language: its table file and a row here. */
const MESSAGES: Record<string, MessageTable> = { pcm: PCM_MESSAGES };

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

/** `message` in the request's language when its table has it, else as it is. */
export function inReaderLanguage(
  message: string,
  request: Pick<FastifyRequest, 'body' | 'headers' | 'url'>,
): string {
  // The admin console stays English.
  if (request.url.includes('/admin/')) return message;
  for (const [english, translation] of MESSAGES[localeOf(request)] ?? []) {
    if (typeof english === 'string') {
      if (english === message) return typeof translation === 'string' ? translation : translation();
      continue;
    }
    const match = english.exec(message);
    if (match)
      return typeof translation === 'string' ? translation : translation(...match.slice(1));
  }
  return message;
}
