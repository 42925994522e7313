import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { rootDir } from '@thrive/platform/node';

const run = promisify(execFile);
// Before: `pnpm dev --help` started every dev server and `pnpm start --help` began building.

it.each([
  ['scripts/dev.ts', 'Usage: pnpm dev'],
  ['scripts/start.ts', 'Usage: pnpm start'],
])(
  '%s answers --help with how to use it and starts nothing',
  async (script, usage) => {
    const started = Date.now();
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(rootDir, script), '--help'],
      { cwd: rootDir, encoding: 'utf8', timeout: 20_000 },
    );
    expect(stdout.startsWith(usage)).toBe(true);
    expect(stdout).not.toMatch(/Building|starting/);
    expect(Date.now() - started).toBeLessThan(15_000);
  },
  30_000,
);
