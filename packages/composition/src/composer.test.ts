/* eslint-disable max-lines -- many short tests of one function (createComposer), each set up on its own. */
import { createComposer, type CompositionOptions } from './composer';
import {
  DATA_SAVER_COOKIE,
  DEFAULT_RUNTIME_CONFIG as DEFAULT_CONFIG,
  type RuntimeConfig,
} from '@thrive/platform';
import {
  NOT_FOUND_PATH,
  queryPlaceholder,
  REMOTE_BASE,
  type PrerenderedPage,
  type PrerenderRoutes,
} from './contract';

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="Default"><script defer src="/assets/main.js"></script><title>Thrive — Start, Soar, Thrive</title></head><body><noscript>This site needs JavaScript to run.</noscript><div id="root"></div></body></html>';

const config: RuntimeConfig = {
  ...DEFAULT_CONFIG,
  remotes: {
    // Any other remote (a row added since) keeps its default manifest.
    ...DEFAULT_CONFIG.remotes,
    marketing: { manifest: 'http://m.test/mf-manifest.json' },
    auth: { manifest: 'http://a.test/release/mf-manifest.json' },
    admin: { manifest: 'http://x.test/mf-manifest.json' },
    stories: { manifest: 'http://s.test/mf-manifest.json' },
  },
};

const aboutPage = (heading: string): PrerenderedPage => ({
  path: '/about',
  html: `<!--$--><main><h1>${heading}</h1><img src="${REMOTE_BASE}assets/team.webp"></main><!--/$-->`,
  css: `h1{color:green}.hero{background:url(${REMOTE_BASE}assets/bg.webp)}`,
  head: { title: 'About · Thrive', description: 'Why we started "Thrive" & more' },
  assets: { js: ['assets/about.js'], css: ['assets/about.css'], images: ['assets/hero.svg'] },
});

const routes = (file: string): PrerenderRoutes => ({
  remote: 'marketing',
  entry: { js: ['remoteEntry.js', 'assets/expose.js'], css: [] },
  pages: { '/about': file },
});

/** A fake remote origin: files by URL, ETag support, call log, and a switch to go down. */
function fakeOrigin() {
  const files = new Map<string, { body: unknown; etag: string }>();
  const calls: string[] = [];
  let down = false;
  const fetchFake = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push(url);
    if (down) throw new TypeError('fetch failed');
    const file = files.get(url);
    if (!file) return new Response('Not found', { status: 404 });
    const headers = new Headers(init?.headers);
    if (headers.get('If-None-Match') === file.etag) return new Response(null, { status: 304 });
    return new Response(JSON.stringify(file.body), { headers: { ETag: file.etag } });
  }) as typeof fetch;
  return {
    fetch: fetchFake,
    calls,
    put: (url: string, body: unknown) =>
      files.set(url, { body, etag: `"${JSON.stringify(body).length}-${files.size}-${url}"` }),
    setDown: (value: boolean) => (down = value),
  };
}

function composer(origin: ReturnType<typeof fakeOrigin>, extra: Partial<CompositionOptions> = {}) {
  return createComposer({
    indexHtml: async () => INDEX,
    runtimeConfig: async () => config,
    siteOrigins: ['http://localhost:3000', 'http://admin.localhost:3000'],
    fetch: origin.fetch,
    log: () => undefined,
    ...extra,
  });
}

const request = (path: string, host = 'localhost:3000') => ({ host, path, protocol: 'http' });

const preloadsOf = (html: string) =>
  /<head>[^]*<\/head>/.exec(html)![0].match(/<link rel="preload"[^>]*>/g) ?? [];

/** The list for the shell's early preloads, from <head>; null when there is none. */
const earlyPreloadsOf = (html: string): unknown[] | null => {
  const listed =
    /<head>[^]*<script type="application\/json" id="thrive-early-preloads">(.*?)<\/script>[^]*<\/head>/.exec(
      html,
    );
  return listed ? (JSON.parse(listed[1]!) as unknown[]) : null;
};

function publish(origin: ReturnType<typeof fakeOrigin>, heading: string, file: string) {
  origin.put(`http://m.test/${file}`, aboutPage(heading));
  origin.put('http://m.test/prerender/routes.json', routes(file));
}

describe('page composition', () => {
  it('puts the owning remote’s page, head, CSS, config and preload hints into index.html', async () => {
    const origin = fakeOrigin();
    publish(origin, 'Get to know Thrive', 'prerender/pages/about.1.json');
    const { html, prerendered } = await composer(origin).compose(request('/about'));

    expect(prerendered).toBe('marketing');
    expect(html).toContain(
      '<div id="root" data-prerendered="marketing" data-manifest="http://m.test/mf-manifest.json"><!--$--><main><h1>Get to know Thrive</h1><img src="http://m.test/assets/team.webp">',
    );
    expect(html).toContain('<title>About · Thrive</title>');
    expect(html).not.toContain('Thrive — Start, Soar, Thrive');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta name="description" content="Why we started &#34;Thrive&#34; &#38; more">',
    );
    expect(html).toContain('<meta property="og:title" content="About · Thrive">');
    expect(html).toContain('<meta property="og:url" content="http://localhost:3000/about">');
    expect(html).toContain('<meta name="twitter:card"');
    // The page's CSS follows every stylesheet the shell and the remote add to <head> while the
    // page hydrates: their UI kit rules never outrank the page's own (no restyle, no shift).
    expect(html).toMatch(
      /<\/head><body>(<noscript>[^]*?<\/noscript>)?<style data-prerendered-css="marketing">[^<]*background:url\(http:\/\/m\.test\/assets\/bg\.webp\)[^<]*<\/style><div id="root"/,
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="http://m.test/assets/hero.svg" fetchpriority="high">',
    );
    // What hydration fetches is listed for the shell's loader too (a page without the preloads
    // below: the data saver).
    const hints =
      /<script type="application\/json" id="thrive-hydration-hints">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(hints![1]!)).toEqual([
      { href: 'http://m.test/mf-manifest.json', as: 'fetch' },
      ...['remoteEntry.js', 'assets/expose.js', 'assets/about.js'].map((file) => ({
        href: `http://m.test/${file}`,
        as: 'script',
      })),
      // The runtime resolves a chunk only once its stylesheet has loaded.
      { href: 'http://m.test/assets/about.css', as: 'style' },
    ]);
    // …and listed in <head> for the early preloads on a slow, far link, after the LCP image.
    expect(preloadsOf(html)).toEqual([
      '<link rel="preload" as="image" href="http://m.test/assets/hero.svg" fetchpriority="high">',
    ]);
    expect(earlyPreloadsOf(html)).toEqual(JSON.parse(hints![1]!));
    // At the top of <head>, right after the character set, where the shell's script reads it.
    expect(html).toMatch(
      /<head><meta charset="utf-8"><script type="application\/json" id="thrive-early-preloads">/,
    );
    // The first paint waits for the whole page (no half-parsed frame that then moves).
    expect(html).toContain('<link rel="expect" href="#thrive-page-end" blocking="render">');
    expect(html).toMatch(/<\/div><span id="thrive-page-end" hidden><\/span>\s*<\/body>/);
    const inlined =
      /<script type="application\/json" id="thrive-runtime-config">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(inlined![1]!)).toEqual(config);
    expect(html).not.toContain('needs JavaScript');
  });

  it('applies the font fallbacks at once and holds the web fonts back until the loader (or no script) applies them', async () => {
    const origin = fakeOrigin();
    publish(origin, 'Get to know Thrive', 'prerender/pages/about.1.json');
    const fallbacks = '@font-face{font-family:Inter Fallback;src:local(Arial)}';
    const webFonts = '@font-face{font-family:Inter Variable;src:url(/assets/inter.woff2)}';
    const { html } = await composer(origin, {
      fonts: async () => ({ fallbacks, webFonts, preload: ['/assets/inter.woff2'] }),
    }).compose(request('/about'));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<style data-fonts>${fallbacks}</style>`);
    const sheet =
      /<style data-web-fonts="([0-9a-f]{10})" data-preload="\/assets\/inter.woff2" media="not all">([^<]*)<\/style>/.exec(
        head,
      );
    expect(sheet?.[2]).toBe(webFonts);
    expect(head).toContain(`<noscript><style>${webFonts}</style></noscript>`);
    // No preload: on a first visit the font must not share the link with the page's scripts.
    expect(head).not.toContain('as="font"');
    // The hash names the files: new fonts, a new hash (the cached flag no longer matches).
    const other = await composer(origin, {
      fonts: async () => ({
        fallbacks,
        webFonts: webFonts.replace('inter', 'inter2'),
        preload: [],
      }),
    }).compose(request('/about'));
    expect(other.html).not.toContain(`data-web-fonts="${sheet![1]}"`);
  });

  it('holds every animation still and hides JavaScript-only controls when scripts are off', async () => {
    const origin = fakeOrigin();
    publish(origin, 'Get to know Thrive', 'prerender/pages/about.1.json');
    const { html } = await composer(origin).compose(request('/about'));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<noscript><style data-no-script>*,*::before,*::after{animation-play-state:paused!important}[data-needs-js]{visibility:hidden}</style></noscript>',
    );
  });

  it('lists the shell’s entry and startup files (its loader’s lists, with their hashes) for the early preloads, before the remote’s, and the page language’s catalogs', async () => {
    const origin = fakeOrigin();
    publish(origin, 'Get to know Thrive', 'prerender/pages/about.1.json');
    origin.put('http://m.test/prerender/routes.json', {
      ...routes('prerender/pages/about.1.json'),
      localePages: { pcm: { '/about': 'prerender/pages/about.1.json' } },
    });
    const index = INDEX.replace('<script defer src="/assets/main.js"></script>', '').replace(
      '</body>',
      '<script data-entry="/assets/main.js" data-startup="/assets/vendor.js /assets/ui.css" data-startup-locale-pcm="/assets/ui-pcm.js" data-entry-integrity="sha384-main" data-startup-integrity="sha384-vendor -" data-startup-locale-pcm-integrity="sha384-pcm">/* loader */</script></body>',
    );
    const checked = (integrity: string) => ({ integrity, crossOrigin: 'anonymous' });
    const shell = [
      { href: '/assets/main.js', as: 'script', ...checked('sha384-main') },
      { href: '/assets/vendor.js', as: 'script', ...checked('sha384-vendor') },
      { href: '/assets/ui.css', as: 'style' },
    ];
    const composing = composer(origin, { indexHtml: async () => index });
    const english = earlyPreloadsOf((await composing.compose(request('/about'))).html)!;
    expect(english.slice(0, 3)).toEqual(shell);
    expect(english[3]).toEqual({ href: 'http://m.test/mf-manifest.json', as: 'fetch' });
    const pidgin = earlyPreloadsOf((await composing.compose(request('/pcm/about'))).html)!;
    expect(pidgin.slice(0, 4)).toEqual([
      ...shell,
      { href: '/assets/ui-pcm.js', as: 'script', ...checked('sha384-pcm') },
    ]);
  });

  it('lists nothing to preload early for a reader with the data saver on (the app waits for a tap)', async () => {
    const origin = fakeOrigin();
    publish(origin, 'Get to know Thrive', 'prerender/pages/about.1.json');
    const composing = composer(origin);
    expect(earlyPreloadsOf((await composing.compose(request('/about'))).html)).not.toBeNull();
    for (const saving of [{ cookie: `${DATA_SAVER_COOKIE}=on` }, { saveData: 'on' }]) {
      const { html } = await composing.compose({ ...request('/about'), ...saving });
      expect(html).toContain('data-data-saver="on"');
      expect(earlyPreloadsOf(html)).toBeNull();
      expect(preloadsOf(html)).toEqual([
        '<link rel="preload" as="image" href="http://m.test/assets/hero.svg" fetchpriority="high">',
      ]);
    }
  });

  it('hints a released remote’s manifest and entry with their recorded hashes, as they are fetched', async () => {
    const origin = fakeOrigin();
    publish(origin, 'Get to know Thrive', 'prerender/pages/about.1.json');
    const integrity = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
    const manifestIntegrity =
      'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO';
    const released: RuntimeConfig = {
      ...config,
      remotes: {
        ...config.remotes,
        marketing: { manifest: 'http://m.test/mf-manifest.json', integrity, manifestIntegrity },
      },
    };
    const { html } = await composer(origin, { runtimeConfig: async () => released }).compose(
      request('/about'),
    );
    const hints =
      /<script type="application\/json" id="thrive-hydration-hints">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(hints![1]!)).toEqual([
      { href: 'http://m.test/mf-manifest.json', as: 'fetch', integrity: manifestIntegrity },
      {
        href: 'http://m.test/remoteEntry.js',
        as: 'script',
        integrity,
        crossOrigin: 'anonymous',
      },
      { href: 'http://m.test/assets/expose.js', as: 'script' },
      { href: 'http://m.test/assets/about.js', as: 'script' },
      { href: 'http://m.test/assets/about.css', as: 'style' },
    ]);
  });

  it('hints every chunk and stylesheet with the hash and CORS mode the remote’s runtime loads it with', async () => {
    const origin = fakeOrigin();
    const file = 'prerender/pages/about.1.json';
    origin.put(`http://m.test/${file}`, aboutPage('Get to know Thrive'));
    const hash = (n: number) => `sha384-${String(n).repeat(64)}`;
    origin.put('http://m.test/prerender/routes.json', {
      ...routes(file),
      integrity: {
        'assets/expose.js': hash(1),
        'assets/about.js': hash(2),
        'assets/about.css': hash(3),
      },
    });
    const { html } = await composer(origin).compose(request('/about'));
    const hints =
      /<script type="application\/json" id="thrive-hydration-hints">(.*?)<\/script>/.exec(html);
    const checked = { crossOrigin: 'anonymous' };
    expect(JSON.parse(hints![1]!)).toEqual([
      { href: 'http://m.test/mf-manifest.json', as: 'fetch' },
      // A local build's entry has no recorded hash (a release's has: the test above).
      { href: 'http://m.test/remoteEntry.js', as: 'script' },
      { href: 'http://m.test/assets/expose.js', as: 'script', integrity: hash(1), ...checked },
      { href: 'http://m.test/assets/about.js', as: 'script', integrity: hash(2), ...checked },
      { href: 'http://m.test/assets/about.css', as: 'style', integrity: hash(3), ...checked },
    ]);
  });

  it('picks the remote as the browser does: /login belongs to auth, on its own origin path', async () => {
    const origin = fakeOrigin();
    const page = { ...aboutPage('We missed You!'), path: '/login' };
    origin.put('http://a.test/release/prerender/pages/login.1.json', page);
    origin.put('http://a.test/release/prerender/routes.json', {
      ...routes('prerender/pages/login.1.json'),
      remote: 'auth',
      pages: { '/login': 'prerender/pages/login.1.json' },
    });
    const { html, prerendered } = await composer(origin).compose(request('/login'));
    expect(prerendered).toBe('auth');
    expect(html).toContain('<h1>We missed You!</h1>');
    expect(html).toContain('src="http://a.test/release/assets/team.webp"');
  });

  it('mounts in the browser (config inlined) for the admin host, and for a path of a remote without a not-found page (404)', async () => {
    const origin = fakeOrigin();
    publish(origin, 'Get to know Thrive', 'prerender/pages/about.1.json');
    for (const [path, host, code] of [
      ['/no-such-page', 'localhost:3000', 404],
      ['/about', 'admin.localhost:3000', 200],
    ] as const) {
      const { html, prerendered, status } = await composer(origin).compose(request(path, host));
      expect(status).toBe(code);
      expect(prerendered).toBeNull();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('id="thrive-runtime-config"');
      expect(html).toContain('<title>Thrive — Start, Soar, Thrive</title>');
    }
    expect(origin.calls.some((url) => url.startsWith('http://x.test'))).toBe(false);
  });

  it('leaves a remote under a staging override to the browser (no prerender, no preloads)', async () => {
    const origin = fakeOrigin();
    publish(origin, 'Get to know Thrive', 'prerender/pages/about.1.json');
    const compose = composer(origin).compose;
    for (const extra of [
      { search: '?remote.marketing=http%3A%2F%2Fstaging.test%2Fmf-manifest.json' },
      { cookie: 'a=b; thrive-remote-overrides=auth.marketing' },
    ]) {
      const { html, prerendered } = await compose({ ...request('/about'), ...extra });
      expect(prerendered).toBeNull();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toMatch(/<link rel="preload"[^>]*http:\/\/m\.test/);
      expect(html).not.toContain('thrive-hydration-hints');
    }
    // An override of another remote changes nothing here.
    const other = await compose({ ...request('/about'), cookie: 'thrive-remote-overrides=auth' });
    expect(other.prerendered).toBe('marketing');
  });

  it('falls back to the client-side mount when the remote is down or publishes nothing', async () => {
    const origin = fakeOrigin();
    origin.setDown(true);
    const down = await composer(origin).compose(request('/about'));
    expect(down.prerendered).toBeNull();
    expect(down.html).toContain('<div id="root"></div>');

    const empty = fakeOrigin();
    const missing = await composer(empty).compose(request('/about'));
    expect(missing.prerendered).toBeNull();
    expect(missing.html).toContain('id="thrive-runtime-config"');
  });

  it('warms the route tables while the remotes start, so the first reader needs no fetch of them', async () => {
    const origin = fakeOrigin();
    publish(origin, 'About us', 'prerender/pages/about.1.json');
    origin.setDown(true);
    const { warm, compose } = composer(origin, { revalidateAfterMs: 60_000 });
    const warmed = warm(20, 5);
    await new Promise((resolve) => setTimeout(resolve, 20));
    origin.setDown(false);
    await warmed;

    const before = origin.calls.length;
    const page = await compose(request('/about'));
    expect(page.prerendered).toBe('marketing');
    expect(page.html).toContain('About us');
    expect(origin.calls.slice(before)).not.toContain('http://m.test/prerender/routes.json');
  });

  it('serves a redeployed remote’s new page after the revalidation interval, without a restart', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const origin = fakeOrigin();
      publish(origin, 'Version one', 'prerender/pages/about.1.json');
      const compose = composer(origin, { revalidateAfterMs: 2000 }).compose;
      expect((await compose(request('/about'))).html).toContain('Version one');

      publish(origin, 'Version two', 'prerender/pages/about.2.json');
      jest.setSystemTime(1000);
      expect((await compose(request('/about'))).html).toContain('Version one');
      jest.setSystemTime(2500);
      expect((await compose(request('/about'))).html).toContain('Version two');
    } finally {
      jest.useRealTimers();
    }
  });

  it('revalidates with the ETag and reads an unchanged page file only once', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const origin = fakeOrigin();
      publish(origin, 'Same', 'prerender/pages/about.1.json');
      const compose = composer(origin, { revalidateAfterMs: 100 }).compose;
      await compose(request('/about'));
      jest.setSystemTime(500);
      await compose(request('/about'));
      const routeCalls = origin.calls.filter((u) => u.endsWith('routes.json'));
      const pageCalls = origin.calls.filter((u) => u.includes('/pages/'));
      expect(routeCalls).toHaveLength(2);
      expect(pageCalls).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the markup safe: a page cannot close the style or config elements early', async () => {
    const origin = fakeOrigin();
    origin.put('http://m.test/prerender/pages/about.1.json', {
      ...aboutPage('x'),
      css: 'h1{color:red}</style><script>alert(1)</script>',
    });
    origin.put('http://m.test/prerender/routes.json', routes('prerender/pages/about.1.json'));
    const evilConfig = {
      ...config,
      apiBaseUrl: 'http://api.test/</script><script>alert(2)</script>',
    };
    const { html } = await composer(origin, {
      runtimeConfig: async () => evilConfig as RuntimeConfig,
    }).compose(request('/about'));
    expect(html).not.toContain('<script>alert');
  });

  it('answers a path the remote has no page for with its not-found page and status 404', async () => {
    const origin = fakeOrigin();
    origin.put('http://m.test/prerender/pages/not-found.1.json', {
      ...aboutPage('Page not found'),
      path: NOT_FOUND_PATH,
      head: { title: 'Page not found · Thrive', description: 'No such page' },
    });
    origin.put('http://m.test/prerender/pages/about.1.json', aboutPage('Get to know Thrive'));
    origin.put('http://m.test/prerender/routes.json', {
      ...routes('prerender/pages/about.1.json'),
      pages: {
        '/about': 'prerender/pages/about.1.json',
        [NOT_FOUND_PATH]: 'prerender/pages/not-found.1.json',
      },
    });
    const compose = composer(origin).compose;
    const missing = await compose(request('/no/such-page'));
    expect(missing.status).toBe(404);
    expect(missing.prerendered).toBe('marketing');
    expect(missing.html).toContain('<h1>Page not found</h1>');
    expect(missing.html).toContain('<title>Page not found · Thrive</title>');
    // As React Router matches: any case, a trailing slash.
    for (const path of ['/about', '/About/', '/ABOUT']) {
      const found = await compose(request(path));
      expect(found.status).toBe(200);
      expect(found.html).toContain('<h1>Get to know Thrive</h1>');
      expect(found.html).toContain('<link rel="canonical" href="http://localhost:3000/about">');
    }
  });

  it('answers every path a `:parameter` page matches with that page, canonical to the path asked for', async () => {
    const origin = fakeOrigin();
    origin.put('http://m.test/prerender/pages/guide.1.json', {
      ...aboutPage('A guide'),
      path: '/guides/:slug',
    });
    origin.put('http://m.test/prerender/pages/not-found.1.json', {
      ...aboutPage('Page not found'),
      path: NOT_FOUND_PATH,
    });
    origin.put('http://m.test/prerender/routes.json', {
      ...routes('prerender/pages/guide.1.json'),
      pages: {
        '/guides/:slug': 'prerender/pages/guide.1.json',
        [NOT_FOUND_PATH]: 'prerender/pages/not-found.1.json',
      },
    });
    const compose = composer(origin).compose;
    const guide = await compose(request('/guides/rest-is-part-of-the-work-1a2b3c'));
    expect(guide.status).toBe(200);
    expect(guide.html).toContain('<h1>A guide</h1>');
    expect(guide.html).toContain(
      '<link rel="canonical" href="http://localhost:3000/guides/rest-is-part-of-the-work-1a2b3c">',
    );
    // Another number of segments, or an empty parameter, is not that page.
    for (const path of ['/guides/a/b', '/guides/', '/guide/x'])
      expect([path, (await compose(request(path))).status]).toEqual([path, 404]);
  });

  it('fills the query parameter a page shows into its variant, escaped, never into its URLs', async () => {
    const origin = fakeOrigin();
    const placeholder = queryPlaceholder('token');
    const query = { name: 'token', maxLength: 20 };
    origin.put('http://m.test/prerender/pages/confirm.1.json', {
      ...aboutPage('Link incomplete'),
      path: '/newsletter/confirm',
    });
    origin.put('http://m.test/prerender/pages/confirm-token.1.json', {
      ...aboutPage('Confirm'),
      html: `<form><input type="hidden" name="token" value="${placeholder}"></form>`,
      path: '/newsletter/confirm',
      query,
    });
    origin.put('http://m.test/prerender/routes.json', {
      ...routes('x'),
      pages: {
        '/newsletter/confirm': 'prerender/pages/confirm.1.json',
        '/newsletter/confirm?token': 'prerender/pages/confirm-token.1.json',
      },
    });
    const compose = (search: string) =>
      composer(origin).compose({ ...request('/newsletter/confirm'), search });

    const { html, status } = await compose('?token=%20a%22b%3Cscript%3E%26c%20&utm=1');
    expect(status).toBe(200);
    expect(html).toContain(
      '<input type="hidden" name="token" value="a&#34;b&#60;script&#62;&#38;c">',
    );
    expect(html).not.toContain(placeholder);
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:3000/newsletter/confirm">',
    );
    // Cut as the page cuts it (queryValue): the same markup the browser renders.
    expect((await compose(`?token=${'x'.repeat(30)}`)).html).toContain(`value="${'x'.repeat(20)}"`);
    for (const search of ['', '?token=', '?token=%20%20', '?other=1']) {
      expect((await compose(search)).html).toContain('<h1>Link incomplete</h1>');
    }
  });

  it('never writes the request’s Host into the page: canonical and og:url use a site origin', async () => {
    const origin = fakeOrigin();
    publish(origin, 'Get to know Thrive', 'prerender/pages/about.1.json');
    for (const host of ['evil.example', 'localhost:3000"><script>alert(1)</script>', '']) {
      const { html } = await composer(origin).compose(request('/about', host));
      expect(html).toContain('<link rel="canonical" href="http://localhost:3000/about">');
      expect(html).toContain('<meta property="og:url" content="http://localhost:3000/about">');
      expect(html).not.toMatch(/evil\.example|alert\(1\)/);
    }
  });

  it('inlines the config the server read for the request (the one its CSP was built from)', async () => {
    const origin = fakeOrigin();
    publish(origin, 'Get to know Thrive', 'prerender/pages/about.1.json');
    const perRequest: RuntimeConfig = { ...config, apiBaseUrl: 'http://api.elsewhere.test/v1' };
    const { html } = await composer(origin, {
      runtimeConfig: () => Promise.reject(new Error('read once, by the server')),
    }).compose({ ...request('/about'), config: perRequest });
    const inlined =
      /<script type="application\/json" id="thrive-runtime-config">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(inlined![1]!)).toEqual(perRequest);
  });
});

describe('the offline page', () => {
  it('is the shell with the runtime config, marked for the shell to mount its offline page', async () => {
    const html = await composer(fakeOrigin()).offlinePage();
    expect(html).toMatch(/<html[^>]* data-offline-page>/);
    expect(html).toContain('<title>You are offline — Thrive</title>');
    expect(html).toContain(
      `<script type="application/json" id="thrive-runtime-config">${JSON.stringify(config)}</script></head>`,
    );
    expect(html).not.toContain('data-prerendered');
  });
});
