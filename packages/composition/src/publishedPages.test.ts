import { remoteNames, remotes, type RemoteName } from '@thrive/platform';
import type { PrerenderedPage, PrerenderRoutes } from './contract';
import { addressablePages, linkedAddress, publishedPages } from './publishedPages';

const built = (pages: string[], dataPages?: string[]): PrerenderRoutes => ({
  remote: 'x',
  entry: { js: [], css: [] },
  pages: Object.fromEntries(pages.map((page) => [page, `prerender/pages/${page}.json`])),
  ...(dataPages ? { dataPages } : {}),
});

const tables: Partial<Record<RemoteName, PrerenderRoutes>> = {
  marketing: built(['/', '/terms', '/help', '/help?subject', '*']),
  auth: built(['/signup', '/login']),
  stories: built(['/stories', '/stories/:slug', '/ask'], ['/stories', '/stories/:slug']),
};

function pagesRead() {
  const read: RemoteName[] = [];
  const pages = publishedPages(
    (name) => {
      read.push(name);
      // A remote without pages here (a row added since) publishes none in this test.
      return tables[name] ?? built([]);
    },
    (name, file) => ({ path: file, html: `${name}:${file}` }) as unknown as PrerenderedPage,
  );
  return { pages, read };
}

it('lists every page the prerendering remotes published, in platform order, without the not-found pages', () => {
  const { pages, read } = pagesRead();
  expect(pages.map((page) => `${page.remote} ${page.key}`)).toEqual([
    'marketing /',
    'marketing /terms',
    'marketing /help',
    'marketing /help?subject',
    'auth /signup',
    'auth /login',
    'stories /stories',
    'stories /stories/:slug',
    'stories /ask',
  ]);
  expect(read).toEqual(remoteNames.filter((name) => remotes[name].prerender));
  expect(read).not.toContain('admin');
  const variant = pages.find((page) => page.key === '/help?subject')!;
  expect(variant).toMatchObject({ path: '/help', query: 'subject', parameterised: false });
  const story = pages.find((page) => page.key === '/stories/:slug')!;
  expect(story).toMatchObject({ parameterised: true, dataPage: true });
  expect(story.read().html).toBe('stories:prerender/pages//stories/:slug.json');
  expect(pages.find((page) => page.key === '/ask')!.dataPage).toBe(false);
});

it('gives addresses of their own only to pages with no query variant and no parameter', () => {
  expect(addressablePages(pagesRead().pages).map((page) => page.key)).toEqual([
    '/',
    '/terms',
    '/help',
    '/signup',
    '/login',
    '/stories',
    '/ask',
  ]);
});

it('finds a `:parameter` page’s address among the links of its remote’s other pages', async () => {
  const { pages } = pagesRead();
  const asked: string[] = [];
  const html: Record<string, string> = {
    '/stories': '<a href="/stories">All</a><a href="/stories/a-day&amp;night">A day</a>',
    '/ask': '',
  };
  const story = pages.find((page) => page.key === '/stories/:slug')!;
  const address = await linkedAddress(story, pages, async (path) => {
    asked.push(path);
    return html[path] ?? '';
  });
  expect(address).toBe('/stories/a-day&night');
  expect(asked).toEqual(['/stories']);
  await expect(linkedAddress(story, pages, async () => '')).rejects.toThrow(
    'No page of stories links to a /stories/:slug address',
  );
});
