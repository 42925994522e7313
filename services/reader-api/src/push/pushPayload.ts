/**
 * The payload of one push (what the service worker receives, decrypted, and shows): the kind's
 * fixed words in the subscription's language, the page to open in that language, the app icon
 * unless the reader's data saver is on, and the action that turns the kind off. Nothing else
 * goes in: no reader's words, no question or comment text, no story title (pushWords.ts).
 */
import { localeBasename, offeredLocale, SOURCE_LOCALE } from '@thrive/platform';
import { PUSH_PATHS, type PushKind, type PushPayload } from '@thrive/reader-contract/community';
import { pushWords } from './pushWords.ts';

/**
 * The app icon a push shows: the web app manifest's 192 px one (shell/src/install/webManifest.ts,
 * served under @thrive/composition's APP_ICONS_PATH).
 */
export const PUSH_ICON = '/icons/thrive-192.png';

/** A site path the push may open: one of the site's own (else the inbox). */
const sitePath = (link: string): string =>
  /^\/(?![/\\])[^\s]*$/.test(link) ? link : '/notifications';

export interface PayloadInput {
  kind: PushKind;
  /** The page to open, a path of the site without its language prefix. */
  link: string;
  locale: string;
  dataSaver: boolean;
  /** The API's public base URL (…/api/v1): where the worker turns a kind off. */
  publicApiUrl: string;
}

export function pushPayload(input: PayloadInput): PushPayload {
  const words = pushWords(input.kind, input.locale);
  const path = sitePath(input.link);
  const prefix = localeBasename(offeredLocale(input.locale)?.code ?? SOURCE_LOCALE);
  return {
    kind: input.kind,
    title: words.title,
    body: words.body,
    url: `${prefix}${path === '/' && prefix ? '' : path}`,
    ...(input.dataSaver ? {} : { icon: PUSH_ICON }),
    turnOff: words.turnOff,
    turnOffUrl: `${input.publicApiUrl}${PUSH_PATHS.turnOff}`,
  };
}
