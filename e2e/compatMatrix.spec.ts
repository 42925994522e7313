/**
 * The compatibility matrix before a promote (issue 27's acceptance), with the real tooling,
 * the real shell build and Debian's Chromium: a planted runtime-skew auth release (its shared
 * singletons in a share scope the shell never fills, so at run time it renders with a React
 * of its own; scripts/release-tools/testing/skewedAuth.rspack.config.ts) passes the skew gate —
 * its manifest's `shared` section reads as a clean build's — and `pnpm promote` refuses it,
 * naming the combination; the clean build of the same code is promoted, the matrix's time
 * printed. Marketing is live first, so the matrix loads both remotes' pages together.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { distDir, rootDir } from '@thrive/platform/node';
import { current } from '../scripts/release-tools/environments.ts';
import { shellShared, skewProblems } from '../scripts/release-tools/gates.ts';
import { publishRelease } from '../scripts/release-tools/releases.ts';
import { buildSkewedAuth } from '../scripts/release-tools/testing/skewedBuild.ts';

const ENV_NAME = 'matrix';
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thrive-matrix-e2e-'));
const dataDir = path.join(workDir, 'platform');
const env = { ...process.env, THRIVE_PLATFORM_DIR: dataDir };

const pnpm = (...args: string[]) =>
  spawnSync('pnpm', ['-s', ...args], { cwd: rootDir, env, encoding: 'utf8' });

test.afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

test('the matrix refuses a runtime-skew release the skew gate passes, naming the combination', async () => {
  test.setTimeout(300_000);
  const commit = null;
  const marketing = publishRelease({
    remote: 'marketing',
    buildDir: distDir('marketing'),
    dataDir,
    commit,
  });
  const clean = publishRelease({ remote: 'auth', buildDir: distDir('auth'), dataDir, commit });
  const skewedDir = path.join(workDir, 'skewed-auth');
  buildSkewedAuth(skewedDir);
  const skewed = publishRelease({ remote: 'auth', buildDir: skewedDir, dataDir, commit });

  // What the manifests show cannot tell the two auth builds apart.
  const shell = shellShared(distDir('shell'));
  const byName = (shared: typeof clean.shared) =>
    [...shared].sort((a, b) => a.name.localeCompare(b.name));
  expect(byName(skewed.shared)).toEqual(byName(clean.shared));
  expect(skewProblems(skewed, shell)).toEqual([]);

  const first = pnpm('promote', 'marketing', marketing.version, '--env', ENV_NAME);
  expect(first.status, first.stderr).toBe(0);

  const refused = pnpm('promote', 'auth', skewed.version, '--env', ENV_NAME);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toMatch(
    new RegExp(
      `The compatibility matrix refused the release:\\n  - (admin@unreleased \\+ )?auth@${skewed.version} \\+ ` +
        `marketing@${marketing.version} \\+ shell@[0-9a-f]{12}( \\+ stories@unreleased)?( \\+ studio@unreleased)?: ` +
        `/signup \\(auth's page\\): the shell showed its error fallback instead of the remote`,
    ),
  );
  expect(refused.stdout).toMatch(
    /Compatibility matrix: \d combination\(s\), \d+ page loads in [\d.]+ s: refused\./,
  );
  // Nothing was written: marketing's promotion is still the live revision, auth not live.
  expect(current(ENV_NAME, dataDir).revision).toBe(1);
  expect(current(ENV_NAME, dataDir).releases.auth).toBeUndefined();

  const promoted = pnpm('promote', 'auth', clean.version, '--env', ENV_NAME);
  expect(promoted.status, promoted.stderr).toBe(0);
  const took =
    /Compatibility matrix: (\d) combination\(s\), (\d+) page loads in ([\d.]+) s: passed\./.exec(
      promoted.stdout,
    );
  expect(took).not.toBeNull();
  console.log(`clean candidate: ${took![0]}`);
  expect(Number(took![3])).toBeLessThan(180);
  expect(promoted.stdout).toContain(`promote auth (none) → ${clean.version}`);
});
