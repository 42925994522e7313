/**
 * A remote's data page renderer is ready before a reader asks (scripts/serveDataPages.ts): the
 * releases the served environment names are loaded and warmed at the server's start, and a
 * release promoted while it runs is warmed within a moment, with no page asked for.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ENVIRONMENT_ENV, PLATFORM_DIR_ENV } from '@thrive/platform';

// Read when @thrive/platform/node loads: set first, then import.
const dataDir = mkdtempSync(path.join(tmpdir(), 'thrive-warm-renderers-'));
Object.assign(process.env, { [PLATFORM_DIR_ENV]: dataDir, [ENVIRONMENT_ENV]: 'production' });

// A render entry as a build ships it: it notes in its folder when it is loaded and warmed.
const RENDER_ENTRY = `
const { appendFileSync } = require('node:fs');
const path = require('node:path');
appendFileSync(path.join(__dirname, '../../events.log'), 'loaded\\n');
exports.dataPages = ['/stories/:slug'];
exports.warm = async (dir) => appendFileSync(path.join(dir, 'events.log'), 'warmed\\n');
exports.render = async ({ path: pagePath }) => ({
  status: 200,
  page: { path: pagePath, html: '<h1>A story</h1>', css: '', head: { title: 'A story · Thrive', description: 'A story' }, assets: { js: [], css: [], images: [] } },
});
`;

const pin = (version: string) => ({
  version,
  entryIntegrity: `sha384-${version}`,
  manifestIntegrity: `sha384-m${version}`,
  commit: null,
  promotedAt: '2026-11-26T10:00:00.000Z',
});
const settings = { stagingOverrides: { enabled: false, allowedOrigins: [] } };

let releaseDir: (version: string) => string;
let server: FastifyInstance;
const events = (version: string) => {
  try {
    return readFileSync(path.join(releaseDir(version), 'events.log'), 'utf8').split('\n');
  } catch {
    return [];
  }
};

function publish(version: string) {
  const dir = releaseDir(version);
  mkdirSync(path.join(dir, 'prerender/server'), { recursive: true });
  writeFileSync(path.join(dir, 'prerender/server/render.cjs'), RENDER_ENTRY);
}

beforeAll(async () => {
  const releases = await import('./release-tools/releases');
  releaseDir = (version) => releases.releaseDir('stories', version);
  const { commitRevision } = await import('./release-tools/environments');
  publish('v1');
  publish('v2');
  commitRevision('production', 0, {
    change: { action: 'promote', remote: 'stories', from: null, to: 'v1' },
    releases: { stories: pin('v1') },
    settings,
  });
  const root = mkdtempSync(path.join(dataDir, 'build-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>stories</title>');
  const { createStaticServer } = await import('./serve');
  server = await createStaticServer('stories', { root });
});

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('loads and warms the live release’s renderer when the server starts', async () => {
  await waitFor(() => events('v1').includes('warmed'));
  expect(events('v1').filter(Boolean)).toEqual(['loaded', 'warmed']);
  expect(events('v2')).toEqual([]);
});

it('warms a release promoted while it runs, before any page is asked for, and loads it once', async () => {
  const { commitRevision, current } = await import('./release-tools/environments');
  commitRevision('production', current('production').revision, {
    change: { action: 'promote', remote: 'stories', from: 'v1', to: 'v2' },
    releases: { stories: pin('v2') },
    settings,
  });
  await waitFor(() => events('v2').includes('warmed'));
  const response = await server.inject({
    url: '/releases/v2/prerender/render?path=%2Fstories%2Fa',
  });
  expect(response.statusCode).toBe(200);
  expect(events('v2').filter(Boolean)).toEqual(['loaded', 'warmed']);
});

async function waitFor(condition: () => boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('loads only the releases the live revision names: another release folder is never run (issue 40, L9)', async () => {
  publish('v3');
  for (const id of ['v3', 'v1']) {
    const response = await server.inject({
      url: `/releases/${id}/prerender/render?path=%2Fstories%2Fa`,
    });
    expect(response.statusCode).toBe(404);
  }
  expect(events('v3')).toEqual([]);
});
