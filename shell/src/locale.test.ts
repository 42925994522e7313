import { activateLocale, i18n } from '@thrive/i18n';
import { startLocale } from './locale';

afterEach(() => activateLocale('en'));

it('keeps readers in English by default', async () => {
  await startLocale('');
  expect(i18n.locale).toBe('en');
});

it('shows the pseudo-locale in development when asked, with the crisis help pseudo-localised', async () => {
  // The crisis help registers its catalog as the UI kit loads (the shell imports it first).
  await import('@thrive/ui');
  await startLocale('?locale=pseudo-LOCALE');
  expect(i18n.locale).toBe('pseudo-LOCALE');
  expect(i18n._('ui.crisis.title')).toBe('Ńēēď ĥēĺƥ ńōŵ?');
});

it('ignores any other locale asked for in the address', async () => {
  await startLocale('?locale=fr');
  expect(i18n.locale).toBe('en');
});
