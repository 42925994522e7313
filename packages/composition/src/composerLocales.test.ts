/**
 * Pages in the reader's language (issue 26): `/pcm/…` is the owning remote's page for the
 * path without the prefix, its Pidgin prerender, with `lang`, hreflang alternates both ways
 * and og:locale.
 */
import { createComposer } from './composer';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@thrive/platform';
import type { PrerenderedPage, PrerenderRoutes } from './contract';

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Thrive</title></head><body><div id="root"></div></body></html>';
const config: RuntimeConfig = {
  ...DEFAULT_RUNTIME_CONFIG,
  remotes: {
    // Any other remote (a row added since) keeps its default manifest.
    ...DEFAULT_RUNTIME_CONFIG.remotes,
    marketing: { manifest: 'http://m.test/mf-manifest.json' },
    auth: { manifest: 'http://a.test/mf-manifest.json' },
    admin: { manifest: 'http://x.test/mf-manifest.json' },
    stories: { manifest: 'http://s.test/mf-manifest.json' },
  },
};

const page = (path: string, title: string, description: string): PrerenderedPage => ({
  path,
  html: `<main><h1>${title}</h1></main>`,
  css: '',
  head: { title, description },
  assets: { js: ['assets/page.js'], css: [], images: [] },
});

const files: Record<string, unknown> = {
  'http://a.test/prerender/routes.json': {
    remote: 'auth',
    entry: { js: ['remoteEntry.js'], css: [] },
    pages: { '/signup': 'prerender/pages/signup.json', '*': 'prerender/pages/nf.json' },
    localePages: {
      pcm: { '/signup': 'prerender/pages/pcm-signup.json', '*': 'prerender/pages/pcm-nf.json' },
      'pseudo-LOCALE': { '/signup': 'prerender/pages/pseudo-signup.json' },
    },
  } satisfies PrerenderRoutes,
  'http://a.test/prerender/pages/signup.json': page('/signup', 'Create account', 'Join us'),
  'http://a.test/prerender/pages/pcm-signup.json': page('/signup', 'Open account', 'Join we'),
  'http://a.test/prerender/pages/pcm-nf.json': page('*', 'We no see am', 'No dey'),
  'http://a.test/prerender/pages/pseudo-signup.json': page('/signup', 'Ćŕéàţé', 'Ĵóíñ ûś'),
  'http://m.test/prerender/routes.json': {
    remote: 'marketing',
    entry: { js: ['remoteEntry.js'], css: [] },
    pages: { '/': 'prerender/pages/home.json' },
  } satisfies PrerenderRoutes,
  'http://m.test/prerender/pages/home.json': page('/', 'Thrive', 'Stories'),
};
const fetchFake = (async (input: string | URL | Request) => {
  const body = files[String(input)];
  return body ? new Response(JSON.stringify(body)) : new Response('Not found', { status: 404 });
}) as typeof fetch;

const composer = () =>
  createComposer({
    indexHtml: async () => INDEX,
    runtimeConfig: async () => config,
    siteOrigins: ['http://localhost:3000'],
    fetch: fetchFake,
    log: () => undefined,
  });
const request = (path: string) => ({ host: 'localhost:3000', path, protocol: 'http' });

const saved = process.env.THRIVE_LOCALES;
beforeEach(() => (process.env.THRIVE_LOCALES = 'pcm'));
afterAll(() => {
  if (saved === undefined) delete process.env.THRIVE_LOCALES;
  else process.env.THRIVE_LOCALES = saved;
});

it('serves /pcm/signup as auth’s /signup in Pidgin, with lang, its head and alternates', async () => {
  const { html, status, prerendered } = await composer().compose(request('/pcm/signup'));
  expect([status, prerendered]).toEqual([200, 'auth']);
  expect(html).toMatch(/<html lang="pcm"[ >]/);
  expect(html).toContain('<title>Open account</title>');
  expect(html).toContain('<meta name="description" content="Join we">');
  expect(html).toContain('<link rel="canonical" href="http://localhost:3000/pcm/signup">');
  expect(html).toContain(
    '<link rel="alternate" hreflang="en" href="http://localhost:3000/signup">',
  );
  expect(html).toContain(
    '<link rel="alternate" hreflang="pcm" href="http://localhost:3000/pcm/signup">',
  );
  expect(html).toContain(
    '<link rel="alternate" hreflang="x-default" href="http://localhost:3000/signup">',
  );
  expect(html).toContain('<meta property="og:locale" content="pcm_NG">');
  expect(html).toContain('<meta property="og:locale:alternate" content="en_NG">');
});

it('links the English page to its Pidgin one (and back), og:locale English', async () => {
  const { html } = await composer().compose(request('/signup'));
  expect(html).toMatch(/<html lang="en"[ >]/);
  expect(html).toContain('<title>Create account</title>');
  expect(html).toContain(
    '<link rel="alternate" hreflang="pcm" href="http://localhost:3000/pcm/signup">',
  );
  expect(html).toContain('<meta property="og:locale" content="en_NG">');
  expect(html).toContain('<meta property="og:locale:alternate" content="pcm_NG">');
});

it('gives a Pidgin address the owner has no page for its Pidgin not-found page, no alternates', async () => {
  const { html, status } = await composer().compose(request('/pcm/signup/nothing'));
  expect(status).toBe(404);
  expect(html).toContain('<title>We no see am</title>');
  expect(html).not.toContain('hreflang');
});

it('mounts a page in the browser, in its language, when its remote has no prerender in it', async () => {
  const { html, prerendered } = await composer().compose(request('/pcm/'));
  expect(prerendered).toBeNull();
  expect(html).toMatch(/<html lang="pcm"[ >]/);
});

it('treats a prefix of a locale not offered as an ordinary path', async () => {
  process.env.THRIVE_LOCALES = '';
  const offered = (await import('@thrive/platform')).offeredLocale('pcm');
  const { html } = await composer().compose(request('/pcm/signup'));
  if (offered) expect(html).toMatch(/<html lang="pcm"[ >]/);
  else {
    expect(html).toMatch(/<html lang="en"[ >]/);
    expect(html).not.toContain('hreflang');
  }
});

describe('the pseudo-locale, where offered (tests and review)', () => {
  beforeEach(() => (process.env.THRIVE_LOCALES = 'pcm,pseudo-LOCALE'));

  it('serves /pseudo-LOCALE/signup tagged as accented English, naming only the languages', async () => {
    const { html, status, prerendered } = await composer().compose(
      request('/pseudo-LOCALE/signup'),
    );
    expect([status, prerendered]).toEqual([200, 'auth']);
    expect(html).toMatch(/<html lang="en-XA"[ >]/);
    expect(html).toContain('<title>Ćŕéàţé</title>');
    expect(html).toContain('<meta property="og:locale" content="en_XA">');
    expect([...html.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'en',
      'pcm',
      'x-default',
    ]);
  });

  it('is never among the alternates of the other pages', async () => {
    for (const path of ['/signup', '/pcm/signup']) {
      const { html } = await composer().compose(request(path));
      expect(html).not.toContain('pseudo-LOCALE');
      expect(html).not.toContain('en_XA');
      expect(html).not.toContain('en-XA');
    }
  });
});
