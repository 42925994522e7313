/**
 * The tools as a new team member meets them (issue 27): two `pnpm start` on other ports in one
 * checkout each serve their own runtime config (neither rewrites the shell's build folder), and
 * a third on a port one of them holds says which variable to change instead of printing a raw
 * EADDRINUSE stack. (`pnpm dev` ending its whole tree on SIGTERM: e2e/devRemote.spec.ts.)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { distDir, ports, rootDir } from '@thrive/platform/node';
import { envWithPorts, portBlock, PORT_BLOCK_SIZE } from './support/servers';

// Two blocks of this journey's own ports, beside the other journeys' (playwright.config.ts).
const first = portBlock(ports.auth + 30);
const second = portBlock(ports.auth + 30 + PORT_BLOCK_SIZE);

const started: ChildProcess[] = [];

function start(ports: Record<string, number>): Promise<ChildProcess> {
  // Its own process group: pnpm, tsx, the API and the jobs end together.
  const child = spawn('pnpm', ['-s', 'start'], {
    cwd: rootDir,
    env: envWithPorts(ports),
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  started.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Thrive is running')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`pnpm start exited with ${code}`)));
  });
}

test.afterAll(() => {
  for (const child of started) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Ended already.
    }
  }
});

test('two pnpm start on other ports each serve their own config; a taken port names its variable', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const shellConfigFile = path.join(distDir('shell'), 'config.json');
  const before = fs.existsSync(shellConfigFile) ? fs.readFileSync(shellConfigFile, 'utf8') : null;
  await start(first);
  await start(second);

  for (const ports of [first, second]) {
    const config = (await (
      await request.get(`http://localhost:${ports.SHELL_PORT}/config.json`)
    ).json()) as { apiBaseUrl: string; remotes: Record<string, { manifest: string }> };
    expect(config.apiBaseUrl).toBe(`http://localhost:${ports.API_PORT}/api/v1`);
    expect(config.remotes.auth!.manifest).toBe(
      `http://localhost:${ports.AUTH_PORT}/mf-manifest.json`,
    );
    const page = await request.get(`http://localhost:${ports.SHELL_PORT}/login`);
    expect(await page.text()).toContain(`http://localhost:${ports.AUTH_PORT}/mf-manifest.json`);
  }
  // Neither rewrote the build's config file (that re-pointed the first instance before).
  expect(fs.existsSync(shellConfigFile) ? fs.readFileSync(shellConfigFile, 'utf8') : null).toBe(
    before,
  );

  const taken = spawnSync('pnpm', ['-s', 'start'], {
    cwd: rootDir,
    env: envWithPorts({
      ...portBlock(ports.auth + 30 + 2 * PORT_BLOCK_SIZE),
      SHELL_PORT: first.SHELL_PORT,
    }),
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(taken.status).toBe(1);
  expect(taken.stderr).toContain(
    `Port ${first.SHELL_PORT} is already in use, so the shell server cannot start.`,
  );
  expect(taken.stderr).toContain(`SHELL_PORT=${first.SHELL_PORT + 100}`);
  expect(taken.stderr).not.toMatch(/EADDRINUSE|^\s+at /m);
});
