import { locales, shippedLocale, shippedLocales, SOURCE_LOCALE } from './locales';

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
  ]);
  for (const { code, ogLocale } of locales)
    expect(ogLocale).toMatch(new RegExp(`^${code}_[A-Z]{2}$`));
});

it('gives readers only a shipped language', () => {
  expect(shippedLocale('en')?.code).toBe('en');
  expect(shippedLocale('pcm')).toBeUndefined();
  expect(shippedLocale('pseudo-LOCALE')).toBeUndefined();
  expect(shippedLocale('fr')).toBeUndefined();
  expect(shippedLocale(undefined)).toBeUndefined();
});
