import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LOCALE_COOKIE,
  localeFromAcceptLanguage,
  localeFromCookie,
  localeOfPath,
  localizedPath,
  selectHost,
  SOURCE_LOCALE,
} from '@thrive/platform';
import { PAGE_VARY } from './dataSaverRequest.ts';

/**
 * The reader's language (issue 26): a reader who arrives at `/` from elsewhere (typed, a
 * bookmark, another site) is sent to the home page of the language they chose last (the
 * cookie), or on a first visit (no cookie) of the one their browser prefers; within the site
 * the address decides. Each page served in a language other than the one kept becomes the
 * choice (a plain link of the language switch is enough, with or without JavaScript). Only a
 * page the reader opens counts: the service worker's copies of other languages' pages (fetched
 * in the background for offline use) never change the reader's language.
 */
export function readerLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
): string | null {
  if (selectHost((request.headers.host ?? '').replace(/:\d+$/, '')) !== 'public') return null;
  const chosen = localeFromCookie(request.headers.cookie);
  if (pathname === '/') {
    reply.header('Vary', `${PAGE_VARY}, Accept-Language`);
    let fromHere = false;
    try {
      fromHere = new URL(request.headers.referer ?? '').host === request.headers.host;
    } catch {
      // No referrer, or not a URL: an arrival from elsewhere.
    }
    const wanted = fromHere
      ? undefined
      : (chosen ?? localeFromAcceptLanguage(request.headers['accept-language']));
    if (wanted && wanted.code !== SOURCE_LOCALE) {
      const queryAt = request.url.indexOf('?');
      return localizedPath('/', wanted.code) + (queryAt === -1 ? '' : request.url.slice(queryAt));
    }
  }
  const { locale } = localeOfPath(pathname);
  // Sec-Fetch-Mode is 'navigate' for a page the reader opens; a browser without it is trusted.
  const mode = request.headers['sec-fetch-mode'];
  if (mode !== undefined && mode !== 'navigate') return null;
  if (locale.code !== chosen?.code && (chosen || locale.code !== SOURCE_LOCALE)) {
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'Set-Cookie',
      `${LOCALE_COOKIE}=${locale.code}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`,
    );
  }
  return null;
}
