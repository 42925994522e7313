/**
 * The reader's language in error bodies (issue 26): `code` stays as it is (the site may
 * translate by it), and the `error` text a reader sees is given in the request's language when
 * it is one of the messages written here. The admin console and the English site are unchanged.
 *
 * Pidgin: the words of docs/i18n/glossary-pcm.md and of auth's catalog (the same message reads
 * the same whether the site or the API says it), not yet reviewed by a native speaker
 * (written by the team, 2026-11-27).
 */
import type { FastifyRequest } from 'fastify';
import { localeFromAcceptLanguage, offeredLocale, SOURCE_LOCALE } from '@thrive/platform';
import { PASSWORD_MIN_LENGTH } from '../rules.ts';
import { BREACHED_PASSWORD } from '../security/breachedPasswords/index.ts';
import { INVALID_CODE, TOO_MANY_CODE_TRIES } from '../readers/shared/messages.ts';
import { INVALID_LOGIN } from '../readers/login/loginRoutes.ts';
import { INVALID_EMAIL, PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from './validation.ts';

type Translation = string | ((...values: string[]) => string);

/** English message (exact, or a pattern whose groups are its values) → the locale's. */
const MESSAGES: Record<string, [string | RegExp, Translation][]> = {
  pcm: [
    [
      INVALID_CODE,
      'Dat code no correct or e don expire. Abeg check di newest e-mail wey we send you, or ask for new code.',
    ],
    [TOO_MANY_CODE_TRIES, 'You don try wrong code too many times. Abeg ask for new code.'],
    [INVALID_LOGIN, 'Di e-mail or password no correct.'],
    [INVALID_EMAIL, 'Abeg write correct email address.'],
    [PASSWORDS_DO_NOT_MATCH, 'Di two passwords no be di same'],
    [
      PASSWORD_TOO_SHORT,
      `Your password suppose get at least ${PASSWORD_MIN_LENGTH} letters or numbers.`,
    ],
    [
      BREACHED_PASSWORD,
      'Dis password don show for data wey thieves steal before, so na di first one dem go try. Abeg choose another one.',
    ],
    ['Please enter your first name.', 'Abeg write your first name.'],
    ['Please enter your last name.', 'Abeg write your surname.'],
    ['Please enter your email address.', 'Abeg write your email address.'],
    ['Please enter a password.', 'Abeg write password.'],
    ['Please confirm your password.', 'Abeg write your password again to confirm am.'],
    [
      /^Please wait (\d+) seconds? before asking for another code\.$/,
      (wait) => `Abeg wait ${wait} seconds before you ask for another code.`,
    ],
    [
      /^Too many sign-in attempts\. Please wait (\d+) minutes? and try again\.$/,
      (wait) => `You don try to log in too many times. Abeg wait ${wait} minutes and try again.`,
    ],
  ],
};

/** The language of a request for its error text: a valid body `locale`, else Accept-Language. */
function localeOf(request: Pick<FastifyRequest, 'body' | 'headers'>): string {
  const body = request.body;
  const sent =
    typeof body === 'object' && body !== null && 'locale' in body
      ? (body as { locale: unknown }).locale
      : undefined;
  if (typeof sent === 'string' && offeredLocale(sent)) return sent;
  return localeFromAcceptLanguage(request.headers['accept-language'])?.code ?? SOURCE_LOCALE;
}

/** `message` in the request's language when it is written here, else as it is. */
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
