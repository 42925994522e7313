/**
 * Issue 24's promise: a next remote is its folder, one row in the platform table and the
 * lockfile. This adds a hypothetical next remote's row to the table in memory (the platform's
 * modules, and every module reading them, are loaded afresh with the lists `platformOf` derives
 * from the table plus the row) and checks that its port, the runtime config, the public CSP, the
 * composer and the bench's ports pick it up with no other edit.
 */
import type * as Composition from '@thrive/composition/server';
import type * as Platform from '@thrive/platform';
import type * as Apps from '../packages/platform/src/apps';
import type * as BenchPorts from './bench/benchPorts';
import type * as SecurityHeaders from './release-tools/securityHeaders';

const APPS_MODULE = '../packages/platform/src/apps';

const real = jest.requireActual<typeof Apps>(APPS_MODULE);
/** The next free port after the table's apps (3005 while there are four remotes). */
const PORT = Math.max(...real.appNames.map((name) => real.apps[name].defaultPort)) + 1;
const ORIGIN = `http://localhost:${PORT}`;

/** The next remote, shaped like a real row: the next free port, a public path prefix. */
const row: Platform.RemoteApp = {
  folder: 'remotes/hypothetical',
  packageName: '@thrive/hypothetical',
  portEnv: 'HYPOTHETICAL_PORT',
  defaultPort: PORT,
  manifestEnv: 'HYPOTHETICAL_MANIFEST_URL',
  title: 'Thrive (hypothetical remote)',
  exposes: { './App': './src/App.tsx' },
  host: 'public',
  pathPrefixes: ['/hypothetical'],
  prerender: true,
  area: 'the hypothetical pages',
};
// The platform's types know the real table only; at run time the name is one more key.
const NAME = 'hypothetical' as Platform.RemoteName;

let platform: typeof Platform;
let composition: typeof Composition;
let bench: typeof BenchPorts;
let headers: typeof SecurityHeaders;

beforeAll(async () => {
  await jest.isolateModulesAsync(async () => {
    jest.doMock(APPS_MODULE, () => {
      const actual = jest.requireActual<typeof Apps>(APPS_MODULE);
      const table = { ...actual.remotes, [NAME]: row };
      return { ...actual, remotes: table, ...actual.platformOf(table) };
    });
    platform = await import('@thrive/platform');
    composition = await import('@thrive/composition/server');
    bench = await import('./bench/benchPorts');
    headers = await import('./release-tools/securityHeaders');
  });
  jest.dontMock(APPS_MODULE);
});

describe('a next remote added by one row in the table', () => {
  it('is in the lists the platform derives from the table', () => {
    expect(platform.remoteNames).toEqual([...real.remoteNames, NAME]);
    expect(platform.appNames).toEqual([...real.appNames, NAME]);
    expect(platform.apps[NAME]).toBe(row);
    expect(platform.remotesOfHost('public')).toContain(NAME);
    expect(platform.remotesOfHost('public').at(-1)).toBe('marketing');
  });

  it('gets its port, overridable by its variable, beside the contract ports', () => {
    expect(platform.defaultPorts).toMatchObject({
      shell: 3000,
      marketing: 3001,
      auth: 3002,
      admin: 3003,
      stories: 3004,
      [NAME]: PORT,
      api: 4000,
    });
    expect(platform.portsFrom({ HYPOTHETICAL_PORT: '5105' })).toMatchObject({
      [NAME]: 5105,
      shell: 3000,
    });
  });

  it('is in the runtime config, which the parser accepts, with its manifest variable', () => {
    const config = platform.runtimeConfigFromEnv({});
    expect(config.remotes[NAME]).toEqual({ manifest: `${ORIGIN}/mf-manifest.json` });
    expect(config.hosts.public).toContainEqual({ remote: NAME, paths: ['/hypothetical'] });
    expect(config.hosts.public.at(-1)).toEqual({ remote: 'marketing', paths: ['/'] });
    expect(platform.parseRuntimeConfig(config)).toEqual({ ok: true, config });
    const deployed = platform.runtimeConfigFromEnv({
      HYPOTHETICAL_MANIFEST_URL: 'https://cdn.thrive.ng/hypothetical/mf-manifest.json',
    });
    expect(deployed.remotes[NAME].manifest).toBe(
      'https://cdn.thrive.ng/hypothetical/mf-manifest.json',
    );
    // A config without it is refused, like one without any other remote.
    const { [NAME]: _left, ...others } = config.remotes;
    expect(platform.parseRuntimeConfig({ ...config, remotes: others })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^remotes\.hypothetical: /m),
    });
  });

  it('is in the public CSP, not the admin one', () => {
    const config = platform.runtimeConfigFromEnv({});
    const csp = (hostHeader: string) =>
      headers.shellHeaders({ config, hostHeader, secure: false })['Content-Security-Policy']!;
    const scriptSrc = csp('thrive.ng')
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toContain(ORIGIN);
    expect(csp('admin.thrive.ng')).not.toContain(ORIGIN);
  });

  it('has its prerendered pages composed by the shell’s server under its path prefix', async () => {
    const page: Composition.PrerenderedPage = {
      path: '/hypothetical',
      html: '<main><h1>Hypothetical</h1></main>',
      css: '',
      head: { title: 'Hypothetical · Thrive', description: 'A page of the next remote' },
      assets: { js: [], css: [], images: [] },
    };
    const files: Record<string, unknown> = {
      [`${ORIGIN}/prerender/routes.json`]: {
        remote: NAME,
        entry: { js: ['remoteEntry.js'], css: [] },
        pages: { '/hypothetical': 'prerender/pages/hypothetical.1.json' },
      },
      [`${ORIGIN}/prerender/pages/hypothetical.1.json`]: page,
    };
    const composer = composition.createComposer({
      indexHtml: async () =>
        '<!doctype html><html lang="en"><head><title>Thrive</title></head><body><div id="root"></div></body></html>',
      runtimeConfig: async () => platform.runtimeConfigFromEnv({}),
      siteOrigins: ['http://localhost:3000'],
      fetch: (async (input: string | URL | Request) => {
        const body = files[String(input)];
        return body
          ? new Response(JSON.stringify(body), { headers: { ETag: '"1"' } })
          : new Response('Not found', { status: 404 });
      }) as typeof fetch,
      log: () => undefined,
    });
    const composed = await composer.compose({
      host: 'localhost:3000',
      path: '/hypothetical',
      protocol: 'http',
    });
    expect(composed.prerendered).toBe(NAME);
    expect(composed.html).toContain(
      `data-prerendered="${NAME}" data-manifest="${ORIGIN}/mf-manifest.json"`,
    );
    expect(composed.html).toContain('<h1>Hypothetical</h1>');
  });

  it('gets a bench port, and no bench port is one `pnpm start` listens on', () => {
    const benchPorts = bench.benchPortEnv({});
    expect(benchPorts).toMatchObject({
      SHELL_PORT: '3100',
      HYPOTHETICAL_PORT: String(PORT + 100),
    });
    const started = new Set(Object.values(platform.defaultPorts));
    for (const port of Object.values(benchPorts)) expect(started.has(Number(port))).toBe(false);
  });
});
