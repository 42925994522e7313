/**
 * The live gates' browser half: loads releases through the real federation runtime — the
 * environment's own shell build, in Debian's Chromium — on a page each remote owns, and checks
 * that each renders (its entry loads with its integrity, no error boundary, no page error).
 * Everything is served from throw-away local servers. The smoke gate loads one release alone;
 * the compatibility matrix (compatMatrix.ts) loads a whole composition at a time.
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import {
  ADMIN_HOST_LABEL,
  defaultRuntimeConfig,
  MANIFEST_FILE,
  originsOf,
  remoteNames,
  remotes,
  type RemoteName,
  type RuntimeConfig,
} from '@thrive/platform';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../test/chromium.ts';
import { GateError } from './gates.ts';
import type { ReleaseRecord } from './releases.ts';

/** A release and the local folder its files are served from. */
export interface ServedRelease {
  release: ReleaseRecord;
  dir: string;
}
/** The releases of one page load; a remote left out is unreachable (a closed port). */
export type Composition = Partial<Record<RemoteName, ServedRelease>>;

async function listen(server: ReturnType<typeof Fastify>): Promise<number> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function withChromium<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: CHROMIUM_ARGS,
  });
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

/**
 * Serves the shell and the composition's releases, opens the page each of `pages` owns in one
 * fresh browser context and returns what went wrong on each (empty: every page rendered).
 */
export async function loadComposition(options: {
  browser: Browser;
  shellDist: string;
  composition: Composition;
  pages: readonly RemoteName[];
}): Promise<string[]> {
  const { browser, shellDist, composition, pages } = options;
  if (!fs.existsSync(path.join(shellDist, 'index.html'))) {
    return [`no shell build at ${shellDist}`];
  }
  const releaseServer = Fastify();
  releaseServer.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  // Files only through sendFile with a release's own folder as the root (no listing, no `..`).
  await releaseServer.register(fastifyStatic, { root: shellDist, serve: false });
  releaseServer.get<{ Params: { remote: string; version: string; '*': string } }>(
    '/:remote/:version/*',
    (request, reply) => {
      const { remote, version, '*': file } = request.params;
      const served = composition[remote as RemoteName];
      if (!served || served.release.version !== version) return reply.code(404).send();
      return reply.sendFile(file, served.dir);
    },
  );
  const shellServer = Fastify();
  let config: RuntimeConfig | null = null;
  shellServer.get('/config.json', async () => config);
  await shellServer.register(fastifyStatic, { root: shellDist, index: false, wildcard: true });
  // The root is a folder to the static plugin: serve the page for it explicitly.
  shellServer.get('/', (_request, reply) => reply.type('text/html').sendFile('index.html'));
  shellServer.setNotFoundHandler((_request, reply) =>
    reply.type('text/html').sendFile('index.html'),
  );

  const problems: string[] = [];
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const releasePort = await listen(releaseServer);
    const shellPort = await listen(shellServer);
    const releaseOrigin = `http://127.0.0.1:${releasePort}`;
    config = defaultRuntimeConfig(
      // Every app outside the composition on a closed port.
      originsOf({
        ...(Object.fromEntries(remoteNames.map((name) => [name, 9])) as Record<RemoteName, number>),
        shell: shellPort,
        api: 9,
      }),
    );
    const entryUrls = new Map<string, RemoteName>();
    for (const [remote, served] of Object.entries(composition) as [RemoteName, ServedRelease][]) {
      const { release } = served;
      const base = `${releaseOrigin}/${remote}/${release.version}`;
      config.remotes[remote] = {
        manifest: `${base}/${MANIFEST_FILE}`,
        ...(release.version === 'unreleased' ? {} : { version: release.version }),
        integrity: release.entry.integrity,
        manifestIntegrity: release.manifest.integrity,
      };
      entryUrls.set(`${base}/${release.entry.file}`, remote);
    }
    for (const remote of pages) {
      const { host, pathPrefixes } = remotes[remote];
      const hostname = host === 'admin' ? `${ADMIN_HOST_LABEL}.localhost` : 'localhost';
      const where = `${pathPrefixes[0]} (${remote}'s page)`;
      const page = await context.newPage();
      const seen: string[] = [];
      page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
      // What an error boundary caught is logged, not thrown: kept to say why a page failed.
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          logged.push(message.text().split('\n')[0]!.slice(0, 300));
      });
      let entryStatus = 0;
      page.on('response', (response) => {
        if (entryUrls.get(response.url()) === remote) entryStatus = response.status();
      });
      await page.goto(`http://${hostname}:${shellPort}${pathPrefixes[0]}`, {
        waitUntil: 'networkidle',
        timeout: 30_000,
      });
      await page
        .locator('#root h1, #root main')
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => seen.push(`nothing rendered on the ${host} host`));
      if (entryStatus !== 200)
        seen.push(`its entry was not loaded (HTTP ${entryStatus || 'none'})`);
      if (await page.getByRole('heading', { name: /We couldn't load/ }).count()) {
        seen.push(
          `the shell showed its error fallback instead of the remote${logged.length ? ` (${logged[0]})` : ''}`,
        );
      }
      await page.close();
      problems.push(...seen.map((problem) => `${where}: ${problem}`));
    }
  } finally {
    await context.close();
    await Promise.all([releaseServer.close(), shellServer.close()]);
  }
  return problems;
}

/** The smoke gate: the release alone with the shell, on its own page. */
export async function smokeTest(options: {
  release: ReleaseRecord;
  releaseDir: string;
  shellDist: string;
}): Promise<void> {
  const { release, releaseDir, shellDist } = options;
  const problems = await withChromium((browser) =>
    loadComposition({
      browser,
      shellDist,
      composition: { [release.remote]: { release, dir: releaseDir } },
      pages: [release.remote],
    }),
  );
  if (problems.length) throw new GateError('smoke', problems);
}
