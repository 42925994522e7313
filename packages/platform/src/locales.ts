/**
 * The readers' languages (issue 26), stated once: the shell, the remotes' builds, the
 * composition server and the tests read this table. Adding a language is one row here plus
 * each remote's catalog file (`src/locales/<code>.po`).
 */
export interface Locale {
  /** BCP 47 code: the catalog's file name, `<html lang>` and the URL prefix (`/pcm/…`). */
  code: string;
  /** The language named in itself, as the language switch shows it. */
  name: string;
  /** The Open Graph locale of its pages (`og:locale`). */
  ogLocale: string;
  /**
   * Offered to readers: its catalogs are complete and someone on the team writes it well.
   * A row not shipped is built and tested but never linked, served or chosen.
   */
  shipped: boolean;
}

/** The source locale: the spec's copy, typos included. It keeps the unprefixed URLs. */
export const SOURCE_LOCALE = 'en';

/**
 * Accented and about 40 % longer than English (Lingui's pseudo-localisation of the English
 * catalog): built in development only, to see clipped text and strings left out of catalogs.
 */
export const PSEUDO_LOCALE = 'pseudo-LOCALE';

export const locales = [
  { code: 'en', name: 'English', ogLocale: 'en_NG', shipped: true },
  // Nigerian Pidgin: shipped once the shell's and marketing's catalogs are complete.
  { code: 'pcm', name: 'Pidgin', ogLocale: 'pcm_NG', shipped: false },
] as const satisfies readonly Locale[];

export type LocaleCode = (typeof locales)[number]['code'];

/** The locales offered to readers, source first. */
export const shippedLocales: readonly Locale[] = locales.filter((locale) => locale.shipped);

/** The row of a code readers may be given; an unknown or unshipped code is not one. */
export function shippedLocale(code: string | null | undefined): Locale | undefined {
  return shippedLocales.find((locale) => locale.code === code);
}
