/**
 * `pnpm dev auth` (issue 27): only auth is built (production mode, rebuilt on save) while the
 * shell and marketing are what the local `staging` environment serves — here a marketing
 * release promoted there. The page composes the dev auth with staging's marketing, an edit to
 * auth shows on the open page by itself (timed) without a restart, and SIGTERM to `pnpm dev` ends every server
 * it started: no port stays held.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { distDir, ports, rootDir } from '@thrive/platform/node';
import { commitRevision, pinOf } from '../scripts/release-tools/environments.ts';
import { publishRelease } from '../scripts/release-tools/releases.ts';
import { envWithPorts, portBlock } from './support/servers';

// Ports of this journey's own servers, beside the other journeys' (playwright.config.ts).
const DEV_PORTS = portBlock(ports.auth + 20);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thrive-dev-remote-e2e-'));
const dataDir = path.join(workDir, 'platform');
// The login heading's words live in auth's English catalog (Lingui): the edit a team makes.
const messagesFile = path.join(rootDir, 'remotes/auth/src/locales/en.po');
const HEADING = 'We missed You!';
const CHANGED = 'We missed You! (edited in pnpm dev)';

/** Resolves once `pnpm dev`'s output has matched `pattern`. */
async function waitForOutput(output: { text: string }, pattern: RegExp, ms: number) {
  try {
    await expect.poll(() => pattern.exec(output.text)?.[0] ?? null, { timeout: ms }).not.toBeNull();
  } catch (error) {
    // What `pnpm dev` said instead: the cause of a failure, in the report.
    throw new Error(
      `pnpm dev printed no ${pattern} in ${ms} ms; its output ends:\n${output.text.slice(-4000)}`,
      {
        cause: error,
      },
    );
  }
}

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

let dev: ChildProcess | undefined;
const original = fs.readFileSync(messagesFile, 'utf8');

test.afterAll(() => {
  fs.writeFileSync(messagesFile, original);
  // A failed run: the whole group (pnpm dev and every server it started), so no port stays held.
  if (dev?.pid) {
    try {
      process.kill(-dev.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  fs.rmSync(workDir, { recursive: true, force: true });
});

test('pnpm dev auth: the dev remote with staging’s releases, an edit shown by itself, SIGTERM ends it all', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const marketing = publishRelease({
    remote: 'marketing',
    buildDir: distDir('marketing'),
    dataDir,
    commit: null,
  });
  commitRevision(
    'staging',
    0,
    {
      change: { action: 'promote', remote: 'marketing', from: null, to: marketing.version },
      releases: { marketing: pinOf(marketing) },
      settings: { stagingOverrides: { enabled: false, allowedOrigins: [] } },
    },
    dataDir,
  );

  const output = { text: '' };
  dev = spawn('pnpm', ['-s', 'dev', 'auth'], {
    cwd: rootDir,
    env: {
      ...envWithPorts(DEV_PORTS),
      THRIVE_PLATFORM_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, for the clean-up above.
    detached: true,
  });
  dev.stdout!.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  dev.stderr!.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  await waitForOutput(output, /ready in [\d.]+ s/, 180_000);
  const ready = Number(/ready in ([\d.]+) s/.exec(output.text)![1]);
  console.log(`pnpm dev auth: ready in ${ready} s`);
  expect(output.text).toContain(`marketing@${marketing.version}`);
  expect(output.text).toContain(`http://localhost:${DEV_PORTS.SHELL_PORT}`);

  const shell = `http://localhost:${DEV_PORTS.SHELL_PORT}`;
  // The shell's config: marketing is staging's release, auth the dev build on its own port.
  const config = (await (await page.request.get(`${shell}/config.json`)).json()) as {
    remotes: Record<string, { manifest: string; version?: string; integrity?: string }>;
  };
  expect(config.remotes.marketing!.version).toBe(marketing.version);
  expect(config.remotes.marketing!.manifest).toContain(`/releases/${marketing.version}/`);
  expect(config.remotes.auth).toEqual({
    manifest: `http://localhost:${DEV_PORTS.AUTH_PORT}/mf-manifest.json`,
  });

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${shell}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${shell}/login`);
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();

  // The open page reloads by itself once the rebuild is served (live reload).
  const saved = Date.now();
  fs.writeFileSync(messagesFile, original.replace(`msgstr "${HEADING}"`, `msgstr "${CHANGED}"`));
  await expect(page.getByRole('heading', { level: 1, name: CHANGED })).toBeVisible({
    timeout: 60_000,
  });
  console.log(
    `pnpm dev auth: the edit was on the open page ${Date.now() - saved} ms after the save`,
  );
  await waitForOutput(output, /auth: edit served in [\d.]+ s \(1 page\(s\) reloading\)/, 10_000);
  console.log(`pnpm dev auth: ${/auth: edit served in [\d.]+ s/.exec(output.text)![0]}`);
  expect(errors).toEqual([]);

  // `kill <pid>` of pnpm dev: pnpm ends alone, dev.ts sees itself orphaned and ends its tree.
  const exited = new Promise((resolve) => dev!.once('exit', resolve));
  dev.kill('SIGTERM');
  await exited;
  for (const port of Object.values(DEV_PORTS)) {
    await expect.poll(() => portIsFree(port), { timeout: 10_000 }).toBe(true);
  }
});
