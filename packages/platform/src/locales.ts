/**
 * The readers' languages (issue 26), stated once: the shell, the remotes' builds, the
 * composition server and the tests read this table. Adding a language is one row here plus
 * each remote's catalog file (`src/locales/<code>.po`).
 */
export interface Locale {
  /** BCP 47 code: the catalog's file name, `<html lang>` and the URL prefix (`/pcm/…`). */
  code: string;
  /**
   * Its pages' language tag (`<html lang>`, a link's `lang` and `hreflang`) when the code is
   * not a language's (the pseudo-locale's): see languageTag.
   */
  lang?: string;
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
 * English accented and 40 % longer (Lingui's pseudo-localisation of the English catalog, each
 * word lengthened by test/poTransform.cjs), to see clipped text and strings left out of
 * catalogs: built in development, and
 * offered like a language not yet shipped by a build and server that name it in THRIVE_LOCALES
 * (the browser suite's do: e2e/i18nLayout.spec.ts measures its pages). Never shipped, never a
 * search engine's alternate (alternateLocales), never chosen by Accept-Language (its code has
 * no language subtag to match); the API writes to it in English.
 */
export const PSEUDO_LOCALE = 'pseudo-LOCALE';

export const locales = [
  { code: 'en', name: 'English', ogLocale: 'en_NG', shipped: true },
  // Nigerian Pidgin: every catalog complete (its review state is in each pcm.po's header and
  // docs/i18n/glossary-pcm.md).
  { code: 'pcm', name: 'Pidgin', ogLocale: 'pcm_NG', shipped: true },
  // For tests and review only. `pseudo-LOCALE` is Lingui's name for it (the catalogs' file
  // name), not a language: its pages say en-XA, the accented pseudo-locale's tag in Android
  // and Chromium (English text, XA a private-use region), which browsers and axe accept.
  { code: PSEUDO_LOCALE, name: 'Pseudo (test)', lang: 'en-XA', ogLocale: 'en_XA', shipped: false },
] as const satisfies readonly Locale[];

export type LocaleCode = (typeof locales)[number]['code'];

/** The locales offered to readers, source first. */
export const shippedLocales: readonly Locale[] = locales.filter((locale) => locale.shipped);

/** The row of a code readers may be given; an unknown or unshipped code is not one. */
export function shippedLocale(code: string | null | undefined): Locale | undefined {
  return shippedLocales.find((locale) => locale.code === code);
}

/**
 * The codes of rows not yet shipped that this build and server offer anyway, for tests and
 * review (`THRIVE_LOCALES=pseudo-LOCALE`): set at build time (rspack.base.ts defines it in the browser
 * bundles) and when serving, so pages, prerenders, the switch and the server agree.
 */
function extraLocales(): string[] {
  // A browser bundle sees the value defined at its build; Node and Jest read the environment.
  return (process.env.THRIVE_LOCALES ?? '').split(',').map((code) => code.trim());
}

/**
 * The locales this build offers readers (the switch, `/pcm/…` URLs, the prerender, the API's
 * check): the shipped ones, plus those THRIVE_LOCALES names. Source first.
 */
export function offeredLocales(): readonly Locale[] {
  const extra = extraLocales();
  return locales.filter((locale) => locale.shipped || extra.includes(locale.code));
}

/**
 * The offered locales a page names as its other languages (`hreflang` alternates,
 * `og:locale:alternate`): all but the pseudo-locale, a test of the layout and not a language,
 * whose pages are never indexed as one.
 */
export function alternateLocales(): readonly Locale[] {
  return offeredLocales().filter((locale) => locale.code !== PSEUDO_LOCALE);
}

/** The language tag of a locale's pages (`<html lang>`): its code, or the row's `lang`. */
export function languageTag(code: string): string {
  return (locales as readonly Locale[]).find((locale) => locale.code === code)?.lang ?? code;
}

/** The offered row of a code, if any. */
export function offeredLocale(code: string | null | undefined): Locale | undefined {
  return offeredLocales().find((locale) => locale.code === code);
}

/**
 * A public path's locale and the path without it: `/pcm/signup` → pcm, `/signup`; `/pcm` →
 * pcm, `/`. Only an offered locale other than the source is a prefix (English keeps `/…`), so
 * every route table stays as it is.
 */
export function localeOfPath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const prefixed = match && match[1] !== SOURCE_LOCALE ? offeredLocale(match[1]) : undefined;
  if (prefixed) return { locale: prefixed, path: match![2] || '/' };
  return { locale: offeredLocale(SOURCE_LOCALE)!, path: pathname };
}

/** The address of a path (without a locale) in a locale: `/signup` in pcm is `/pcm/signup`. */
export function localizedPath(path: string, code: string): string {
  if (code === SOURCE_LOCALE) return path;
  return path === '/' ? `/${code}/` : `/${code}${path}`;
}

/** The router's basename for a locale: '' for the source, `/pcm` for Pidgin. */
export const localeBasename = (code: string) => (code === SOURCE_LOCALE ? '' : `/${code}`);

/**
 * The cookie that keeps a reader's language: the server sets it with each page it serves in a
 * language (a Pidgin page, or an English one once another was chosen) and, when a reader arrives
 * at `/` from elsewhere, sends them to that language's home. Without it, `Accept-Language`
 * chooses, on `/` only.
 */
export const LOCALE_COOKIE = 'thrive-locale';

/** The cookie's value in a Cookie header, if it names an offered locale. */
export function localeFromCookie(cookieHeader: string | undefined): Locale | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === LOCALE_COOKIE) return offeredLocale(value);
  }
  return undefined;
}

/**
 * The offered locale an `Accept-Language` header prefers most (q-values, then order), matching
 * a language range by its primary subtag (`pcm-NG` is pcm); undefined when none is offered.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { range: range.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ range, q }) => range && range !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { range } of ranges) {
    const found = offeredLocales().find(
      (locale) => locale.code.toLowerCase() === range.split('-')[0],
    );
    if (found) return found;
  }
  return undefined;
}
