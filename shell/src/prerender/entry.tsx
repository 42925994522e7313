/**
 * The server-side renderer bundled into each remote's prerender build
 * (@thrive/composition/node buildRemote). It
 * renders a page inside the shell's own route tree (ShellRoutes, with a static router), so
 * the markup is exactly what the browser's hydrateRoot expects.
 *
 * `thrive-prerender/app` and `thrive-prerender/pages` are aliases to the remote's App.tsx and
 * publicPages.ts; `__THRIVE_REMOTE__` is its federation name.
 */
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { PageHeadContext, type PageHead } from '@thrive/ui';
import App from 'thrive-prerender/app';
import { PUBLIC_PAGES } from 'thrive-prerender/pages';
import { ShellRoutes } from '../ShellApp';
import type { RemoteName } from '../runtimeConfig';
import { provideRemoteApp } from './federation.server';
import type { PublicPage } from '@thrive/composition';

declare const __THRIVE_REMOTE__: RemoteName;

export const pages: PublicPage[] = PUBLIC_PAGES;

export interface RenderedPage {
  html: string;
  title: string | undefined;
  /** Ids (paths relative to the remote's folder) of every module the render loaded. */
  modules: string[];
}

function tree(path: string, head: PageHead): ReactNode {
  return (
    <PageHeadContext value={(recorded: PageHead) => Object.assign(head, recorded)}>
      <StaticRouter location={path}>
        <ShellRoutes mounts={[{ remote: __THRIVE_REMOTE__, paths: ['/'] }]} host="public" />
      </StaticRouter>
    </PageHeadContext>
  );
}

export async function renderPage(path: string): Promise<RenderedPage> {
  provideRemoteApp(App as ComponentType);
  const errors: unknown[] = [];
  // Pass 1 waits for every lazy() page and use()d promise to settle…
  const { prelude } = await prerenderToNodeStream(tree(path, {}), {
    onError: (error) => void errors.push(error),
  });
  for await (const chunk of prelude) void chunk;
  if (errors.length) throw errors[0];
  // …pass 2 renders the settled tree to complete HTML, with no inline script (the CSP
  // forbids them, and a streamed boundary would need one).
  const head: PageHead = {};
  const html = renderToString(tree(path, head));
  if (/<!--\$[?!]-->/.test(html)) {
    throw new Error(`${path} rendered a pending or failed Suspense boundary.`);
  }
  return { html, title: head.title, modules: Object.keys(require.cache) };
}
