/**
 * Releases, environments and integrity, end to end, with the real tooling and the real shell
 * build: release auth twice (the second with a visible change), promote the first to an
 * environment and serve it, promote the second, roll back — the page follows each step and the
 * shell is never rebuilt or restarted. Then a tampered release entry, and a tampered page chunk
 * (every chunk carries its SRI hash), are refused by the browser, and the smoke gate refuses a
 * release that cannot load.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { distDir, rootDir } from '@thrive/platform/node';
import { JOURNEY_AUTH_PORT, JOURNEY_SHELL_PORT } from '../playwright.config.ts';
import { readRelease, releaseDir, type ReleaseRecord } from '../scripts/release-tools/releases.ts';
import { smokeTest } from '../scripts/release-tools/smoke.ts';
import { hydrated } from './support/hydration.ts';

const ENV_NAME = 'journey';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thrive-platform-e2e-'));
const shellOrigin = `http://localhost:${JOURNEY_SHELL_PORT}`;
const env = {
  ...process.env,
  THRIVE_PLATFORM_DIR: dataDir,
  THRIVE_ENV: ENV_NAME,
  SHELL_PORT: String(JOURNEY_SHELL_PORT),
  AUTH_PORT: String(JOURNEY_AUTH_PORT),
};
// The login heading's words live in auth's English catalog (Lingui): the edit a team makes.
const messagesFile = path.join(rootDir, 'remotes/auth/src/locales/en.po');
const HEADING = 'We missed You!';
const CHANGED = 'We missed You! (release two)';

function pnpm(...args: string[]): string {
  const result = spawnSync('pnpm', ['-s', ...args], { cwd: rootDir, env, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`pnpm ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout.trim();
}
const lastLine = (output: string) => output.split('\n').at(-1)!.trim();

function serve(app: 'shell' | 'auth', port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--app', app, '--port', String(port)],
    { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('serving')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${app} server exited with ${code}`)));
  });
}

async function loginHeading(page: Page): Promise<string> {
  await page.goto(`${shellOrigin}/login`);
  const heading = page.getByRole('heading', { level: 1 });
  // Hydrated: the remote's entry has been requested (the page paints before the shell runs).
  await hydrated(heading);
  return (await heading.textContent())!.trim();
}

test.describe.configure({ mode: 'serial' });

let first: string;
let second: string;
const servers: ChildProcess[] = [];
let shellBuiltAt: number;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const original = fs.readFileSync(messagesFile, 'utf8');
  first = lastLine(pnpm('release', 'auth'));
  try {
    fs.writeFileSync(messagesFile, original.replace(`msgstr "${HEADING}"`, `msgstr "${CHANGED}"`));
    second = lastLine(pnpm('release', 'auth'));
  } finally {
    fs.writeFileSync(messagesFile, original);
  }
  shellBuiltAt = fs.statSync(path.join(distDir('shell'), 'index.html')).mtimeMs;
});

test.afterAll(async () => {
  for (const server of servers) server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('release auth twice, promote, serve, promote, roll back: no shell rebuild', async ({
  page,
}) => {
  test.setTimeout(300_000);
  expect(first).toMatch(/^[0-9a-f]{12}$/);
  expect(second).toMatch(/^[0-9a-f]{12}$/);
  expect(second).not.toBe(first);
  // The same content is never published twice: refused from its inputs' hash, before a build.
  const again = spawnSync('pnpm', ['-s', 'release', 'auth'], {
    cwd: rootDir,
    env,
    encoding: 'utf8',
  });
  expect(again.status).not.toBe(0);
  expect(again.stderr).toContain(`auth is unchanged since release ${first}`);

  pnpm('promote', 'auth', first, '--env', ENV_NAME);
  servers.push(await serve('shell', JOURNEY_SHELL_PORT), await serve('auth', JOURNEY_AUTH_PORT));

  const entries: string[] = [];
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) entries.push(request.url());
    if (/\/assets\/[^/]+\.(js|css)$/.test(request.url())) chunkRequests.push(request.url());
  });
  expect(await loginHeading(page)).toBe(HEADING);
  const firstEntry = `http://localhost:${JOURNEY_AUTH_PORT}/releases/${first}/remoteEntry.js`;
  expect(entries.at(-1)).toBe(firstEntry);
  // Downloaded once: the loader's preload carries the release's hash and CORS mode, so the
  // checked script the runtime adds reuses it (a mismatched preload is fetched again).
  expect(entries.filter((url) => url === firstEntry)).toHaveLength(1);
  // So is every chunk and stylesheet: each is loaded with its SRI hash and CORS, and the
  // preloads the page hints ask the same.
  const releaseFiles = chunkRequests.filter((url) => url.includes(`/releases/${first}/assets/`));
  expect(releaseFiles.length).toBeGreaterThan(0);
  expect(releaseFiles.filter((url, i) => releaseFiles.indexOf(url) !== i)).toEqual([]);

  pnpm('promote', 'auth', second, '--env', ENV_NAME);
  expect(await loginHeading(page)).toBe(CHANGED);
  expect(entries.at(-1)).toContain(`/releases/${second}/`);

  pnpm('rollback', 'auth', '--env', ENV_NAME);
  expect(await loginHeading(page)).toBe(HEADING);

  const status = JSON.parse(pnpm('platform:status', '--env', ENV_NAME, '--json')) as Record<
    string,
    { version: string | null; revision: number }
  >;
  expect(status.auth).toMatchObject({ version: first, revision: 3 });
  expect(status.marketing!.version).toBeNull();

  // The shell was neither rebuilt nor restarted.
  expect(fs.statSync(path.join(distDir('shell'), 'index.html')).mtimeMs).toBe(shellBuiltAt);
  expect(servers.every((server) => server.exitCode === null)).toBe(true);
});

test('with the service worker: a promote reaches the reader on the next online visit, the old release cache goes; a rollback brings the previous release back with no skew error', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const releaseCaches = () =>
    page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith('thrive-release ')),
    );
  const cacheOf = (id: string) => `thrive-release http://localhost:${JOURNEY_AUTH_PORT} ${id}`;

  // The environment serves the first release (the journey above ended with a rollback to it).
  expect(await loginHeading(page)).toBe(HEADING);
  await expect.poll(releaseCaches, { timeout: 30_000 }).toEqual([cacheOf(first)]);

  pnpm('promote', 'auth', second, '--env', ENV_NAME);
  expect(await loginHeading(page)).toBe(CHANGED);
  await expect.poll(releaseCaches, { timeout: 30_000 }).toEqual([cacheOf(second)]);

  pnpm('rollback', 'auth', '--env', ENV_NAME);
  expect(await loginHeading(page)).toBe(HEADING);
  await expect.poll(releaseCaches, { timeout: 30_000 }).toEqual([cacheOf(first)]);
  await expect(page.getByText(/couldn.t load|didn't load/i)).toHaveCount(0);
  expect(problems).toEqual([]);
  await context.close();
});

test('the browser refuses a released entry changed after release (SRI)', async ({
  page,
  browser,
}) => {
  const entry = path.join(releaseDir('auth', first, dataDir), 'remoteEntry.js');
  // The attacker changes what is served: the file and its precompressed copy, if any.
  const served = [entry, `${entry}.br`].filter((file) => fs.existsSync(file));
  const originals = new Map(served.map((file) => [file, fs.readFileSync(file)]));
  const tampered = Buffer.concat([
    originals.get(entry)!,
    Buffer.from('\n;window.tampered = true;\n'),
  ]);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    for (const file of served) {
      fs.chmodSync(file, 0o644);
      fs.writeFileSync(file, file.endsWith('.br') ? zlib.brotliCompressSync(tampered) : tampered);
    }
    await page.goto(`${shellOrigin}/login`);
    // The prerendered page stays readable; a notice says part of it did not load (issue 22).
    await expect(
      page.getByRole('status').filter({ hasText: "Part of this page didn't load" }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    expect(await page.evaluate(() => 'tampered' in window)).toBe(false);
    expect(errors.join('\n')).toMatch(/integrity/i);
  } finally {
    for (const [file, original] of originals) {
      fs.writeFileSync(file, original);
      fs.chmodSync(file, 0o444);
    }
  }
  // The untouched release loads again (in a fresh browser cache: the tampered copy is cached).
  const fresh = await browser.newContext();
  expect(await loginHeading(await fresh.newPage())).toBe(HEADING);
  await fresh.close();
});

test('the browser refuses a release’s page chunk changed after release (SRI on every chunk)', async ({
  page,
  browser,
}) => {
  const dir = releaseDir('auth', first, dataDir);
  const routes = JSON.parse(fs.readFileSync(path.join(dir, 'prerender/routes.json'), 'utf8')) as {
    pages: Record<string, string>;
    integrity?: Record<string, string>;
  };
  const loginPage = JSON.parse(
    fs.readFileSync(path.join(dir, routes.pages['/login']!), 'utf8'),
  ) as { assets: { js: string[] } };
  // The chunk with the login form itself (the page lists every chunk its routes may need): its
  // words are in the catalogs, the form names them by their ids.
  const chunkFile = loginPage.assets.js.find((file) =>
    fs.readFileSync(path.join(dir, file), 'utf8').includes('auth.login.forgot'),
  )!;
  expect(chunkFile).toBeTruthy();
  // The chunk the login page needs carries its hash in the release's routes (for the hints).
  expect(routes.integrity?.[chunkFile]).toMatch(/^sha384-/);
  const chunk = path.join(dir, chunkFile);
  const served = [chunk, `${chunk}.br`].filter((file) => fs.existsSync(file));
  const originals = new Map(served.map((file) => [file, fs.readFileSync(file)]));
  const tampered = Buffer.concat([
    originals.get(chunk)!,
    Buffer.from('\n;window.tamperedChunk = true;\n'),
  ]);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    for (const file of served) {
      fs.chmodSync(file, 0o644);
      fs.writeFileSync(file, file.endsWith('.br') ? zlib.brotliCompressSync(tampered) : tampered);
    }
    await page.goto(`${shellOrigin}/login`);
    // The entry and the exposed module are intact and run; the page's own chunk, loaded before
    // the page hydrates (preparePage), is refused: the prerendered page stays as the server sent
    // it, with the notice and its Retry. The tampered code never runs.
    await expect(
      page.getByRole('status').filter({ hasText: "Part of this page didn't load" }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    expect(await page.evaluate(() => 'tamperedChunk' in window)).toBe(false);
    expect(errors.join('\n')).toMatch(/integrity/i);
  } finally {
    for (const [file, original] of originals) {
      fs.writeFileSync(file, original);
      fs.chmodSync(file, 0o444);
    }
  }
  const fresh = await browser.newContext();
  expect(await loginHeading(await fresh.newPage())).toBe(HEADING);
  await fresh.close();
});

test('the smoke gate renders a good release and refuses one that cannot load', async () => {
  test.setTimeout(120_000);
  const release: ReleaseRecord = readRelease('auth', first, dataDir);
  const dir = releaseDir('auth', first, dataDir);
  await smokeTest({ release, releaseDir: dir, shellDist: distDir('shell') });

  const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'thrive-broken-release-'));
  try {
    fs.cpSync(dir, broken, { recursive: true });
    fs.chmodSync(path.join(broken, 'remoteEntry.js'), 0o644);
    fs.rmSync(path.join(broken, 'remoteEntry.js'));
    await expect(
      smokeTest({ release, releaseDir: broken, shellDist: distDir('shell') }),
    ).rejects.toThrow(/The smoke gate refused the release:[\s\S]*its entry was not loaded/);
  } finally {
    fs.rmSync(broken, { recursive: true, force: true });
  }
});
