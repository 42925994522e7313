import type * as I18nRuntime from './index';
import { messages as source } from './testing/locales/en.po';

const pcm = () => import('./testing/locales/pcm.po');
const pseudo = () => import('./testing/locales/pseudo-LOCALE.po');

// Each test starts from a page's first load: a fresh runtime, no catalog registered.
let runtime: typeof I18nRuntime;
beforeEach(async () => {
  jest.resetModules();
  runtime = await import('./index');
});

it('speaks the source locale before the shell activates one, with ICU values and plurals', async () => {
  const { i18n, registerCatalog } = runtime;
  await registerCatalog({ source, others: { pcm, 'pseudo-LOCALE': pseudo } });
  expect(i18n.locale).toBe('en');
  expect(i18n._('test.greeting', { name: 'Ada' })).toBe('Hello Ada');
  expect(i18n._('test.stories', { count: 1 })).toBe('1 story');
  expect(i18n._('test.stories', { count: 3 })).toBe('3 stories');
});

it('loads every registered catalog of a locale before activating it', async () => {
  const { activateLocale, i18n, registerCatalog } = runtime;
  await registerCatalog({ source, others: { pcm, 'pseudo-LOCALE': pseudo } });
  await activateLocale('pcm');
  expect(i18n.locale).toBe('pcm');
  expect(i18n._('test.greeting', { name: 'Ada' })).toBe('How far, Ada');
  expect(i18n._('test.stories', { count: 3 })).toBe('3 tori dem');
});

it('loads the active locale for a catalog registered later (a remote loaded after the shell)', async () => {
  const { activateLocale, i18n, registerCatalog } = runtime;
  await activateLocale('pcm');
  await registerCatalog({
    source: { 'test.late': 'Late' },
    others: { pcm: async () => ({ messages: { 'test.late': 'Late-late' } }) },
  });
  expect(i18n._('test.late')).toBe('Late-late');
});

it('refuses a locale an owner has no catalog for, and keeps the active one', async () => {
  const { activateLocale, i18n, registerCatalog } = runtime;
  await registerCatalog({ source: { 'test.only': 'Only' }, others: {} });
  await expect(activateLocale('yo')).rejects.toThrow('No "yo" catalog');
  expect(i18n.locale).toBe('en');
});

it('pseudo-localises the source catalog: accented and longer, placeholders kept', async () => {
  const { activateLocale, i18n, registerCatalog } = runtime;
  await registerCatalog({ source, others: { pcm, 'pseudo-LOCALE': pseudo } });
  await activateLocale('pseudo-LOCALE');
  const text = i18n._('test.greeting', { name: 'Ada' });
  expect(text).not.toBe('Hello Ada');
  expect(text).toMatch(/^Ĥēĺĺĺōō Ada$/);
});

it('tells when the catalogs registered so far speak the active locale (a remote about to render)', async () => {
  const { activateLocale, catalogsLoaded, i18n, registerCatalog } = runtime;
  await activateLocale('pcm');
  let finish!: () => void;
  const arrived = new Promise<void>((resolve) => (finish = resolve));
  void registerCatalog({
    source: { 'test.remote': 'Remote' },
    others: {
      pcm: async () => {
        await arrived;
        return { messages: { 'test.remote': 'Remote for Naijá' } };
      },
    },
  });
  let loaded = false;
  const waiting = catalogsLoaded().then(() => (loaded = true));
  await Promise.resolve();
  expect(loaded).toBe(false);
  finish();
  await waiting;
  expect(i18n._('test.remote')).toBe('Remote for Naijá');
});

it('fetches the offline catalogs of a locale without making it the page’s', async () => {
  const { i18n, preloadLocale, registerCatalog } = runtime;
  const fetched: string[] = [];
  const counted = (name: string) => async () => {
    fetched.push(name);
    return pcm();
  };
  await registerCatalog({ source, others: { pcm: counted('crisis help') }, offline: true });
  await registerCatalog({ source, others: { pcm: counted('a page') } });
  await preloadLocale('pcm');
  expect(fetched).toEqual(['crisis help']);
  expect(i18n.locale).toBe('en');
  expect(i18n._('test.greeting', { name: 'Ada' })).toBe('Hello Ada');
});

it('activates a locale when one owner’s file cannot be fetched: that owner speaks the source', async () => {
  const { activateLocale, i18n, registerCatalog } = runtime;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await registerCatalog({ source, others: { pcm } });
  await registerCatalog({
    source: { 'test.away': 'Away' },
    others: { pcm: () => Promise.reject(new TypeError('Failed to fetch')) },
  });
  await activateLocale('pcm');
  expect(i18n.locale).toBe('pcm');
  expect(i18n._('test.greeting', { name: 'Ada' })).toBe('How far, Ada');
  expect(i18n._('test.away')).toBe('Away');
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});

it('pairs a catalog shipped without ids with the source’s ids, sorted, and refuses a mismatch', async () => {
  const { messagesOf } = await import('./catalogs');
  const source = { 'b.second': 'Second', 'a.first': 'First' };
  expect(messagesOf(source, ['Di first', 'Di second'])).toEqual({
    'a.first': 'Di first',
    'b.second': 'Di second',
  });
  expect(messagesOf(source, { 'a.first': 'As is' })).toEqual({ 'a.first': 'As is' });
  expect(() => messagesOf(source, ['Only one'])).toThrow('1 messages for 2 source ids');
});
