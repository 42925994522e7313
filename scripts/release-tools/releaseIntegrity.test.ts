/**
 * Issue 40, M3: a release's files are trusted only when they match the SHA-256 its record lists
 * and the record matches the digest its promotion pinned; a server keeps the previous revision
 * when a newer one names a tampered release, and says why (a JSON log line and the status file
 * `pnpm platform:status` reads). Object keys never leave the release's folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENVIRONMENT_ENV, PLATFORM_DIR_ENV } from '@thrive/platform';
import type * as Environments from './environments';
import type * as Integrity from './releaseIntegrity';
import type * as Releases from './releases';

// Read when @thrive/platform/node loads: set first, then import.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thrive-release-integrity-'));
Object.assign(process.env, {
  [PLATFORM_DIR_ENV]: dataDir,
  [ENVIRONMENT_ENV]: 'production',
  MARKETING_PORT: '9',
  AUTH_PORT: '11',
  ADMIN_PORT: '13',
  API_PORT: '7',
});

let releases: typeof Releases;
let environments: typeof Environments;
let integrity: typeof Integrity;

beforeAll(async () => {
  releases = await import('./releases');
  environments = await import('./environments');
  integrity = await import('./releaseIntegrity');
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A small, valid remote build (manifest and entry, a chunk, a server bundle) published. */
function publish(marker: string) {
  const build = path.join(dataDir, `build-${marker}`);
  fs.mkdirSync(path.join(build, 'prerender/server'), { recursive: true });
  fs.writeFileSync(
    path.join(build, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [],
      exposes: [{ path: './App' }],
    }),
  );
  fs.writeFileSync(path.join(build, 'remoteEntry.js'), `/* ${marker} */ var auth = {};`);
  fs.writeFileSync(path.join(build, 'prerender/server/render.cjs'), `/* ${marker} */`);
  return releases.publishRelease({ remote: 'auth', buildDir: build, commit: null });
}

/** Changes a published (read-only) file of a release. */
function tamper(version: string, file: string, content: string) {
  const target = path.join(releases.releaseDir('auth', version), file);
  if (fs.existsSync(target)) fs.chmodSync(target, 0o644);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
}

describe('release file integrity', () => {
  it('records a SHA-256 of every published file and pins their digest on promotion', () => {
    const record = publish('hashes');
    expect(Object.keys(record.fileHashes!).sort()).toEqual([
      'mf-manifest.json',
      'prerender/server/render.cjs',
      'remoteEntry.js',
    ]);
    expect(record.fileHashes!['remoteEntry.js']).toMatch(/^[0-9a-f]{64}$/);
    const pin = environments.pinOf(record);
    expect(pin.filesSha256).toBe(integrity.filesDigest(record.fileHashes!));
    const dir = releases.releaseDir('auth', record.version);
    expect(integrity.verifyReleaseFiles(dir, pin.filesSha256)).toEqual(record);
  });

  it('refuses a changed, an added or a missing file, and a record other than the pinned one', () => {
    const check = (version: string, pin: string) => () =>
      integrity.verifyReleaseFiles(releases.releaseDir('auth', version), pin);
    const changed = publish('changed');
    const pinChanged = environments.pinOf(changed).filesSha256!;
    tamper(changed.version, 'prerender/server/render.cjs', 'process.exit(1)');
    expect(check(changed.version, pinChanged)).toThrow(
      `auth release ${changed.version}: prerender/server/render.cjs does not match its SHA-256.`,
    );

    const added = publish('added');
    tamper(added.version, 'assets/extra.js', 'alert(1)');
    expect(check(added.version, environments.pinOf(added).filesSha256!)).toThrow(
      'assets/extra.js is not one of its files',
    );

    const missing = publish('missing');
    const entry = path.join(releases.releaseDir('auth', missing.version), 'remoteEntry.js');
    fs.rmSync(entry);
    expect(check(missing.version, environments.pinOf(missing).filesSha256!)).toThrow(
      'remoteEntry.js missing',
    );

    // A record rewritten to list the tampered file's hash is not the one pinned.
    const rewritten = publish('rewritten');
    const pin = environments.pinOf(rewritten).filesSha256!;
    tamper(rewritten.version, 'remoteEntry.js', 'evil()');
    tamper(
      rewritten.version,
      'release.json',
      JSON.stringify({
        ...rewritten,
        fileHashes: {
          ...rewritten.fileHashes,
          'remoteEntry.js': '5e9e3a7c4d1a3c1a3c1a3c1a3c1a3c1a3c1a3c1a3c1a3c1a3c1a3c1a3c1a3c1a',
        },
      }),
    );
    expect(check(rewritten.version, pin)).toThrow('not the ones pinned when it was promoted');
  });

  it('refuses object keys that would leave the release folder', () => {
    const dir = path.join(dataDir, 'download');
    expect(integrity.releaseFilePath(dir, 'assets/main.js')).toBe(
      path.join(dir, 'assets', 'main.js'),
    );
    for (const key of [
      '../escape.js',
      'assets/../../escape.js',
      '..',
      '/etc/passwd',
      'assets//x.js',
      './x.js',
      'assets\\..\\..\\x.js',
      'x\u0000.js',
      '',
    ]) {
      expect(() => integrity.releaseFilePath(dir, key)).toThrow('would leave the release');
    }
  });
});

describe('a release brought from object storage', () => {
  it('is refused when an object key would leave its folder, and nothing is written outside (M3)', async () => {
    const { s3ReleaseStore } = await import('./store/s3');
    const record = publish('bucket');
    const prefix = `releases/auth/${record.version}/`;
    const objects = new Map<string, string>([
      [`${prefix}release.json`, JSON.stringify(record)],
      [`${prefix}remoteEntry.js`, 'var auth = {};'],
      [`${prefix}../../../../escaped.js`, 'pwned'],
    ]);
    // A bucket that lists what a real one may hold: keys are any strings, `..` included.
    const send = async (command: { constructor: { name: string }; input: { Key?: string } }) => {
      switch (command.constructor.name) {
        case 'HeadObjectCommand':
          return {};
        case 'ListObjectsV2Command':
          return { Contents: [...objects.keys()].map((Key) => ({ Key })), IsTruncated: false };
        case 'GetObjectCommand': {
          const body = objects.get(command.input.Key!)!;
          return {
            Body: {
              transformToString: async () => body,
              transformToByteArray: async () => Buffer.from(body),
            },
          };
        }
        default:
          throw new Error(command.constructor.name);
      }
    };
    const store = s3ReleaseStore({
      bucket: 'b',
      region: 'us-east-1',
      client: { send } as never,
    });
    const to = path.join(dataDir, 'bucket', 'a', 'b', 'auth', record.version);
    await expect(store.download('auth', record.version, to)).rejects.toThrow(
      'Refused the release file "../../../../escaped.js": its name would leave the release\'s folder.',
    );
    expect(fs.existsSync(path.join(dataDir, 'bucket', 'escaped.js'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'bucket', 'a', 'escaped.js'))).toBe(false);
    expect(fs.existsSync(to)).toBe(false);
  });
});

describe('a server given a revision with a tampered release', () => {
  it('keeps serving the previous revision and says why (log line and platform status)', async () => {
    const serving = await import('./serving');
    const stable = publish('stable');
    const next = publish('next');
    const settings = { stagingOverrides: { enabled: false, allowedOrigins: [] } };
    environments.commitRevision('production', 0, {
      change: { action: 'promote', remote: 'auth', from: null, to: stable.version },
      releases: { auth: environments.pinOf(stable) },
      settings,
    });
    expect(serving.currentRuntimeConfig().remotes.auth.version).toBe(stable.version);

    // Someone with write access to the release folder (or the bucket) changes a file.
    tamper(next.version, 'prerender/server/render.cjs', 'require("child_process")');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      environments.commitRevision('production', 1, {
        change: { action: 'promote', remote: 'auth', from: stable.version, to: next.version },
        releases: { auth: environments.pinOf(next) },
        settings,
      });
      for (let i = 0; i < 3; i += 1) {
        expect(serving.currentRuntimeConfig().remotes.auth.version).toBe(stable.version);
        expect(serving.servedReleases('auth')).toEqual([stable.version]);
      }
      // Said once, as one JSON line.
      expect(errors).toHaveBeenCalledTimes(1);
      const reason = `auth release ${next.version}: prerender/server/render.cjs does not match its SHA-256.`;
      expect(JSON.parse(String(errors.mock.calls[0]![0]))).toEqual({
        event: 'revision-refused',
        env: 'production',
        revision: 2,
        servedRevision: 1,
        reason,
      });
      const noted = JSON.parse(
        fs.readFileSync(serving.servingStatusFile('production', dataDir), 'utf8'),
      );
      expect(noted).toMatchObject({ servedRevision: 1, refused: { revision: 2, reason } });
    } finally {
      errors.mockRestore();
    }

    // A sound revision after it is served, and the note says nothing is refused.
    const fixed = publish('fixed');
    environments.commitRevision('production', 2, {
      change: { action: 'promote', remote: 'auth', from: stable.version, to: fixed.version },
      releases: { auth: environments.pinOf(fixed) },
      settings,
    });
    expect(serving.currentRuntimeConfig().remotes.auth.version).toBe(fixed.version);
    expect(
      JSON.parse(fs.readFileSync(serving.servingStatusFile('production', dataDir), 'utf8')),
    ).toEqual({ servedRevision: 3, refused: null });
  });
});
