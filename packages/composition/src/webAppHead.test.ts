/**
 * Installable on the public host only (issue 46): every public page links the web app manifest
 * and the home-screen icon; the admin console's pages link neither.
 */
import { createComposer } from './composer';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@thrive/platform';
import type { PrerenderedPage, PrerenderRoutes } from './contract';

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Thrive</title></head><body><div id="root"></div></body></html>';
const config: RuntimeConfig = {
  ...DEFAULT_RUNTIME_CONFIG,
  remotes: {
    ...DEFAULT_RUNTIME_CONFIG.remotes,
    marketing: { manifest: 'http://m.test/mf-manifest.json' },
    auth: { manifest: 'http://a.test/mf-manifest.json' },
    admin: { manifest: 'http://x.test/mf-manifest.json' },
    stories: { manifest: 'http://s.test/mf-manifest.json' },
  },
};
const home: PrerenderedPage = {
  path: '/',
  html: '<main><h1>Thrive</h1></main>',
  css: '',
  head: { title: 'Thrive', description: 'Stories' },
  assets: { js: [], css: [], images: [] },
};
const files: Record<string, unknown> = {
  'http://m.test/prerender/routes.json': {
    remote: 'marketing',
    entry: { js: ['remoteEntry.js'], css: [] },
    pages: { '/': 'prerender/pages/home.json' },
  } satisfies PrerenderRoutes,
  'http://m.test/prerender/pages/home.json': home,
};
const composer = () =>
  createComposer({
    indexHtml: async () => INDEX,
    runtimeConfig: async () => config,
    siteOrigins: ['http://localhost:3000', 'http://admin.localhost:3000'],
    fetch: (async (input: string | URL | Request) => {
      const body = files[String(input)];
      return body ? new Response(JSON.stringify(body)) : new Response('Not found', { status: 404 });
    }) as typeof fetch,
    log: () => undefined,
  });

const headOf = (html: string) => /<head>([^]*)<\/head>/.exec(html)![1]!;
const MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest">';
const TOUCH_ICON = '<link rel="apple-touch-icon" href="/icons/thrive-192.png">';

it.each([
  ['a prerendered public page', '/'],
  ['a public page mounted in the browser', '/no-such-page'],
])('links the manifest and the home-screen icon once from %s', async (_label, path) => {
  const { html } = await composer().compose({ host: 'localhost:3000', path, protocol: 'http' });
  const head = headOf(html);
  expect(head.split(MANIFEST_LINK)).toHaveLength(2);
  expect(head).toContain(TOUCH_ICON);
});

it('links no manifest from the admin console', async () => {
  const { html } = await composer().compose({
    host: 'admin.localhost:3000',
    path: '/',
    protocol: 'http',
  });
  expect(html).toContain('id="thrive-runtime-config"');
  expect(html).not.toContain('rel="manifest"');
  expect(html).not.toContain('apple-touch-icon');
});

it('links the manifest from the offline page the public service worker keeps', async () => {
  expect(headOf(await composer().offlinePage())).toContain(MANIFEST_LINK);
});
