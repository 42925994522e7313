/**
 * A composed page holds the complete rules of every stylesheet its hydration loads, and names
 * each with a disabled link, so the browser fetches none of them (inlineStylesheets.ts).
 */
import { createComposer, type CompositionOptions } from './composer';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@thrive/platform';
import { REMOTE_BASE, type PrerenderedPage, type PrerenderRoutes } from './contract';
import { inlinableCss } from './inlineStylesheets';

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Thrive</title></head><body><div id="root"></div>' +
  '<script data-entry="/assets/main.js" data-startup="/assets/vendor.js /assets/shell.css /assets/ui.css" data-startup-integrity="- sha384-shell sha384-ui">/* loader */</script></body></html>';

const config: RuntimeConfig = {
  ...DEFAULT_RUNTIME_CONFIG,
  remotes: {
    ...DEFAULT_RUNTIME_CONFIG.remotes,
    marketing: { manifest: 'http://m.test/mf-manifest.json' },
  },
};

const SHELL_CSS: Record<string, string> = {
  '/assets/shell.css': '.shell{color:red}/*# sourceMappingURL=shell.css.map*/',
  '/assets/ui.css':
    '@font-face{font-family:Inter;src:url(inter.woff2)}.button{background:url(../img/dot.svg)}',
};

/** A page as today's build records it: the complete rules of its stylesheets, named. */
const aboutPage = (inlined: boolean): PrerenderedPage => ({
  path: '/about',
  html: '<main><h1>About</h1></main>',
  css: `.entry{color:blue}.about{background:url(${REMOTE_BASE}assets/bg.webp)}`,
  ...(inlined && { inlinedStylesheets: ['assets/entry.css', 'assets/about.css'] }),
  head: { title: 'About · Thrive', description: 'About us' },
  assets: { js: ['assets/about.js'], css: ['assets/about.css'], images: [] },
});

function composer(page: PrerenderedPage, extra: Partial<CompositionOptions> = {}) {
  const files: Record<string, unknown> = {
    'http://m.test/prerender/routes.json': {
      remote: 'marketing',
      entry: { js: ['remoteEntry.js'], css: ['assets/entry.css'] },
      pages: { '/about': 'prerender/pages/about.json' },
    } satisfies PrerenderRoutes,
    'http://m.test/prerender/pages/about.json': page,
  };
  return createComposer({
    indexHtml: async () => INDEX,
    runtimeConfig: async () => config,
    siteOrigins: ['http://localhost:3000'],
    fetch: (async (input: string | URL | Request) => {
      const body = files[String(input)];
      return body ? new Response(JSON.stringify(body)) : new Response('', { status: 404 });
    }) as typeof fetch,
    shellStylesheet: async (href) => {
      const css = SHELL_CSS[href];
      if (css === undefined) throw new Error(`ENOENT ${href}`);
      return css;
    },
    log: () => undefined,
    ...extra,
  });
}

const compose = async (c: ReturnType<typeof composer>) =>
  (await c.compose({ host: 'localhost:3000', path: '/about', protocol: 'http' })).html;
const pageCssOf = (html: string) =>
  /<style data-prerendered-css="marketing">(.*?)<\/style>/.exec(html)![1];
const disabledLinksOf = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]*)" disabled data-inlined>/g)].map(
    (m) => m[1],
  );
const listedHrefs = (html: string, id: string) =>
  (
    JSON.parse(
      new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)![1]!,
    ) as { href: string }[]
  ).map((hint) => hint.href);

describe('inlined stylesheets', () => {
  it('holds the shell’s startup rules, then the remote’s, in the order the runtimes add them', async () => {
    const html = await compose(composer(aboutPage(true)));
    expect(pageCssOf(html)).toBe(
      // The shell's url()s resolve against its file, not the page's address.
      '.shell{color:red}.button{background:url(/img/dot.svg)}' +
        '.entry{color:blue}.about{background:url(http://m.test/assets/bg.webp)}',
    );
    expect(disabledLinksOf(html)).toEqual([
      '/assets/shell.css',
      '/assets/ui.css',
      'http://m.test/assets/entry.css',
      'http://m.test/assets/about.css',
    ]);
  });

  it('asks the browser to fetch none of them: no hint, no early preload', async () => {
    const html = await compose(composer(aboutPage(true)));
    const early = listedHrefs(html, 'thrive-early-preloads');
    const hints = listedHrefs(html, 'thrive-hydration-hints');
    expect([...early, ...hints].filter((href) => href.endsWith('.css'))).toEqual([]);
    expect(early).toContain('/assets/vendor.js');
    expect(hints).toContain('http://m.test/assets/about.js');
  });

  it('leaves a page built with only its critical rules (an older release) to load every stylesheet', async () => {
    const html = await compose(composer(aboutPage(false)));
    expect(pageCssOf(html)).toBe(
      '.entry{color:blue}.about{background:url(http://m.test/assets/bg.webp)}',
    );
    expect(disabledLinksOf(html)).toEqual([]);
    expect(listedHrefs(html, 'thrive-hydration-hints')).toEqual(
      expect.arrayContaining(['http://m.test/assets/entry.css', 'http://m.test/assets/about.css']),
    );
    expect(listedHrefs(html, 'thrive-early-preloads')).toEqual(
      expect.arrayContaining(['/assets/shell.css', '/assets/ui.css']),
    );
  });

  it('lets a shell stylesheet it cannot read load as a file, and tries it again next time', async () => {
    let reads = 0;
    const flaky = composer(aboutPage(true), {
      shellStylesheet: async (href) => {
        if (href === '/assets/ui.css' && (reads += 1) === 1) throw new Error('EIO');
        return SHELL_CSS[href]!;
      },
    });
    const first = await compose(flaky);
    expect(disabledLinksOf(first)).not.toContain('/assets/ui.css');
    expect(pageCssOf(first)).not.toContain('.button');
    expect(listedHrefs(first, 'thrive-early-preloads')).toContain('/assets/ui.css');

    const next = await compose(flaky);
    expect(disabledLinksOf(next)).toContain('/assets/ui.css');
    expect(pageCssOf(next)).toContain('.button{');
  });
});

describe('inlinableCss', () => {
  it('drops the source map comment and @font-face rules and resolves url()s against the file', () => {
    expect(
      inlinableCss(
        '@font-face{font-family:X;src:url(x.woff2)}.a{background:url("img/a.png")}.b{mask:url(data:image/svg+xml,x)}.c{fill:url(#g)}/*# sourceMappingURL=a.css.map*/',
        new URL('https://remote.test/assets/a.css'),
      ),
    ).toBe(
      '.a{background:url("https://remote.test/assets/img/a.png")}.b{mask:url(data:image/svg+xml,x)}.c{fill:url(#g)}',
    );
  });
});
