import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from '@thrive/platform/node';
import {
  commitRevision,
  ConcurrentWriteError,
  current,
  hasRevisionAfter,
  history,
  rollbackTarget,
  runtimeConfigOf,
  type PinnedRelease,
  type Revision,
} from './environments';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thrive-envs-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const pin = (version: string): PinnedRelease => ({
  version,
  entryIntegrity: `sha384-${Buffer.from(version).toString('base64')}`,
  manifestIntegrity: `sha384-${Buffer.from(`m${version}`).toString('base64')}`,
  commit: 'abc',
  promotedAt: '2026-11-23T00:00:00.000Z',
});

function promote(env: string, version: string): Revision {
  const before = current(env, dataDir);
  return commitRevision(
    env,
    before.revision,
    {
      change: {
        action: 'promote',
        remote: 'auth',
        from: before.releases.auth?.version ?? null,
        to: version,
      },
      releases: { ...before.releases, auth: pin(version) },
      settings: before.settings,
    },
    dataDir,
  );
}

describe('environments', () => {
  it('starts empty: nothing promoted, staging overrides off', () => {
    expect(current('staging', dataDir)).toMatchObject({
      revision: 0,
      releases: {},
      settings: { stagingOverrides: { enabled: false, allowedOrigins: [] } },
    });
  });

  it('keeps every revision: promote, promote, roll back', () => {
    promote('staging', 'aaaaaaaaaaaa');
    promote('staging', 'bbbbbbbbbbbb');
    const target = rollbackTarget(history('staging', dataDir), 'auth');
    expect(target.version).toBe('aaaaaaaaaaaa');
    const before = current('staging', dataDir);
    commitRevision(
      'staging',
      before.revision,
      {
        change: { action: 'rollback', remote: 'auth', from: 'bbbbbbbbbbbb', to: target.version },
        releases: { ...before.releases, auth: target },
        settings: before.settings,
      },
      dataDir,
    );
    const revisions = history('staging', dataDir);
    expect(revisions.map((r) => [r.revision, r.change.action, r.releases.auth?.version])).toEqual([
      [1, 'promote', 'aaaaaaaaaaaa'],
      [2, 'promote', 'bbbbbbbbbbbb'],
      [3, 'rollback', 'aaaaaaaaaaaa'],
    ]);
    // Environments are independent.
    expect(current('production', dataDir).revision).toBe(0);
  });

  it('reads the live revision from its own file alone, whatever the history holds', () => {
    for (const version of ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc'])
      promote('staging', version);
    // Older revisions are never parsed to find the live one (servers ask on every request).
    const dir = path.join(dataDir, 'environments', 'staging');
    for (const file of ['000001.json', '000002.json']) {
      fs.chmodSync(path.join(dir, file), 0o644);
      fs.writeFileSync(path.join(dir, file), '{ not json');
    }
    expect(current('staging', dataDir)).toMatchObject({
      revision: 3,
      releases: { auth: { version: 'cccccccccccc' } },
    });
    expect(hasRevisionAfter('staging', 3, dataDir)).toBe(false);
    expect(hasRevisionAfter('staging', 2, dataDir)).toBe(true);
  });

  it('refuses a rollback with nothing earlier', () => {
    expect(() => rollbackTarget(history('staging', dataDir), 'auth')).toThrow(
      'No auth release is live here',
    );
    promote('staging', 'aaaaaaaaaaaa');
    expect(() => rollbackTarget(history('staging', dataDir), 'auth')).toThrow(
      'is the first release live here',
    );
  });

  it('refuses a write based on a stale revision (compare-and-swap)', () => {
    promote('staging', 'aaaaaaaaaaaa');
    const stale = {
      change: { action: 'configure' as const },
      releases: {},
      settings: current('staging', dataDir).settings,
    };
    expect(() => commitRevision('staging', 0, stale, dataDir)).toThrow(ConcurrentWriteError);
    expect(() => commitRevision('staging', 0, stale, dataDir)).toThrow(
      'expected revision 0, it is now 1',
    );
    expect(history('staging', dataDir)).toHaveLength(1);
  });

  it('lets exactly one of several parallel writers of the same revision win', async () => {
    const writer = (version: string) =>
      new Promise<number>((resolve) => {
        const child = spawn(
          process.execPath,
          [
            '--import',
            'tsx',
            '-e',
            `import { commitRevision } from './scripts/release-tools/environments.ts';
             commitRevision('staging', 0, { change: { action: 'promote', remote: 'auth', from: null, to: '${version}' },
               releases: { auth: ${JSON.stringify(pin(version))} },
               settings: { stagingOverrides: { enabled: false, allowedOrigins: [] } } }, ${JSON.stringify(dataDir)});`,
          ],
          { cwd: rootDir, stdio: 'ignore' },
        );
        child.on('exit', (code) => resolve(code ?? -1));
      });
    const versions = ['111111111111', '222222222222', '333333333333', '444444444444'];
    const codes = await Promise.all(versions.map(writer));
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    const revisions = history('staging', dataDir);
    expect(revisions).toHaveLength(1);
    expect(versions[codes.indexOf(0)]).toBe(revisions[0]!.releases.auth!.version);
  }, 60_000);

  it('serves promoted remotes from their release folder with their integrity', () => {
    const revision = promote('staging', 'aaaaaaaaaaaa');
    const config = runtimeConfigOf(revision, { AUTH_PORT: '5102' });
    expect(config.remotes.auth).toEqual({
      manifest: 'http://localhost:5102/releases/aaaaaaaaaaaa/mf-manifest.json',
      version: 'aaaaaaaaaaaa',
      integrity: pin('aaaaaaaaaaaa').entryIntegrity,
      manifestIntegrity: pin('aaaaaaaaaaaa').manifestIntegrity,
    });
    expect(config.remotes.marketing).toEqual({
      manifest: 'http://localhost:3001/mf-manifest.json',
    });
    // The environment, not the process, decides about staging overrides.
    expect(
      runtimeConfigOf(revision, { STAGING_REMOTE_ORIGINS: 'https://staging.thrive.ng' })
        .stagingOverrides,
    ).toEqual({ enabled: false, allowedOrigins: [] });
  });

  it('refuses an environment name that is not a plain word', () => {
    expect(() => current('../prod', dataDir)).toThrow('is not an environment name');
  });
});
