import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { rootDir } from '@thrive/platform/node';

const run = promisify(execFile);
const COMMANDS = ['release', 'promote', 'rollback', 'status', 'env', 'check'];
// Before: `pnpm release --help` answered 'Unknown remote "--help"'.

it('answers `--help` on every command with how to use it, and changes nothing', async () => {
  const results = await Promise.all(
    COMMANDS.map((command) =>
      run(
        process.execPath,
        ['--import', 'tsx', path.join(rootDir, 'scripts/release-tools/cli.ts'), command, '--help'],
        { cwd: rootDir, encoding: 'utf8' },
      ),
    ),
  );
  expect(results.map(({ stdout }) => /^Usage: pnpm \S+/.exec(stdout)?.[0])).toEqual([
    'Usage: pnpm release',
    'Usage: pnpm promote',
    'Usage: pnpm rollback',
    'Usage: pnpm platform:status',
    'Usage: pnpm platform:env',
    'Usage: pnpm platform:check',
  ]);
  expect(results.map(({ stderr }) => stderr).join('')).toBe('');
}, 60_000);
