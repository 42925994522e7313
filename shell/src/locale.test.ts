import { activateLocale, i18n } from '@thrive/i18n';
import { startLocale } from './locale';

const saved = process.env.THRIVE_LOCALES;
afterEach(async () => {
  await activateLocale('en');
  if (saved === undefined) delete process.env.THRIVE_LOCALES;
  else process.env.THRIVE_LOCALES = saved;
});

it('keeps readers in English at an address without a locale', async () => {
  expect(await startLocale('/signup', '')).toBe('');
  expect(i18n.locale).toBe('en');
  expect(document.documentElement.lang).toBe('en');
});

it("speaks the address's offered locale, and keeps its prefix for every link", async () => {
  await import('@thrive/ui');
  process.env.THRIVE_LOCALES = 'pcm';
  expect(await startLocale('/pcm/signup', '')).toBe('/pcm');
  expect(i18n.locale).toBe('pcm');
  expect(document.documentElement.lang).toBe('pcm');
  expect(i18n._('ui.crisis.title')).not.toBe('Need help now?');
});

it('reads no locale from the address of one not offered', async () => {
  process.env.THRIVE_LOCALES = '';
  const shipped = (await import('@thrive/platform')).offeredLocale('pcm');
  expect(await startLocale('/pcm/signup', '')).toBe(shipped ? '/pcm' : '');
  expect(i18n.locale).toBe(shipped ? 'pcm' : 'en');
});

it('shows the pseudo-locale in development when asked, with the crisis help pseudo-localised', async () => {
  // The crisis help registers its catalog as the UI kit loads (the shell imports it first).
  await import('@thrive/ui');
  await startLocale('/', '?locale=pseudo-LOCALE');
  expect(i18n.locale).toBe('pseudo-LOCALE');
  expect(i18n._('ui.crisis.title')).toBe('Ńēēēďď ĥēēĺƥƥ ńōŵŵ?');
});

it('speaks the pseudo-locale at its address where offered, its page tagged en-XA', async () => {
  await import('@thrive/ui');
  process.env.THRIVE_LOCALES = 'pcm,pseudo-LOCALE';
  expect(await startLocale('/pseudo-LOCALE/signup', '')).toBe('/pseudo-LOCALE');
  expect(i18n.locale).toBe('pseudo-LOCALE');
  expect(document.documentElement.lang).toBe('en-XA');
  expect(i18n._('ui.crisis.title')).toBe('Ńēēēďď ĥēēĺƥƥ ńōŵŵ?');
});

it('ignores any other locale asked for in the address', async () => {
  await startLocale('/', '?locale=fr');
  expect(i18n.locale).toBe('en');
});
