import { createDataPages } from './dataPages.ts';

const page = (html: string) => ({
  path: '/stories',
  html,
  css: [],
  head: { title: 'Stories', description: '' },
  assets: { js: [], css: [] },
});

it('asks the remote for a page of its own per choice of hidden topics (issue 45), and keeps each', async () => {
  const asked: string[] = [];
  const dataPage = createDataPages({
    get: async (url) => {
      asked.push(url);
      const hide = new URL(url).searchParams.get('hide');
      return new Response(JSON.stringify(page(`hidden: ${hide ?? 'none'}`)), { status: 200 });
    },
    log: () => undefined,
    freshForMs: 60_000,
  });
  const base = 'http://stories.test/';
  expect((await dataPage(base, '/stories'))?.page.html).toBe('hidden: none');
  expect((await dataPage(base, '/stories', ['grief', 'career']))?.page.html).toBe(
    'hidden: grief.career',
  );
  expect((await dataPage(base, '/stories', ['grief', 'career']))?.page.html).toBe(
    'hidden: grief.career',
  );
  expect((await dataPage(base, '/stories'))?.page.html).toBe('hidden: none');
  expect(asked).toEqual([
    'http://stories.test/prerender/render?path=%2Fstories',
    'http://stories.test/prerender/render?path=%2Fstories&hide=grief.career',
  ]);
});
