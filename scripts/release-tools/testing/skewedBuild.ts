/** Builds the planted runtime-skew auth release (skewedAuth.rspack.config.ts) into a folder. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { appDir, rootDir } from '@thrive/platform/node';

export function buildSkewedAuth(outDir: string): void {
  const result = spawnSync(
    'pnpm',
    [
      'exec',
      'rspack',
      'build',
      '--mode',
      'production',
      '--config',
      path.join(rootDir, 'scripts/release-tools/testing/skewedAuth.rspack.config.ts'),
    ],
    {
      // The remote's own folder: its dependencies resolve as in its real build.
      cwd: appDir('auth'),
      env: { ...process.env, SKEWED_OUT_DIR: path.resolve(outDir) },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    throw new Error(`The skewed auth build failed:\n${result.stdout}\n${result.stderr}`);
  }
}
