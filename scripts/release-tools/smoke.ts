/**
 * The contract gate's live half: loads a built release through the real federation runtime —
 * the environment's own shell build, in Debian's Chromium — on a page the remote owns, and
 * checks that it renders (its entry loads with its integrity, no error boundary, no page
 * error). Both sides are served from throw-away local servers.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { chromium } from '@playwright/test';
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

async function listen(server: ReturnType<typeof Fastify>): Promise<number> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function smokeTest(options: {
  release: ReleaseRecord;
  releaseDir: string;
  shellDist: string;
}): Promise<void> {
  const { release, releaseDir, shellDist } = options;
  const remote: RemoteName = release.remote;
  const index = path.join(shellDist, 'index.html');
  if (!fs.existsSync(index)) throw new GateError('smoke', [`no shell build at ${shellDist}`]);

  const releaseServer = Fastify();
  releaseServer.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  await releaseServer.register(fastifyStatic, { root: releaseDir });
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
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: CHROMIUM_ARGS,
  });
  try {
    const releasePort = await listen(releaseServer);
    const shellPort = await listen(shellServer);
    const releaseOrigin = `http://127.0.0.1:${releasePort}`;
    config = defaultRuntimeConfig(
      // Every other app on a closed port: only the release under test is served.
      originsOf({
        ...(Object.fromEntries(remoteNames.map((name) => [name, 9])) as Record<RemoteName, number>),
        shell: shellPort,
        api: 9,
      }),
    );
    config.remotes[remote] = {
      manifest: `${releaseOrigin}/${MANIFEST_FILE}`,
      ...(release.version === 'unreleased' ? {} : { version: release.version }),
      integrity: release.entry.integrity,
      manifestIntegrity: release.manifest.integrity,
    };
    const { host, pathPrefixes } = remotes[remote];
    const hostname = host === 'admin' ? `${ADMIN_HOST_LABEL}.localhost` : 'localhost';
    const url = `http://${hostname}:${shellPort}${pathPrefixes[0]}`;

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    let entryStatus = 0;
    page.on('response', (response) => {
      if (response.url() === `${releaseOrigin}/${release.entry.file}`)
        entryStatus = response.status();
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    await page
      .locator('#root h1, #root main')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => problems.push(`nothing rendered at ${pathPrefixes[0]} on the ${host} host`));
    if (entryStatus !== 200)
      problems.push(`its entry was not loaded (HTTP ${entryStatus || 'none'})`);
    if (await page.getByRole('heading', { name: /We couldn't load/ }).count()) {
      problems.push('the shell showed its error fallback instead of the remote');
    }
  } finally {
    await browser.close();
    await Promise.all([releaseServer.close(), shellServer.close()]);
  }
  if (problems.length) throw new GateError('smoke', problems);
}
