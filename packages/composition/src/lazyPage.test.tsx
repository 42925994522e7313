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

describe('a page loaded before it renders (preparePage, before hydration)', () => {
  const heading = (text: string) => ({ default: () => <h1>{text}</h1> });

  it('renders at once, without suspending, once preloaded', async () => {
    const Page = lazyPage(async () => heading('About'));
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously: no fallback, so hydration never defers the page to a later pass.
    expect(screen.getByRole('heading', { name: 'About' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('loads the page of a path from a route table: its own, a :parameter page, the not-found page', async () => {
    const { preparePage } = await import('./lazyPage');
    const loads: string[] = [];
    const route = (path: string) => ({
      path,
      description: '',
      Page: lazyPage(async () => {
        loads.push(path);
        return heading(path);
      }),
    });
    const routes = [route('/'), route('/about'), route('/stories/:slug'), route('*')];
    await preparePage(routes, '/About/');
    await preparePage(routes, '/stories/a-story');
    await preparePage(routes, '/nowhere');
    expect(loads).toEqual(['/about', '/stories/:slug', '*']);
    // Each chunk is loaded once.
    await preparePage(routes, '/about');
    expect(loads).toHaveLength(3);
  });

  it('lets a failed load be tried again', async () => {
    let fail = true;
    const Page = lazyPage(async () => {
      if (fail) throw new Error('ChunkLoadError');
      return heading('Help');
    });
    await expect(Page.preload()).rejects.toThrow('ChunkLoadError');
    fail = false;
    await expect(Page.preload()).resolves.toBeUndefined();
  });
});
