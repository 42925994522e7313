/* eslint-disable max-lines -- many short HTTP tests of the static server, each set up on its own. */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_RUNTIME_CONFIG,
  remoteNames,
  remotesOfHost,
  type RemoteName,
  type RuntimeConfig,
} from '@thrive/platform';
import { createStaticServer, PortInUseError, serveApp } from './serve';

// A deployment that writes its own config.json: remotes and API on origins of its own
// (closed ports: the composer falls back to the client mount at once).
// (marketing on :9, auth :11, admin :13, stories :15, a next remote :17…)
const remoteOrigin = (name: RemoteName) => `http://127.0.0.1:${9 + 2 * remoteNames.indexOf(name)}`;
const deployed: RuntimeConfig = {
  ...DEFAULT_RUNTIME_CONFIG,
  apiBaseUrl: 'http://127.0.0.1:7/api/v1',
  remotes: Object.fromEntries(
    remoteNames.map((name) => [name, { manifest: `${remoteOrigin(name)}/mf-manifest.json` }]),
  ) as RuntimeConfig['remotes'],
};

/** A CSP's sources by directive, sorted. */
const directives = (csp: string): Record<string, string[]> =>
  Object.fromEntries(
    csp.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources.sort()];
    }),
  );

let root: string;
let server: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'thrive-serve-'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>Thrive</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, 'config.json'), JSON.stringify(deployed));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'assets/main.1234.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'assets/main.1234.js.map'), '{"sources":["secret.ts"]}');
  mkdirSync(path.join(root, 'prerender/server'), { recursive: true });
  writeFileSync(path.join(root, 'prerender/server/render.cjs'), 'module.exports = {}');
  // Source control metadata and a dotfile that a careless deploy could copy into the folder.
  mkdirSync(path.join(root, '.git'));
  writeFileSync(path.join(root, '.git/config'), '[remote "origin"] url = secret-origin');
  writeFileSync(path.join(root, '.git/HEAD'), 'ref: refs/heads/secret-branch');
  mkdirSync(path.join(root, '.svn'));
  writeFileSync(path.join(root, '.svn/entries'), 'secret-svn');
  writeFileSync(path.join(root, '.env'), 'SECRET_TOKEN=secret-env');
  server = await createStaticServer('shell', { root });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

it("builds the page's CSP from the config.json it inlines", async () => {
  const response = await server.inject({ url: '/about', headers: { host: 'localhost:3000' } });
  const sources = directives(String(response.headers['content-security-policy']));
  expect(sources['script-src']).toEqual(
    expect.arrayContaining([
      "'self'",
      'http://127.0.0.1:11',
      'http://127.0.0.1:15',
      'http://127.0.0.1:9',
    ]),
  );
  // Every public remote of the table, and nothing else (admin's :13 is the admin host's).
  expect(sources['script-src']).toEqual(
    ["'self'", ...remotesOfHost('public').map(remoteOrigin)].sort(),
  );
  expect(sources['script-src']).not.toContain('http://127.0.0.1:13');
  expect(sources['connect-src']).toContain('http://127.0.0.1:7');
  const inlined =
    /<script type="application\/json" id="thrive-runtime-config">(.*?)<\/script>/.exec(
      response.body,
    )?.[1];
  expect(JSON.parse(inlined ?? 'null')).toEqual(deployed);
});

it('answers a page under a remote’s own prefix even with a dot in it; a file elsewhere stays a file', async () => {
  const host = { host: 'localhost:3000' };
  const writer = await server.inject({ url: '/writers/chiamaka.obi', headers: host });
  expect(writer.statusCode).toBe(200);
  expect(writer.headers['content-type']).toMatch(/^text\/html/);
  expect(writer.body).toContain('<div id="root"');
  // The same page in another offered locale (the mounts' prefixes are the paths without it).
  process.env.THRIVE_LOCALES = 'pcm';
  try {
    const pidgin = await server.inject({ url: '/pcm/writers/chiamaka.obi', headers: host });
    expect(pidgin.statusCode).toBe(200);
  } finally {
    delete process.env.THRIVE_LOCALES;
  }
  const file = await server.inject({ url: '/missing.js', headers: host });
  expect(file.statusCode).toBe(404);
  expect(file.body).toBe('Not found');
  // The marketing remote owns "/" (everything): that does not make every missing file a page.
  expect((await server.inject({ url: '/about/logo.png', headers: host })).body).toBe('Not found');
});

it('answers a changed config.json with the new config in the CSP and the page alike', async () => {
  const moved = { ...deployed, apiBaseUrl: 'http://127.0.0.1:5/api/v1' };
  writeFileSync(path.join(root, 'config.json'), JSON.stringify(moved));
  const response = await server.inject({ url: '/help', headers: { host: 'localhost:3000' } });
  expect(String(response.headers['content-security-policy'])).toContain('http://127.0.0.1:5');
  expect(response.body).toContain('"apiBaseUrl":"http://127.0.0.1:5/api/v1"');
});

it("allows the page's inline capture script by its hash, and the new one after a redeploy", async () => {
  const page = (script: string) =>
    `<!doctype html><html><head><title>Thrive</title></head><body><div id="root"></div><script data-thrive-early-input>${script}</script></body></html>`;
  const hash = (script: string) =>
    `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const scriptSources = async () => {
    const response = await server.inject({ url: '/', headers: { host: 'localhost:3000' } });
    return directives(String(response.headers['content-security-policy']))['script-src'];
  };

  writeFileSync(path.join(root, 'index.html'), page('window.a=1'));
  expect(await scriptSources()).toContain(hash('window.a=1'));
  expect(await scriptSources()).not.toContain("'unsafe-inline'");

  writeFileSync(path.join(root, 'index.html'), page('window.a=2'));
  // A later modification time, as a redeploy writes (some file systems keep whole seconds).
  utimesSync(path.join(root, 'index.html'), new Date(), new Date(Date.now() + 5000));
  const sources = await scriptSources();
  expect(sources).toContain(hash('window.a=2'));
  expect(sources).not.toContain(hash('window.a=1'));
});

it('names the variable to change when its port is taken, instead of a raw EADDRINUSE', async () => {
  const holder = await createStaticServer('shell', { root });
  await holder.listen({ port: 0, host: '0.0.0.0' });
  const address = holder.server.address();
  const taken = typeof address === 'object' && address ? address.port : 0;
  try {
    await expect(serveApp('shell', taken, { root })).rejects.toThrow(
      new PortInUseError('shell', taken),
    );
    await expect(serveApp('shell', taken, { root })).rejects.toThrow(
      /Port \d+ is already in use.*SHELL_PORT=<port>/,
    );
  } finally {
    await holder.close();
  }
});

it('sends a hashed build file lean headers: a deny-all policy of its own, not the page’s CSP, COOP and permissions', async () => {
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'assets', 'main.abc123.js'), 'console.log(1)');
  const asset = await server.inject({
    url: '/assets/main.abc123.js',
    headers: { host: 'localhost:3000' },
  });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(asset.headers['x-content-type-options']).toBe('nosniff');
  expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(asset.headers['cross-origin-opener-policy']).toBeUndefined();
  expect(asset.headers['permissions-policy']).toBeUndefined();

  // A page (also one whose path merely mentions assets) keeps the page's headers.
  for (const url of ['/about', '/assets/not-a-file']) {
    const page = await server.inject({ url, headers: { host: 'localhost:3000' } });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  }
});

describe('the data saver', () => {
  const post = (headers: Record<string, string>, payload = 'back=%2Fabout') =>
    server.inject({
      method: 'POST',
      url: '/__thrive/data-saver',
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      payload,
    });

  it('composes the page for the reader’s cookie, else the browser’s Save-Data header', async () => {
    const page = (headers: Record<string, string>) =>
      server.inject({ url: '/about', headers: { host: 'localhost:3000', ...headers } });
    expect((await page({})).body).toContain('<html lang="en" data-data-saver="off">');
    expect((await page({ 'save-data': 'on' })).body).toContain(
      '<html lang="en" data-data-saver="on">',
    );
    expect((await page({ cookie: 'thrive_data_saver=on' })).body).toContain('data-data-saver="on"');
    const chosenOff = await page({ cookie: 'thrive_data_saver=off', 'save-data': 'on' });
    expect(chosenOff.body).toContain('data-data-saver="off"');
    expect(chosenOff.headers.vary).toContain('Save-Data');
  });

  it('asks for the network hints and serves the light page to a slow link (issue 48)', async () => {
    const page = (headers: Record<string, string>) =>
      server.inject({ url: '/about', headers: { host: 'localhost:3000', ...headers } });
    const first = await page({});
    expect(first.headers['accept-ch']).toBe('ECT, RTT, Downlink, Save-Data');
    // No Critical-CH: a retried first navigation costs a round trip (dataSaverRequest.ts).
    expect(first.headers['critical-ch']).toBeUndefined();
    expect(first.headers.vary).toBe('Cookie, Save-Data, ECT, RTT');
    const slowLinks: Record<string, string>[] = [{ ect: '2g' }, { ect: 'slow-2g' }, { rtt: '800' }];
    for (const hints of slowLinks) {
      expect((await page(hints)).body).toContain(
        '<html lang="en" data-data-saver="on" data-data-saver-reason="slow-link">',
      );
    }
    expect((await page({ ect: '4g', rtt: '50' })).body).toContain(
      '<html lang="en" data-data-saver="off">',
    );
    // The reader's choice wins, and then the page names no reason.
    const chosen = await page({ ect: '2g', cookie: 'thrive_data_saver=off' });
    expect(chosen.body).toContain('<html lang="en" data-data-saver="off">');
    const chosenOn = await page({ ect: '4g', cookie: 'thrive_data_saver=on' });
    expect(chosenOn.body).toContain('<html lang="en" data-data-saver="on">');
    // The home page varies with the language too, and still with the link.
    const home = await server.inject({ url: '/', headers: { host: 'localhost:3000' } });
    expect(home.headers.vary).toBe('Cookie, Save-Data, ECT, RTT, Accept-Language');
  });

  it('turns the slow link’s light page off with the first tap, without JavaScript', async () => {
    const fromSlowLink = await post({ ect: '2g' });
    expect(String(fromSlowLink.headers['set-cookie'])).toMatch(/^thrive_data_saver=off;/);
    const fromFastLink = await post({ ect: '4g' });
    expect(String(fromFastLink.headers['set-cookie'])).toMatch(/^thrive_data_saver=on;/);
  });

  it('flips the choice without JavaScript: a cookie, then back to the page (303)', async () => {
    const first = await post({});
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/about');
    expect(String(first.headers['set-cookie'])).toMatch(/^thrive_data_saver=on; Path=\/;/);
    const second = await post({ cookie: 'thrive_data_saver=on' });
    expect(String(second.headers['set-cookie'])).toMatch(/^thrive_data_saver=off;/);
    // The browser's Save-Data made it on: the first tap turns it off.
    const fromSaveData = await post({ 'save-data': 'on' });
    expect(String(fromSaveData.headers['set-cookie'])).toMatch(/^thrive_data_saver=off;/);
  });

  it('sends the reader back to a page of this site only, and refuses another site’s post', async () => {
    expect((await post({}, 'back=%2F%2Fevil.example')).headers.location).toBe('/');
    expect((await post({}, 'back=https%3A%2F%2Fevil.example')).headers.location).toBe('/');
    // Issue 40, L1: a tab (dropped by URL parsers), a backslash, a dot segment before `//`.
    for (const back of [
      '/\t/evil.example/x',
      '/\n/evil.example',
      '/\\evil.example',
      '/..//evil.example',
    ]) {
      const answer = await post({}, new URLSearchParams({ back }).toString());
      expect(answer.headers.location).toBe('/');
    }
    expect((await post({}, 'back=%2Fhelp%3Fsubject%3Dx')).headers.location).toBe('/help?subject=x');
    const crossSite = await post({ 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.headers['set-cookie']).toBeUndefined();
  });
});

describe('the release debug output (issue 40: only in development or for the operator)', () => {
  const operator = { authorization: 'Bearer operator-secret' };
  beforeAll(() => {
    process.env.PLATFORM_OPERATOR_TOKEN = 'operator-secret';
  });
  afterAll(() => {
    delete process.env.PLATFORM_OPERATOR_TOKEN;
  });

  it('is off for anyone else in production: no cookie, no release, no timings', async () => {
    for (const headers of [{}, { authorization: 'Bearer guessed' }]) {
      const asked = await server.inject({
        url: '/about?debug=release',
        headers: { host: 'localhost:3000', ...headers },
      });
      expect(asked.headers['set-cookie']).toBeUndefined();
      expect(asked.headers['x-thrive-remote']).toBeUndefined();
      expect(asked.headers['x-thrive-release']).toBeUndefined();
      expect(asked.headers['server-timing']).toBeUndefined();
      const withCookie = await server.inject({
        url: '/help',
        headers: { host: 'localhost:3000', cookie: 'thrive-debug=release', ...headers },
      });
      expect(withCookie.headers['x-thrive-release']).toBeUndefined();
    }
  });

  it('is on in development without a token', async () => {
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      const asked = await server.inject({
        url: '/about?debug=release',
        headers: { host: 'localhost:3000' },
      });
      expect(asked.headers['x-thrive-release']).toBe('none');
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  });

  it('says which remote and release served a page while the debug cookie asks for it', async () => {
    await saysWhichRelease(operator);
  });
});

async function saysWhichRelease(operator: { authorization: string }) {
  const asked = await server.inject({
    url: '/about?debug=release',
    headers: { host: 'localhost:3000', ...operator },
  });
  expect(asked.headers['set-cookie']).toBe(
    'thrive-debug=release; Path=/; Max-Age=86400; SameSite=Lax',
  );
  // The remotes of this deployment are down: the shell's client-side mount served the page.
  expect(asked.headers['x-thrive-remote']).toBe('shell (client-side mount)');
  expect(asked.headers['x-thrive-release']).toBe('none');
  expect(asked.headers['server-timing']).toMatch(/^compose;dur=\d+(\.\d)?$/);

  const later = await server.inject({
    url: '/help',
    headers: { host: 'localhost:3000', cookie: 'thrive-debug=release', ...operator },
  });
  expect(later.headers['x-thrive-remote']).toBeDefined();

  const plain = await server.inject({
    url: '/help',
    headers: { host: 'localhost:3000', ...operator },
  });
  expect(plain.headers['x-thrive-remote']).toBeUndefined();
  expect(plain.headers['server-timing']).toBeUndefined();
  const off = await server.inject({ url: '/help?debug=off', headers: { host: 'localhost:3000' } });
  expect(off.headers['set-cookie']).toBe('thrive-debug=; Path=/; Max-Age=0');
}

it('keeps source maps and the server bundle private however the path is encoded (issue 40, L2)', async () => {
  const get = (url: string) => server.inject({ url, headers: { host: 'localhost:3000' } });
  expect((await get('/assets/main.1234.js')).statusCode).toBe(200);
  for (const url of [
    '/assets/main.1234.js.map',
    '/assets/main.1234.js.ma%70',
    '/assets/main.1234.js%2Emap',
    '/assets/main.1234.js.MAP',
    '/prerender/server/render.cjs',
    '/prerender/%73erver/render.cjs',
    '/prerender/server%2Frender.cjs',
    '/prerender/x/..%2Fserver/render.cjs',
  ]) {
    const answer = await get(url);
    expect([url, answer.statusCode]).toEqual([url, 404]);
    expect(answer.body).not.toContain('secret.ts');
    expect(answer.body).not.toContain('module.exports');
  }
  // A path that does not decode is refused before any file is looked for.
  expect((await get('/assets/main.1234.js.ma%E0%A4%A')).statusCode).toBe(400);
});

it('never serves source control metadata or dotfiles found in the served folder (ASVS 13.4.1)', async () => {
  const get = (url: string) => server.inject({ url, headers: { host: 'localhost:3000' } });
  for (const url of [
    '/.git/config',
    '/.git/HEAD',
    '/.git/',
    '/%2Egit/config',
    '/.GIT/config',
    '/assets/../.git/HEAD',
    '/.svn/entries',
    '/.env',
  ]) {
    const answer = await get(url);
    expect([url, answer.statusCode]).toEqual([url, 404]);
    expect(answer.body).not.toMatch(/secret-(origin|branch|svn|env)/);
  }
});

it('answers a page the browser kept with a 304 of a few headers while it is unchanged', async () => {
  const first = await server.inject({ url: '/about', headers: { host: 'localhost:3000' } });
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await server.inject({
    url: '/about',
    headers: { host: 'localhost:3000', 'if-none-match': etag },
  });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  // The kept answer has the CSP already: the 304 leaves it out.
  expect(again.headers['content-security-policy']).toBeUndefined();
  expect(again.headers.etag).toBe(etag);
  // Another data saver choice is another page.
  const saver = await server.inject({
    url: '/about',
    headers: { host: 'localhost:3000', 'if-none-match': etag, cookie: 'thrive_data_saver=on' },
  });
  expect(saver.statusCode).toBe(200);
  expect(saver.headers.etag).not.toBe(etag);
});
