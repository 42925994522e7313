import {
  alternateLocales,
  languageTag,
  LOCALE_COOKIE,
  localeBasename,
  localeFromAcceptLanguage,
  localeFromCookie,
  localeOfPath,
  localizedPath,
  locales,
  offeredLocale,
  offeredLocales,
  PSEUDO_LOCALE,
  shippedLocale,
  shippedLocales,
  SOURCE_LOCALE,
} from './locales';
import { pseudoLocaleBuilt } from './node';

it('ships English, the source locale, first', () => {
  expect(shippedLocales[0]).toEqual({
    code: SOURCE_LOCALE,
    name: 'English',
    ogLocale: 'en_NG',
    shipped: true,
  });
});

it('names each language in itself and gives it an Open Graph locale of its code', () => {
  expect(locales.map(({ code, name }) => [code, name])).toEqual([
    ['en', 'English'],
    ['pcm', 'Pidgin'],
    [PSEUDO_LOCALE, 'Pseudo (test)'],
  ]);
  for (const { code, ogLocale } of locales)
    expect(ogLocale).toMatch(new RegExp(`^${languageTag(code).split('-')[0]}_[A-Z]{2}$`));
});

it('tags pages with the code, and the pseudo-locale’s as accented English (en-XA)', () => {
  expect(languageTag('en')).toBe('en');
  expect(languageTag('pcm')).toBe('pcm');
  expect(languageTag(PSEUDO_LOCALE)).toBe('en-XA');
  expect(languageTag('fr')).toBe('fr');
});

it('ships Nigerian Pidgin beside English', () => {
  expect(shippedLocales.map((locale) => locale.code)).toEqual(['en', 'pcm']);
});

it('gives readers only a shipped language', () => {
  expect(shippedLocale('en')?.code).toBe('en');
  expect(shippedLocale('pcm')?.code).toBe('pcm');
  expect(shippedLocale('pseudo-LOCALE')).toBeUndefined();
  expect(shippedLocale('fr')).toBeUndefined();
  expect(shippedLocale(undefined)).toBeUndefined();
});

describe('offered locales (THRIVE_LOCALES adds rows not yet shipped, for tests and review)', () => {
  const saved = process.env.THRIVE_LOCALES;
  afterEach(() => {
    if (saved === undefined) delete process.env.THRIVE_LOCALES;
    else process.env.THRIVE_LOCALES = saved;
  });

  it('offers the shipped locales, and an unshipped row only when named', () => {
    delete process.env.THRIVE_LOCALES;
    expect(offeredLocales()).toEqual(shippedLocales);
    process.env.THRIVE_LOCALES = `${PSEUDO_LOCALE},fr`;
    expect(offeredLocales().map((l) => l.code)).toEqual(['en', 'pcm', PSEUDO_LOCALE]);
    expect(offeredLocale('fr')).toBeUndefined();
  });

  it('offers the pseudo-locale like a language not yet shipped, never as an alternate', () => {
    process.env.THRIVE_LOCALES = 'pcm';
    expect(offeredLocale(PSEUDO_LOCALE)).toBeUndefined();
    expect(pseudoLocaleBuilt('production')).toBe(false);
    expect(pseudoLocaleBuilt('development')).toBe(true);
    process.env.THRIVE_LOCALES = `pcm,${PSEUDO_LOCALE}`;
    expect(offeredLocales().map((l) => l.code)).toEqual(['en', 'pcm', PSEUDO_LOCALE]);
    expect(pseudoLocaleBuilt('production')).toBe(true);
    expect(alternateLocales().map((l) => l.code)).toEqual(['en', 'pcm']);
    expect(localeOfPath(`/${PSEUDO_LOCALE}/signup`)).toMatchObject({
      locale: { code: PSEUDO_LOCALE },
      path: '/signup',
    });
    expect(localizedPath('/', PSEUDO_LOCALE)).toBe(`/${PSEUDO_LOCALE}/`);
    expect(localeFromCookie(`${LOCALE_COOKIE}=${PSEUDO_LOCALE}`)?.code).toBe(PSEUDO_LOCALE);
    // No reader's browser asks for it: its code has no language subtag to match.
    expect(localeFromAcceptLanguage(`${PSEUDO_LOCALE}, pseudo, en-XA;q=0.9`)?.code).toBe('en');
    expect(localeFromAcceptLanguage('pseudo-locale')).toBeUndefined();
  });

  it('reads the locale from a path prefix only for an offered locale other than the source', () => {
    delete process.env.THRIVE_LOCALES;
    expect(localeOfPath('/pcm/signup')).toEqual({ locale: offeredLocale('pcm'), path: '/signup' });
    expect(localeOfPath('/pcm/')).toMatchObject({ locale: { code: 'pcm' }, path: '/' });
    expect(localeOfPath('/pcm')).toMatchObject({ locale: { code: 'pcm' }, path: '/' });
    expect(localeOfPath('/en/signup')).toMatchObject({
      locale: { code: 'en' },
      path: '/en/signup',
    });
    expect(localeOfPath('/pcmx/a')).toMatchObject({ locale: { code: 'en' }, path: '/pcmx/a' });
    expect(localeOfPath('/')).toMatchObject({ locale: { code: 'en' }, path: '/' });
  });

  it('writes a path in a locale, English unprefixed', () => {
    expect(localizedPath('/signup', 'pcm')).toBe('/pcm/signup');
    expect(localizedPath('/', 'pcm')).toBe('/pcm/');
    expect(localizedPath('/signup', 'en')).toBe('/signup');
    expect(localeBasename('pcm')).toBe('/pcm');
    expect(localeBasename('en')).toBe('');
  });

  it('reads the remembered choice from the cookie, an offered locale only', () => {
    delete process.env.THRIVE_LOCALES;
    expect(localeFromCookie(`a=b; ${LOCALE_COOKIE}=pcm`)?.code).toBe('pcm');
    expect(localeFromCookie(`${LOCALE_COOKIE}=en`)?.code).toBe('en');
    expect(localeFromCookie(`${LOCALE_COOKIE}=yo`)).toBeUndefined();
    expect(localeFromCookie(undefined)).toBeUndefined();
  });

  it('takes the offered language Accept-Language prefers most', () => {
    delete process.env.THRIVE_LOCALES;
    expect(localeFromAcceptLanguage('pcm-NG, en;q=0.8')?.code).toBe('pcm');
    expect(localeFromAcceptLanguage('en-GB, pcm;q=0.9')?.code).toBe('en');
    expect(localeFromAcceptLanguage('fr, pcm;q=0.5, en;q=0.4')?.code).toBe('pcm');
    expect(localeFromAcceptLanguage('fr, de')).toBeUndefined();
    expect(localeFromAcceptLanguage('pcm;q=0, en')?.code).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
