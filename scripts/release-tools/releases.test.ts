import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  contentId,
  listReleases,
  publishRelease,
  readRelease,
  releaseDir,
  sri,
  typeCheckContract,
} from './releases';

let dataDir: string;
let buildDir: string;

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    { name: 'ky', version: '1.9.1', requiredVersion: '^1.9.1' },
  ],
  exposes: [{ name: 'App', path: './App' }],
};

/** The page chunk of the fake build, and the entry's runtime recording its hash (SRI). */
const PAGE_CHUNK = 'console.log(1)';
const ENTRY = `var auth = {}; auth.sriHashes = { 1: "${sri(PAGE_CHUNK)}" };`;

function writeBuild(entry = ENTRY) {
  fs.rmSync(buildDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(buildDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(buildDir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(buildDir, 'remoteEntry.js'), entry);
  fs.writeFileSync(path.join(buildDir, 'remoteEntry.js.map'), '{"version":3}');
  fs.writeFileSync(path.join(buildDir, 'assets/page.0123456789.js'), PAGE_CHUNK);
}

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thrive-releases-'));
  buildDir = path.join(dataDir, 'build');
  writeBuild();
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 2 });
});

const publish = () =>
  publishRelease({ remote: 'auth', buildDir, dataDir, commit: { sha: 'abc123', dirty: false } });

describe('immutable releases', () => {
  it('publishes a build under its content id with a release record', () => {
    const record = publish();
    expect(record.version).toMatch(/^[0-9a-f]{12}$/);
    expect(record.version).toBe(contentId(buildDir));
    const dir = releaseDir('auth', record.version, dataDir);
    expect(fs.readdirSync(dir).sort()).toEqual([
      'assets',
      'mf-manifest.json',
      'release.json',
      'remoteEntry.js',
    ]);
    expect(record).toMatchObject({
      remote: 'auth',
      commit: { sha: 'abc123', dirty: false },
      entry: { file: 'remoteEntry.js', integrity: sri(ENTRY) },
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
        { name: 'ky', version: '1.9.1', requiredVersion: '^1.9.1', singleton: false },
      ],
      exposes: ['./App'],
      files: 3,
    });
    expect(readRelease('auth', record.version, dataDir)).toEqual(record);
    expect(listReleases('auth', dataDir).map((r) => r.version)).toEqual([record.version]);
  });

  it('keeps source maps out of the published folder', () => {
    const { version } = publish();
    expect(
      fs.existsSync(path.join(releaseDir('auth', version, dataDir), 'remoteEntry.js.map')),
    ).toBe(false);
    expect(
      fs.existsSync(path.join(dataDir, 'sourcemaps/auth', version, 'remoteEntry.js.map')),
    ).toBe(true);
  });

  it('keeps the maps a build wrote beside its folder with the release’s maps (issue 40, L2)', () => {
    fs.rmSync(path.join(buildDir, 'remoteEntry.js.map'));
    fs.mkdirSync(`${buildDir}-sourcemaps/assets`, { recursive: true });
    fs.writeFileSync(`${buildDir}-sourcemaps/assets/page.0123456789.js.map`, '{"version":3}');
    const { version } = publish();
    expect(
      fs.existsSync(
        path.join(dataDir, 'sourcemaps/auth', version, 'assets/page.0123456789.js.map'),
      ),
    ).toBe(true);
  });

  it('refuses to re-publish an existing id and leaves the release untouched', () => {
    const first = publish();
    const entry = path.join(releaseDir('auth', first.version, dataDir), 'remoteEntry.js');
    expect(() => publish()).toThrow(`auth release ${first.version} already exists`);
    expect(fs.readFileSync(entry, 'utf8')).toBe(ENTRY);
    // Published files are read-only.
    expect(fs.statSync(entry).mode & 0o222).toBe(0);
  });

  it('gives changed content a new id, and ignores source maps and build stats', () => {
    const first = publish();
    fs.writeFileSync(path.join(buildDir, 'remoteEntry.js.map'), '{"version":3,"x":1}');
    fs.writeFileSync(path.join(buildDir, 'mf-stats.json'), '{"order":"varies"}');
    expect(contentId(buildDir)).toBe(first.version);
    writeBuild(`${ENTRY} auth.changed = true;`);
    const second = publish();
    expect(second.version).not.toBe(first.version);
    expect(listReleases('auth', dataDir)).toHaveLength(2);
  });

  it('refuses a build with a chunk whose hash its runtime does not record (SRI)', () => {
    fs.writeFileSync(path.join(buildDir, 'assets/lazy.0123456789.js'), 'console.log(2)');
    expect(() => publish()).toThrow(
      "assets/lazy.0123456789.js has no Subresource Integrity hash in the build's runtime",
    );
    expect(listReleases('auth', dataDir)).toHaveLength(0);
  });

  it('refuses a build without a manifest or an entry', () => {
    fs.rmSync(path.join(buildDir, 'remoteEntry.js'));
    expect(() => publish()).toThrow('the manifest names no remote entry that exists');
    fs.rmSync(path.join(buildDir, 'mf-manifest.json'));
    expect(() => publish()).toThrow('has no mf-manifest.json');
  });

  it('reads only well-formed ids', () => {
    expect(() => readRelease('auth', '../../etc', dataDir)).toThrow('is not a release id');
    expect(() => readRelease('auth', '0123456789ab', dataDir)).toThrow(
      'There is no auth release 0123456789ab',
    );
  });
});

describe('the contract type check', () => {
  it("refuses an exposed module that is not the shell's RemoteAppModule", () => {
    const appFile = path.join(dataDir, 'BadApp.tsx');
    fs.writeFileSync(
      appFile,
      'export default function App(props: { user: string }) { return <p>{props.user}</p>; }\n',
    );
    expect(() => typeCheckContract('auth', { dataDir, appFile })).toThrow(
      /auth's \.\/App does not satisfy the shell's contract \(RemoteAppModule\):[\s\S]*user/,
    );
  }, 60_000);

  it("passes the auth remote's real ./App", () => {
    expect(() => typeCheckContract('auth', { dataDir })).not.toThrow();
  }, 60_000);
});
