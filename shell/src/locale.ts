import { activateLocale } from '@thrive/i18n';
import { PSEUDO_LOCALE } from '@thrive/platform';

/**
 * The page's language, set by the shell alone before anything renders. Readers get the source
 * locale (English) until Pidgin ships (issue 26); in development `?locale=pseudo-LOCALE` shows
 * the pseudo-locale, to spot clipped text and strings left out of the catalogs.
 */
export async function startLocale(search: string): Promise<void> {
  if (process.env.NODE_ENV === 'production') return;
  if (new URLSearchParams(search).get('locale') === PSEUDO_LOCALE) {
    await activateLocale(PSEUDO_LOCALE);
  }
}
