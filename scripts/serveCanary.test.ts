/**
 * A canary served by the shell's server: each browser gets a sticky cohort, and the page it is
 * composed for, the config inlined in it and the /config.json it may fetch later all name the
 * same release of the canaried remote.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ENVIRONMENT_ENV, PLATFORM_DIR_ENV } from '@thrive/platform';

// Read when @thrive/platform/node loads: set first, then import. Closed ports: the composer
// finds no remote and falls back to the client mount at once.
const dataDir = mkdtempSync(path.join(tmpdir(), 'thrive-serve-canary-'));
Object.assign(process.env, {
  [PLATFORM_DIR_ENV]: dataDir,
  [ENVIRONMENT_ENV]: 'production',
  MARKETING_PORT: '9',
  AUTH_PORT: '11',
  ADMIN_PORT: '13',
  API_PORT: '7',
  THRIVE_COHORT_SECRET: 'canary-test-secret',
});

const pin = (version: string) => ({
  version,
  entryIntegrity: `sha384-${version}`,
  manifestIntegrity: `sha384-m${version}`,
  commit: null,
  promotedAt: '2026-11-26T10:00:00.000Z',
});
const inlinedAuthVersion = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="thrive-runtime-config">(.*?)<\/script>/.exec(html)![1]!,
  ).remotes.auth.version as string;

let root: string;
let server: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'thrive-serve-canary-root-'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>Thrive</title></head><body><div id="root"></div></body></html>',
  );
  const { createStaticServer } = await import('./serve');
  server = await createStaticServer('shell', { root });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  server.inject({ url, headers: { host: 'localhost:3000', ...(cookie && { cookie }) } });

it('sets no cohort while no canary runs', async () => {
  const { commitRevision } = await import('./release-tools/environments');
  commitRevision('production', 0, {
    change: { action: 'promote', remote: 'auth', from: null, to: 'v1' },
    releases: { auth: pin('v1') },
    settings: { stagingOverrides: { enabled: false, allowedOrigins: [] } },
  });
  const response = await get('/login');
  expect(response.headers['set-cookie']).toBeUndefined();
  expect(inlinedAuthVersion(response.body)).toBe('v1');
});

it('gives each browser a sticky cohort and one release in the page and the config alike', async () => {
  const { startCanary } = await import('./release-tools/canary');
  const { current } = await import('./release-tools/environments');
  await startCanary('production', current('production'), 'auth', pin('v2'), 50);

  const first = await get('/login');
  const cookie = String(first.headers['set-cookie']).split(';')[0]!;
  const cohort = Number(cookie.split('=')[1]!.split('.')[0]);
  const expected = cohort < 50 ? 'v2' : 'v1';
  expect(inlinedAuthVersion(first.body)).toBe(expected);

  for (let i = 0; i < 3; i += 1) {
    const again = await get('/signup', cookie);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(inlinedAuthVersion(again.body)).toBe(expected);
    expect((await get('/config.json', cookie)).json().remotes.auth.version).toBe(expected);
  }
  const { signedCohort } = await import('./release-tools/cohort');
  const signed = (cohort: number) => `thrive-cohort=${signedCohort(cohort, 'canary-test-secret')}`;
  expect(inlinedAuthVersion((await get('/login', signed(12))).body)).toBe('v2');
  expect(inlinedAuthVersion((await get('/login', signed(77))).body)).toBe('v1');
});

it('re-assigns the cohort of a forged cohort cookie instead of serving the canary it asks for (issue 40)', async () => {
  // The canary of the test above runs for cohorts below 50: a forged "12" gets a cohort drawn.
  const forged = await get('/login', 'thrive-cohort=12');
  const setCookie = String(forged.headers['set-cookie']);
  expect(setCookie).toMatch(/^thrive-cohort=\d{1,2}\.[\w-]{22}; /);
  const drawn = Number(setCookie.split('=')[1]!.split('.')[0]);
  expect(inlinedAuthVersion(forged.body)).toBe(drawn < 50 ? 'v2' : 'v1');
});
