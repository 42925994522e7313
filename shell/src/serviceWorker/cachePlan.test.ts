import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@thrive/platform';
import {
  corsSafeCopies,
  cachePlanFor,
  helpPagePaths,
  hydrationFilesOf,
  inlineConfigOf,
  isKeptPage,
  offlinePageHtml,
  titleOf,
  releaseCacheName,
  REMOTE_FILES_CACHE,
  SHELL_ASSETS_CACHE,
  SITE_FILES_CACHE,
  staleReleaseCaches,
  withLiveConfig,
} from './cachePlan';

const SITE = 'https://thrive.example';
const MARKETING = 'https://marketing.thrive.example';
const AUTH = 'https://auth.thrive.example';

function configWith(marketingRelease: string, authManifest = `${AUTH}/mf-manifest.json`) {
  return {
    ...DEFAULT_RUNTIME_CONFIG,
    apiBaseUrl: 'https://api.thrive.example/api/v1',
    remotes: {
      ...DEFAULT_RUNTIME_CONFIG.remotes,
      marketing: { manifest: `${MARKETING}/releases/${marketingRelease}/mf-manifest.json` },
      auth: { manifest: authManifest },
      admin: { manifest: 'https://admin-remote.thrive.example/mf-manifest.json' },
    },
  } as RuntimeConfig;
}

const page = (config: RuntimeConfig) =>
  `<html><head><script type="application/json" id="thrive-runtime-config">${JSON.stringify(config)}</script></head><body><div id="root" data-manifest="x"></div></body></html>`;

describe('where a file is kept', () => {
  const config = configWith('r2');
  const plan = (url: string) => cachePlanFor(new URL(url), SITE, config);

  it('release files cache-first, one cache per remote release', () => {
    expect(plan(`${MARKETING}/releases/r2/assets/main.abc.js`)).toEqual({
      strategy: 'cache-first',
      cacheName: releaseCacheName({ origin: MARKETING, id: 'r2' }),
    });
    expect(plan(`${MARKETING}/releases/r2/mf-manifest.json`)?.strategy).toBe('cache-first');
  });

  it('manifests outside a release network-first; the shell assets cache-first; config network-first', () => {
    expect(plan(`${AUTH}/mf-manifest.json`)).toEqual({
      strategy: 'network-first',
      cacheName: REMOTE_FILES_CACHE,
    });
    expect(plan(`${AUTH}/remoteEntry.js`)?.strategy).toBe('network-first');
    expect(plan(`${AUTH}/assets/page.123.js`)?.strategy).toBe('cache-first');
    expect(plan(`${SITE}/assets/main.4a1f.js`)).toEqual({
      strategy: 'cache-first',
      cacheName: SHELL_ASSETS_CACHE,
    });
    expect(plan(`${SITE}/config.json`)).toEqual({
      strategy: 'network-first',
      cacheName: SITE_FILES_CACHE,
    });
  });

  it('the web app manifest and its icons network-first, so an installed Thrive starts offline', () => {
    for (const file of [
      '/manifest.webmanifest',
      '/icons/thrive-192.png',
      '/icons/thrive-maskable-512.png',
    ]) {
      expect(plan(`${SITE}${file}`)).toEqual({
        strategy: 'network-first',
        cacheName: SITE_FILES_CACHE,
      });
    }
  });

  it('never the API, pages, the worker itself or unknown origins', () => {
    expect(plan('https://api.thrive.example/api/v1/newsletter')).toBeNull();
    expect(plan(`${SITE}/help`)).toBeNull();
    expect(plan(`${SITE}/sw.js`)).toBeNull();
    expect(plan('https://tracker.example/x.js')).toBeNull();
    expect(cachePlanFor(new URL(`${AUTH}/remoteEntry.js`), SITE, null)).toBeNull();
  });
});

it('drops the release caches no live config names (after a promote or rollback)', () => {
  const names = [
    releaseCacheName({ origin: MARKETING, id: 'r1' }),
    releaseCacheName({ origin: MARKETING, id: 'r2' }),
    releaseCacheName({ origin: AUTH, id: 'a1' }),
    SHELL_ASSETS_CACHE,
    'someone-else',
  ];
  expect(staleReleaseCaches(names, configWith('r2'))).toEqual([
    releaseCacheName({ origin: MARKETING, id: 'r1' }),
    releaseCacheName({ origin: AUTH, id: 'a1' }),
  ]);
  expect(
    staleReleaseCaches(names, configWith('r1', `${AUTH}/releases/a1/mf-manifest.json`)),
  ).toEqual([releaseCacheName({ origin: MARKETING, id: 'r2' })]);
});

it('a kept page gets the live config when its releases are no longer live, else stays as kept', () => {
  const kept = page(configWith('r1'));
  expect(withLiveConfig(kept, configWith('r1'))).toBe(kept);
  expect(withLiveConfig(kept, null)).toBe(kept);
  const served = withLiveConfig(kept, configWith('r2'));
  expect(inlineConfigOf(served)?.remotes.marketing.manifest).toBe(
    `${MARKETING}/releases/r2/mf-manifest.json`,
  );
  expect(served).toContain('data-manifest="x"');
  // Written as the composer writes it: nothing in the JSON can close the element.
  const hostile = {
    ...configWith('r2'),
    privacy: { controller: '</script>', contactEmail: 'a@b' },
  };
  expect(withLiveConfig(kept, hostile)).not.toContain('</script></script>');
});

it('the offline page lists the kept pages in a JSON element', () => {
  const html = offlinePageHtml('<html><head></head><body></body></html>', [
    { path: '/', title: 'Thrive' },
    { path: '/help', title: null },
  ]);
  expect(html).toContain(
    '<script type="application/json" id="thrive-offline-pages">[{"path":"/","title":"Thrive"},{"path":"/help","title":null}]</script></head>',
  );
});

it('reads a kept page’s title as the reader saw it', () => {
  expect(titleOf('<head><title>Tunde &amp; the   exams — Thrive</title></head>')).toBe(
    'Tunde & the exams — Thrive',
  );
  expect(titleOf('<head><title data-x="1">  </title></head>')).toBeNull();
  expect(titleOf('<head></head>')).toBeNull();
});

it('keeps pages, but never a one-off e-mail link page with its token', () => {
  expect(isKeptPage(new URL(`${SITE}/help`))).toBe(true);
  expect(isKeptPage(new URL(`${SITE}/`))).toBe(true);
  expect(isKeptPage(new URL(`${SITE}/newsletter/confirm?token=abc`))).toBe(false);
  expect(isKeptPage(new URL(`${SITE}/delete-account/cancel?token=abc`))).toBe(false);
});

it('never answers a CORS chunk request with an opaque copy kept from before chunks had SRI', async () => {
  const chunk = `${SITE}/releases/abc/assets/1.js`;
  const opaque = { type: 'opaque' } as Response;
  const cors = { type: 'cors' } as Response;
  const use = (mode: RequestMode, cachedResponse: Response) =>
    corsSafeCopies.cachedResponseWillBeUsed({
      request: new Request(chunk, { mode }),
      cachedResponse,
    });
  expect(await use('cors', opaque)).toBeNull();
  expect(await use('cors', cors)).toBe(cors);
  expect(await use('no-cors', opaque)).toBe(opaque);
});

describe('the pages the crisis help links to (issue 45)', () => {
  it('are kept in every shipped language', () => {
    expect(helpPagePaths()).toEqual([
      '/grounding',
      '/safety-plan',
      '/pcm/grounding',
      '/pcm/safety-plan',
    ]);
  });

  it('are kept with the files their hydration hints name', () => {
    const hints = [
      { href: `${MARKETING}/mf-manifest.json`, as: 'fetch' },
      { href: `${MARKETING}/remoteEntry.js`, as: 'script', integrity: 'sha384-x' },
      { href: `${MARKETING}/static/js/async/calm.js`, as: 'script' },
    ];
    const html = `<html><head><script type="application/json" id="thrive-hydration-hints">${JSON.stringify(hints)}</script></head></html>`;
    expect(hydrationFilesOf(html)).toEqual(hints.map((hint) => hint.href));
    expect(hydrationFilesOf('<html><head></head></html>')).toEqual([]);
    expect(
      hydrationFilesOf(
        '<script type="application/json" id="thrive-hydration-hints">{broken</script>',
      ),
    ).toEqual([]);
  });
});
