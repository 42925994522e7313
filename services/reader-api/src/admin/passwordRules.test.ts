/**
 * `pnpm admin:create` applies the readers' password rules to an administrator's password: run as
 * a person would, it refuses a breached or over-long password before touching the database.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../core/config.ts';

const run = promisify(execFile);
const cli = path.join(repoRoot, 'services/reader-api/src/admin/createAdminCli.ts');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

async function createAdmin(password: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(tsx, [cli, 'admin-rules@example.com'], {
      // A data directory that is never created: the rules refuse before the database opens.
      env: { ...process.env, ADMIN_PASSWORD: password, DATA_DIR: '/nonexistent/thrive-test' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('admin:create password rules', () => {
  it('refuses a password from the breach corpus with the clear message', async () => {
    const { code, output } = await createAdmin('Zxcvbnm123456789');
    expect(code).not.toBe(0);
    expect(output).toContain(
      'This password has appeared in a data breach, so attackers try it first. Please choose a different one.',
    );
  });

  it('refuses more than 128 characters', async () => {
    const { code, output } = await createAdmin('river stones 2026 '.repeat(8));
    expect(code).not.toBe(0);
    expect(output).toContain('The password must be at most 128 characters long.');
  });
});
