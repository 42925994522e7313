import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from '@thrive/platform/node';
import { buildInputs, buildInputsHash } from './inputs';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'thrive-inputs-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('remotes/admin/src/App.tsx', 'export default 1;');
  write('remotes/admin/src/App.test.tsx', 'test');
  write('remotes/admin/dist/remoteEntry.js', 'built');
  write('packages/ui/src/index.ts', 'export {};');
  write('rspack.base.ts', 'config');
  write('pnpm-lock.yaml', 'lock');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('build inputs', () => {
  it('are the sources a build reads, without tests or build output', () => {
    expect(buildInputs('admin', root)).toEqual([
      'packages/ui/src/index.ts',
      'pnpm-lock.yaml',
      'remotes/admin/src/App.tsx',
      'rspack.base.ts',
    ]);
  });

  it('hash the same until a source changes', () => {
    const before = buildInputsHash('admin', root);
    expect(buildInputsHash('admin', root)).toBe(before);
    fs.writeFileSync(path.join(root, 'remotes/admin/src/App.test.tsx'), 'another test');
    fs.writeFileSync(path.join(root, 'remotes/admin/dist/remoteEntry.js'), 'rebuilt');
    expect(buildInputsHash('admin', root)).toBe(before);
    fs.writeFileSync(path.join(root, 'packages/ui/src/index.ts'), 'export const x = 1;');
    expect(buildInputsHash('admin', root)).not.toBe(before);
  });
});

describe('pnpm release on unchanged code', () => {
  it('is refused before anything is built', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thrive-rerelease-'));
    try {
      // A release made from exactly today's inputs.
      const version = 'abcdefabcdef';
      const dir = path.join(dataDir, 'releases', 'admin', version);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(
        path.join(dir, 'release.json'),
        JSON.stringify({
          remote: 'admin',
          version,
          createdAt: '2026-11-26T20:00:00.000Z',
          inputs: buildInputsHash('admin'),
        }),
      );
      const started = Date.now();
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(rootDir, 'scripts/release-tools/cli.ts'), 'release', 'admin'],
        { cwd: rootDir, encoding: 'utf8', env: { ...process.env, THRIVE_PLATFORM_DIR: dataDir } },
      );
      const seconds = (Date.now() - started) / 1000;
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        'admin is unchanged since release abcdefabcdef (2026-11-26T20:00:00.000Z)',
      );
      expect(result.stderr).toContain('Nothing was built');
      expect(result.stdout).not.toContain('Building');
      expect(fs.existsSync(path.join(rootDir, 'remotes/admin/dist-release'))).toBe(false);
      // The build alone takes about 13 s; the refusal is the start-up of the command.
      expect(seconds).toBeLessThan(8);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
