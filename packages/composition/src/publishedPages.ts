/**
 * Every public page of the platform as the remotes' builds published them (their
 * prerender/routes.json), for the tools that go over all of them (the bench, the first-paint
 * and offline e2e): a remote added to the platform, or a page added to a route table, is
 * covered without a line in those tools.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteNames, remotes, type RemoteName } from '@thrive/platform';
import { distDir } from '@thrive/platform/node';
import {
  NOT_FOUND_PATH,
  ROUTES_FILE,
  type PrerenderedPage,
  type PrerenderRoutes,
} from './contract';

export interface PublishedPage {
  remote: RemoteName;
  /** The page key in routes.json ('/about', '/help?subject', '/stories/:slug'). */
  key: string;
  /** The key's path ('/help' for '/help?subject'). */
  path: string;
  /** The query parameter a variant shows ('subject' for '/help?subject'). */
  query?: string;
  /** A `:parameter` page: it has no address of its own (the remote's pages link to some). */
  parameterised: boolean;
  /** Rendered per request from data (routes.json's dataPages); its page file is the frame. */
  dataPage: boolean;
  /** Reads the published page file (the frame, for a data page). */
  read(): PrerenderedPage;
}

/** A remote's built routes.json. */
export const builtRoutes = (name: RemoteName): PrerenderRoutes =>
  JSON.parse(readFileSync(path.join(distDir(name), ROUTES_FILE), 'utf8')) as PrerenderRoutes;

const builtPage = (name: RemoteName, file: string): PrerenderedPage =>
  JSON.parse(readFileSync(path.join(distDir(name), file), 'utf8')) as PrerenderedPage;

/**
 * The pages of every prerendering remote, in platform order, but the not-found pages.
 * `routesOf` and `pageOf` read a remote's build unless given.
 */
export function publishedPages(
  routesOf: (name: RemoteName) => PrerenderRoutes = builtRoutes,
  pageOf: (name: RemoteName, file: string) => PrerenderedPage = builtPage,
): PublishedPage[] {
  return remoteNames
    .filter((name) => remotes[name].prerender)
    .flatMap((remote) => {
      const routes = routesOf(remote);
      return Object.entries(routes.pages)
        .filter(([key]) => key !== NOT_FOUND_PATH)
        .map(([key, file]): PublishedPage => {
          const [pathname, query] = key.split('?') as [string, string | undefined];
          return {
            remote,
            key,
            path: pathname,
            ...(query ? { query } : {}),
            parameterised: pathname.includes('/:'),
            dataPage: routes.dataPages?.includes(key) ?? false,
            read: () => pageOf(remote, file),
          };
        });
    });
}

/** The pages with an address of their own: no query variant, no `:parameter` page. */
export const addressablePages = (pages: PublishedPage[]): PublishedPage[] =>
  pages.filter((page) => !page.query && !page.parameterised);

/**
 * A `:parameter` page's address as its remote links to it: the first `href` that matches the
 * key's pattern in the HTML of the remote's other pages (`fetchHtml` asks the site for one).
 */
export async function linkedAddress(
  page: PublishedPage,
  pages: PublishedPage[],
  fetchHtml: (address: string) => Promise<string>,
): Promise<string> {
  const pattern = new RegExp(
    `href="(${page.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/?#"]+')})"`,
  );
  for (const other of addressablePages(pages).filter((p) => p.remote === page.remote)) {
    const found = pattern.exec(await fetchHtml(other.path))?.[1];
    if (found) return found.replace(/&amp;/g, '&');
  }
  throw new Error(`No page of ${page.remote} links to a ${page.key} address`);
}
