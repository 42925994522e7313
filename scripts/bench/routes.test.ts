import type { PrerenderRoutes } from '@thrive/composition/server';
import type { RemoteName } from '@thrive/platform';
import { publicRoutes } from './routes';

const built = (pages: string[]): PrerenderRoutes => ({
  remote: 'x',
  entry: { js: [], css: [] },
  pages: Object.fromEntries(pages.map((page) => [page, `prerender/pages/${page}.json`])),
});

it('benches every page the public remotes prerendered, once each, without variants, `:parameter` pages or the not-found page', () => {
  const pages: Partial<Record<RemoteName, PrerenderRoutes>> = {
    marketing: built(['/', '/terms', '/help', '/help?subject', '*']),
    auth: built(['/signup', '/login']),
    stories: built(['/stories', '/stories/:slug', '/ask']),
  };
  const read: RemoteName[] = [];
  const routes = publicRoutes((name) => {
    read.push(name);
    return pages[name]!;
  });
  expect(routes).toEqual(['/', '/terms', '/help', '/signup', '/login', '/stories', '/ask']);
  expect(read).not.toContain('admin');
});
