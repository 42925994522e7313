/**
 * The routes the bench loads. The public ones are every page the public remotes' builds
 * prerendered from their route tables (dist/prerender/routes.json), so a page added to a
 * route table is benched too: read after the bench's servers have built what was stale.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_PATH, ROUTES_FILE, type PrerenderRoutes } from '@thrive/composition/server';
import { remoteNames, remotes, type RemoteName } from '@thrive/platform';
import { distDir } from '@thrive/platform/node';

const builtRoutes = (name: RemoteName): PrerenderRoutes =>
  JSON.parse(readFileSync(path.join(distDir(name), ROUTES_FILE), 'utf8')) as PrerenderRoutes;

/**
 * Every public page (no query variants, no not-found page, no `:parameter` page: it has no URL
 * of its own), the remotes in platform order.
 */
export function publicRoutes(routesOf = builtRoutes): string[] {
  return remoteNames
    .filter((name) => remotes[name].prerender)
    .flatMap((name) =>
      Object.keys(routesOf(name).pages).filter(
        (key) => key !== NOT_FOUND_PATH && !key.includes('?') && !key.includes('/:'),
      ),
    );
}

export const ADMIN_ROUTES = [
  '/',
  '/writers',
  '/users',
  '/consultants',
  '/addwriter',
  '/addconsultant',
  '/download',
];
