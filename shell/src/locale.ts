import { activateLocale } from '@thrive/i18n';
import {
  languageTag,
  localeBasename,
  localeOfPath,
  PSEUDO_LOCALE,
  SOURCE_LOCALE,
} from '@thrive/platform';

/**
 * The page's language, set by the shell alone before anything renders (issue 26): the
 * address's locale prefix (`/pcm/…`, an offered locale; English has none). In development
 * `?locale=pseudo-LOCALE` shows the pseudo-locale, to spot clipped text and strings left out of
 * the catalogs. Returns the router's basename: every in-site link keeps the reader's prefix.
 */
export async function startLocale(pathname: string, search: string): Promise<string> {
  const { locale } = localeOfPath(pathname);
  if (
    process.env.NODE_ENV !== 'production' &&
    new URLSearchParams(search).get('locale') === PSEUDO_LOCALE
  ) {
    await activateLocale(PSEUDO_LOCALE);
  } else if (locale.code !== SOURCE_LOCALE) {
    await activateLocale(locale.code);
  }
  // The server's page says it already; a page mounted in the browser (pnpm dev) says it here.
  // Only when it differs: setting it restyles every element (`:lang`), on a slow phone tens of
  // milliseconds before hydration.
  const tag = languageTag(locale.code);
  if (document.documentElement.lang !== tag) document.documentElement.lang = tag;
  return localeBasename(locale.code);
}
