/**
 * Data pages through HTTP (@thrive/composition, RENDER_PATH): a remote's server renders a page
 * per request with the render entry its build ships, and the shell's server composes it, keeps
 * it for a moment, and serves the last good copy while the remote's data is away.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@thrive/platform';
import { runtimeConfig } from '@thrive/platform/node';
import type { PrerenderedPage, PrerenderRoutes } from '@thrive/composition/server';
import { createStaticServer } from './serve';

// The render entry as a build ships it (CommonJS): its answers come from a file the test writes,
// standing for the remote's data source.
const RENDER_ENTRY = `
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
exports.dataPages = ['/stories/:slug'];
exports.render = async ({ path: pagePath, dir, apiBaseUrl, hiddenTopics = [] }) => {
  const data = JSON.parse(readFileSync(path.join(dir, 'data.json'), 'utf8'));
  // A slow data source: the render waits until the test lets it go.
  while (data.slow && !existsSync(path.join(dir, 'go'))) await new Promise((r) => setTimeout(r, 20));
  const page = (title, text) => ({
    path: pagePath,
    html: '<main><h1>' + title + '</h1><p>' + text + '</p></main>',
    css: 'h1{color:green}',
    head: { title: title + ' · Thrive', description: 'A story on Thrive' },
    assets: { js: ['assets/story.js'], css: [], images: [] },
  });
  if (data.away) return { status: 503, page: page('Story', 'We could not load this.') };
  const story = data.stories[pagePath.split('/')[2]];
  if (!story) return { status: 404, page: page('Story', 'We could not find that story.') };
  const hiding = hiddenTopics.length ? '; hiding ' + hiddenTopics.join(',') : '';
  return { status: 200, page: page(story, 'From ' + apiBaseUrl + hiding) };
};
`;

const frame: PrerenderedPage = {
  path: '/stories/:slug',
  html: '<main><h1>Story</h1><p>Loading…</p></main>',
  css: '',
  head: { title: 'Story · Thrive', description: 'A story on Thrive' },
  assets: { js: ['assets/story.js'], css: [], images: [] },
};

const routes: PrerenderRoutes = {
  remote: 'stories',
  entry: { js: ['remoteEntry.js'], css: [] },
  pages: { '/stories/:slug': 'prerender/pages/story.json' },
  dataPages: ['/stories/:slug'],
};

let remoteRoot: string;
let shellRoot: string;
let remote: FastifyInstance;
let shell: FastifyInstance;

const setData = (data: object) =>
  writeFileSync(path.join(remoteRoot, 'data.json'), JSON.stringify(data));
const page = (url: string) => shell.inject({ url, headers: { host: 'localhost:3000' } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 2100));

beforeAll(async () => {
  remoteRoot = mkdtempSync(path.join(tmpdir(), 'thrive-data-pages-remote-'));
  mkdirSync(path.join(remoteRoot, 'prerender/pages'), { recursive: true });
  mkdirSync(path.join(remoteRoot, 'prerender/server'), { recursive: true });
  writeFileSync(path.join(remoteRoot, 'index.html'), '<!doctype html><title>stories</title>');
  writeFileSync(path.join(remoteRoot, 'prerender/routes.json'), JSON.stringify(routes));
  writeFileSync(path.join(remoteRoot, 'prerender/pages/story.json'), JSON.stringify(frame));
  writeFileSync(path.join(remoteRoot, 'prerender/server/render.cjs'), RENDER_ENTRY);
  setData({ stories: { 'rest-abc': 'Rest is part of the work' } });
  remote = await createStaticServer('stories', { root: remoteRoot });
  await remote.listen({ port: 0, host: '127.0.0.1' });
  const address = remote.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  shellRoot = mkdtempSync(path.join(tmpdir(), 'thrive-data-pages-shell-'));
  writeFileSync(
    path.join(shellRoot, 'index.html'),
    '<!doctype html><html><head><title>Thrive</title></head><body><div id="root"></div></body></html>',
  );
  const config: RuntimeConfig = {
    ...DEFAULT_RUNTIME_CONFIG,
    remotes: {
      ...DEFAULT_RUNTIME_CONFIG.remotes,
      stories: { manifest: `http://127.0.0.1:${port}/mf-manifest.json` },
    },
  };
  writeFileSync(path.join(shellRoot, 'config.json'), JSON.stringify(config));
  shell = await createStaticServer('shell', { root: shellRoot });
});

afterAll(async () => {
  await shell.close();
  await remote.close();
  rmSync(remoteRoot, { recursive: true, force: true });
  rmSync(shellRoot, { recursive: true, force: true });
});

it('renders a data page per request: its content in the first HTML, an unknown one a 404', async () => {
  const found = await page('/stories/rest-abc');
  expect(found.statusCode).toBe(200);
  expect(found.body).toContain('<h1>Rest is part of the work</h1>');
  expect(found.body).toContain('<title>Rest is part of the work · Thrive</title>');
  // The remote's server renders with its own environment's API (never one a request names).
  expect(found.body).toContain(`From ${runtimeConfig().apiBaseUrl}`);

  const unknown = await page('/stories/no-such-story');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.body).toContain('We could not find that story.');
});

it('renders the page for the topics the reader hides (issue 45), unknown ones ignored', async () => {
  const hiding = await shell.inject({
    url: '/stories/rest-abc',
    headers: { host: 'localhost:3000', cookie: 'thrive_hidden_topics=self-harm.bogus.grief' },
  });
  expect(hiding.body).toContain('; hiding grief,self-harm</p>');
  // A shared cache keeps one copy per cookie, never one reader's choice for another.
  expect(hiding.headers.vary).toContain('Cookie');
  expect((await page('/stories/rest-abc')).body).not.toContain('hiding');
  const forged = await remote.inject({
    url: '/prerender/render?path=%2Fstories%2Frest-abc&hide=x.grief',
  });
  expect(forged.body).toContain('; hiding grief<');
});

it('shows a story published since, once the kept copy is a moment old', async () => {
  expect((await page('/stories/new-one')).statusCode).toBe(404);
  setData({ stories: { 'rest-abc': 'Rest is part of the work', 'new-one': 'A new story' } });
  await settle();
  const published = await page('/stories/new-one');
  expect(published.statusCode).toBe(200);
  expect(published.body).toContain('<h1>A new story</h1>');
});

it('serves the last good copy while the data is away, and says so where there is none', async () => {
  await page('/stories/rest-abc');
  setData({ away: true });
  await settle();
  const kept = await page('/stories/rest-abc');
  expect(kept.statusCode).toBe(200);
  expect(kept.body).toContain('<h1>Rest is part of the work</h1>');

  const never = await page('/stories/never-seen');
  expect(never.statusCode).toBe(503);
  expect(never.body).toContain('We could not load this.');
});

it('answers with an ETag and a 304, and never serves the render entry as a file', async () => {
  setData({ stories: { 'rest-abc': 'Rest is part of the work' } });
  const url = '/prerender/render?path=%2Fstories%2Frest-abc';
  const first = await remote.inject({ url });
  expect(first.statusCode).toBe(200);
  expect((JSON.parse(first.body) as PrerenderedPage).head.title).toBe(
    'Rest is part of the work · Thrive',
  );
  const again = await remote.inject({
    url,
    headers: { 'if-none-match': String(first.headers.etag) },
  });
  expect(again.statusCode).toBe(304);
  expect((await remote.inject({ url: '/prerender/server/render.cjs' })).statusCode).toBe(404);
});

it('serves the frame when the remote cannot render at all', async () => {
  writeFileSync(path.join(remoteRoot, 'data.json'), 'not json');
  const response = await page('/stories/other-story');
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('<p>Loading…</p>');
});

describe('what a request can make the remote’s renderer do (issue 40)', () => {
  it('refuses a path with control characters (400) instead of rendering or logging it (L7)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const forged of ['%0A', '%0D%0A', '%1B%5B31m', '%7F', '%C2%85', '%E2%80%A8']) {
        const response = await remote.inject({
          url: `/prerender/render?path=%2Fstories%2Fx${forged}2026-12-07%20forged%20line`,
        });
        expect(response.statusCode).toBe(400);
      }
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('logs a failed render as one JSON line, whatever the path holds (L7)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      setData({});
      const response = await remote.inject({
        url: `/prerender/render?path=${encodeURIComponent('/stories/a" forged=1 {"event":"x"}')}`,
      });
      expect(response.statusCode).toBe(503);
      expect(warn).toHaveBeenCalledTimes(1);
      const line = String(warn.mock.calls[0]![0]);
      expect(line).not.toMatch(/\n/);
      expect(JSON.parse(line)).toMatchObject({
        event: 'data-page-render-failed',
        path: '/stories/a" forged=1 {"event":"x"}',
      });
    } finally {
      warn.mockRestore();
      setData({ stories: { 'rest-abc': 'Rest is part of the work' } });
    }
  });

  it('keeps at most 16 renders waiting: the next is told to come back later (503 + Retry-After, L9)', async () => {
    setData({ slow: true, stories: { 'rest-abc': 'Rest is part of the work' } });
    try {
      const asked = Array.from({ length: 17 }, (_, i) =>
        remote.inject({ url: `/prerender/render?path=%2Fstories%2Fwaiting-${i}` }),
      );
      // The 17th is answered at once while the others wait for their data.
      const first = await Promise.race(asked);
      expect(first.statusCode).toBe(503);
      expect(first.headers['retry-after']).toBe('2');
      writeFileSync(path.join(remoteRoot, 'go'), '');
      const answers = await Promise.all(asked);
      expect(answers.filter((a) => a.statusCode === 503)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 404)).toHaveLength(16);
      // Once they are done, a new page is rendered again.
      const after = await remote.inject({ url: '/prerender/render?path=%2Fstories%2Frest-abc' });
      expect(after.statusCode).toBe(200);
    } finally {
      rmSync(path.join(remoteRoot, 'go'), { force: true });
      setData({ stories: { 'rest-abc': 'Rest is part of the work' } });
    }
  });
});
