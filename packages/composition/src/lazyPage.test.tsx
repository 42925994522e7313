/** @jest-environment ../../test/jsdom-environment.ts */
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import type * as I18nRuntime from '@thrive/i18n';
import type * as LazyPageModule from './lazyPage';

// A page's first load: a fresh runtime, the shell has activated Pidgin.
let runtime: typeof I18nRuntime;
let lazyPage: typeof LazyPageModule.lazyPage;
beforeEach(async () => {
  jest.resetModules();
  runtime = await import('@thrive/i18n');
  ({ lazyPage } = await import('./lazyPage'));
  // The shell's own catalog, in Pidgin, as the shell activates it.
  await runtime.registerCatalog({ source: {}, others: { pcm: async () => ({ messages: {} }) } });
  await runtime.activateLocale('pcm');
});

it('renders a page only once the catalog its chunk registered speaks the active locale', async () => {
  const { i18n, registerCatalog } = runtime;
  let deliverPidgin!: () => void;
  const pidgin = new Promise<{ messages: Record<string, string> }>((resolve) => {
    deliverPidgin = () => resolve({ messages: { 'test.page.title': 'Tori dem' } });
  });
  // The page's chunk registers its catalog as it runs; its Pidgin comes later, over the network.
  const Page = lazyPage(async () => {
    void registerCatalog({
      source: { 'test.page.title': 'Stories' },
      others: { pcm: () => pidgin },
    });
    return { default: () => <h1>{i18n._('test.page.title')}</h1> };
  });

  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(screen.getByText('Loading')).toBeTruthy();
  expect(screen.queryByRole('heading')).toBeNull();

  await act(async () => deliverPidgin());
  expect(await screen.findByRole('heading', { name: 'Tori dem' })).toBeTruthy();
  expect(screen.queryByText('Stories')).toBeNull();
});
