import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@thrive/platform';
import { createStaticServer, PortInUseError, serveApp } from './serve';

// A deployment that writes its own config.json: remotes and API on origins of its own
// (closed ports: the composer falls back to the client mount at once).
const deployed: RuntimeConfig = {
  ...DEFAULT_RUNTIME_CONFIG,
  apiBaseUrl: 'http://127.0.0.1:7/api/v1',
  remotes: {
    marketing: { manifest: 'http://127.0.0.1:9/mf-manifest.json' },
    auth: { manifest: 'http://127.0.0.1:11/mf-manifest.json' },
    admin: { manifest: 'http://127.0.0.1:13/mf-manifest.json' },
    stories: { manifest: 'http://127.0.0.1:15/mf-manifest.json' },
  },
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
  server = await createStaticServer('shell', { root });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

it("builds the page's CSP from the config.json it inlines", async () => {
  const response = await server.inject({ url: '/about', headers: { host: 'localhost:3000' } });
  const sources = directives(String(response.headers['content-security-policy']));
  expect(sources['script-src']).toEqual([
    "'self'",
    'http://127.0.0.1:11',
    'http://127.0.0.1:15',
    'http://127.0.0.1:9',
  ]);
  expect(sources['connect-src']).toContain('http://127.0.0.1:7');
  const inlined =
    /<script type="application\/json" id="thrive-runtime-config">(.*?)<\/script>/.exec(
      response.body,
    )?.[1];
  expect(JSON.parse(inlined ?? 'null')).toEqual(deployed);
});

it('answers a changed config.json with the new config in the CSP and the page alike', async () => {
  const moved = { ...deployed, apiBaseUrl: 'http://127.0.0.1:17/api/v1' };
  writeFileSync(path.join(root, 'config.json'), JSON.stringify(moved));
  const response = await server.inject({ url: '/help', headers: { host: 'localhost:3000' } });
  expect(String(response.headers['content-security-policy'])).toContain('http://127.0.0.1:17');
  expect(response.body).toContain('"apiBaseUrl":"http://127.0.0.1:17/api/v1"');
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
