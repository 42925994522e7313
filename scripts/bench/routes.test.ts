import type { PrerenderedPage, PublishedPage } from '@thrive/composition/server';
import { askedRoutes, inEveryLanguage, publicRoutes } from './routes';

const page = (remote: PublishedPage['remote'], key: string): PublishedPage => {
  const [path, query] = key.split('?') as [string, string | undefined];
  return {
    remote,
    key,
    path,
    ...(query ? { query } : {}),
    parameterised: path.includes('/:'),
    dataPage: false,
    read: () => ({}) as PrerenderedPage,
  };
};

it('benches every published page once, without query variants, a `:parameter` page at an address its remote links to', async () => {
  const pages = [
    page('marketing', '/'),
    page('marketing', '/help'),
    page('marketing', '/help?subject'),
    page('stories', '/stories'),
    page('stories', '/stories/:slug'),
    page('stories', '/ask'),
  ];
  const html: Record<string, string> = { '/stories': '<a href="/stories/first-light">First</a>' };
  const routes = await publicRoutes(async (address) => html[address] ?? '', pages);
  expect(routes).toEqual(['/', '/help', '/stories', '/stories/first-light', '/ask']);
});

it('takes a `:parameter` page’s key in --routes for the address its remote links to', async () => {
  const pages = [page('stories', '/stories'), page('stories', '/stories/:slug')];
  const html: Record<string, string> = { '/stories': '<a href="/stories/first-light">First</a>' };
  const fetchHtml = async (address: string) => html[address] ?? '';
  expect(await askedRoutes(['/about', '/stories/:slug'], fetchHtml, pages)).toEqual([
    '/about',
    '/stories/first-light',
  ]);
  await expect(askedRoutes(['/writers/:username'], fetchHtml, pages)).rejects.toThrow(
    '/writers/:username is not a published page',
  );
});

it('benches each route in every shipped language too, a route already in one once', () => {
  expect(inEveryLanguage(['/', '/signup', '/pcm/about'])).toEqual([
    '/',
    '/pcm/',
    '/signup',
    '/pcm/signup',
    '/pcm/about',
  ]);
});
