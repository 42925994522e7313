/**
 * The routes the bench loads. The public ones are every page the public remotes' builds
 * published in their route tables (dist/prerender/routes.json, @thrive/composition's
 * publishedPages), so a page or a remote added to the platform is benched too: read after the
 * bench's servers have built what was stale. A `:parameter` page is loaded at the first address
 * its remote's other pages link to (a story of the sample content the bench's API seeds).
 */
import { linkedAddress, publishedPages, type PublishedPage } from '@thrive/composition/server';
import { alternateLocales, localeOfPath, localizedPath, SOURCE_LOCALE } from '@thrive/platform';

/** Every public page once (no query variants, no not-found page), the remotes in platform order. */
export async function publicRoutes(
  fetchHtml: (address: string) => Promise<string>,
  pages: PublishedPage[] = publishedPages(),
): Promise<string[]> {
  const routes: string[] = [];
  for (const page of pages) {
    if (page.query) continue;
    routes.push(page.parameterised ? await linkedAddress(page, pages, fetchHtml) : page.path);
  }
  return routes;
}

/**
 * The routes asked for with --routes: a `:parameter` page's key (`/stories/:slug`) stands for
 * the first address its remote links to, as in the full list.
 */
export async function askedRoutes(
  asked: string[],
  fetchHtml: (address: string) => Promise<string>,
  pages: PublishedPage[] = publishedPages(),
): Promise<string[]> {
  const resolved: string[] = [];
  for (const route of asked) {
    const page = route.includes('/:') && pages.find((p) => p.key === route);
    if (route.includes('/:') && !page) throw new Error(`${route} is not a published page`);
    resolved.push(page ? await linkedAddress(page, pages, fetchHtml) : route);
  }
  return resolved;
}

/**
 * The routes and each one in every other shipped language (`/pcm/…`): the JavaScript and
 * Lighthouse budgets hold in every language (issue 26). A route already in a language stays.
 */
export function inEveryLanguage(routes: readonly string[]): string[] {
  const codes = alternateLocales()
    .map((locale) => locale.code)
    .filter((code) => code !== SOURCE_LOCALE);
  const all = routes.flatMap((route) =>
    localeOfPath(route).locale.code === SOURCE_LOCALE
      ? [route, ...codes.map((code) => localizedPath(route, code))]
      : [route],
  );
  return [...new Set(all)];
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
