/**
 * The server-side renderer bundled into each remote's prerender build
 * (@thrive/composition/build). It
 * renders a page inside the shell's own route tree (ShellRoutes, with a static router), so
 * the markup is exactly what the browser's hydrateRoot expects.
 *
 * `thrive-prerender/app` and `thrive-prerender/routes` are aliases to the remote's App.tsx and
 * route table (routes.ts); `__THRIVE_REMOTE__` is its federation name.
 */
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { PageHeadContext, type PageHead } from '@thrive/ui';
import { activateLocale } from '@thrive/i18n';
import { localeBasename, localizedPath, SOURCE_LOCALE } from '@thrive/platform';
import App from 'thrive-prerender/app';
import { ROUTES } from 'thrive-prerender/routes';
import { ShellRoutes } from '../ShellApp';
import type { RemoteName } from '../runtimeConfig';
import { provideRemoteApp } from './federation.server';
import type { PageRoute } from '@thrive/composition';

declare const __THRIVE_REMOTE__: RemoteName;

/** The remote's route table without its components (what the build needs to know). */
export const routes: Omit<PageRoute, 'Page'>[] = ROUTES.map((route) => ({
  path: route.path,
  // Read when asked (describe): a route table may read it from the page's catalog.
  get description() {
    return route.description;
  },
  ...(route.query && { query: route.query }),
}));

export interface RenderedPage {
  html: string;
  title: string | undefined;
  /** Ids (paths relative to the remote's folder) of every module the render loaded. */
  modules: string[];
}

/**
 * @param location a path, with a query string for a page's query variant
 * @param locale the page's locale: its address is `/<locale>/…` (but English's) and every link
 * in it keeps that prefix (the router's basename), as in the browser
 */
function tree(location: string, locale: string, head: PageHead): ReactNode {
  return (
    <PageHeadContext value={(recorded: PageHead) => Object.assign(head, recorded)}>
      <StaticRouter location={localizedPath(location, locale)} basename={localeBasename(locale)}>
        <ShellRoutes mounts={[{ remote: __THRIVE_REMOTE__, paths: ['/'] }]} host="public" />
      </StaticRouter>
    </PageHeadContext>
  );
}

/**
 * Renders the page at `location` (a path without the locale prefix) in `locale`: every catalog
 * registered so far, and every one a lazy page registers while it renders, speaks it.
 */
export async function renderPage(
  location: string,
  locale: string = SOURCE_LOCALE,
): Promise<RenderedPage> {
  provideRemoteApp(App as ComponentType);
  await activateLocale(locale);
  const errors: unknown[] = [];
  // Pass 1 waits for every lazy() page and use()d promise to settle…
  const { prelude } = await prerenderToNodeStream(tree(location, locale, {}), {
    onError: (error) => void errors.push(error),
  });
  for await (const chunk of prelude) void chunk;
  if (errors.length) throw errors[0];
  // …pass 2 renders the settled tree to complete HTML, with no inline script (the CSP
  // forbids them, and a streamed boundary would need one).
  const head: PageHead = {};
  const html = renderToString(tree(location, locale, head));
  if (/<!--\$[?!]-->/.test(html)) {
    throw new Error(`${location} rendered a pending or failed Suspense boundary.`);
  }
  return { html, title: head.title, modules: Object.keys(require.cache) };
}

/**
 * A route's meta description in the active locale (the last page rendered's): read when asked,
 * since a route table may read it from a catalog.
 */
export function describe(routePath: string): string | undefined {
  return ROUTES.find((route) => route.path === routePath)?.description;
}
