/**
 * Immutable releases: a remote's build, copied into a folder named by its content
 * (`<data>/releases/<remote>/<id>/`), never overwritten, with a release record beside it.
 * Source maps are kept apart (`<data>/sourcemaps/…`): they are never served publicly.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  MANIFEST_FILE,
  REMOTE_APP_MODULE,
  remoteNames,
  remotes,
  type RemoteName,
} from '@thrive/platform';
import { platformDataDir, rootDir } from '@thrive/platform/node';
import { chunksWithoutIntegrity } from './chunkIntegrity.ts';

export const RELEASE_RECORD = 'release.json';
const VERSION_PATTERN = /^[0-9a-f]{12}$/;

export interface SharedRequirement {
  name: string;
  version: string;
  requiredVersion: string;
  singleton: boolean;
}

export interface ReleaseRecord {
  remote: RemoteName;
  /** Content id: the first 12 hex digits of a SHA-256 over every published file. */
  version: string;
  createdAt: string;
  /** The git commit the release was built from (`dirty` when the tree had local changes). */
  commit: { sha: string; dirty: boolean } | null;
  /** Subresource Integrity of the entry and the manifest, enforced by the shell. */
  entry: { file: string; integrity: string };
  manifest: { file: string; integrity: string };
  /** Shared singletons as the manifest declares them (checked by the skew gate). */
  shared: SharedRequirement[];
  /** The federation runtime version it was built with (checked by the skew gate). */
  federationRuntime?: string;
  exposes: string[];
  /** `./App` type-checked against the shell's contract (RemoteAppModule) at release time. */
  contract: { typeCheck: 'passed' };
  files: number;
  bytes: number;
  /** SHA-256 of the build's inputs (inputs.ts), absent in releases made before it was kept. */
  inputs?: string;
  /**
   * SHA-256 (hex) of every published file but this record, by its path in the release
   * (issue 40, M3): a downloaded or served release is checked file by file against it, and a
   * promotion pins the digest of this list (releaseIntegrity.ts). Absent in older releases.
   */
  fileHashes?: Record<string, string>;
}

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

export const isRemoteName = (value: unknown): value is RemoteName =>
  typeof value === 'string' && (remoteNames as string[]).includes(value);

export function assertRemoteName(value: unknown): RemoteName {
  if (!isRemoteName(value)) {
    throw new ReleaseError(`Unknown remote "${String(value)}": one of ${remoteNames.join(', ')}.`);
  }
  return value;
}

export const releasesDir = (remote: RemoteName, dataDir = platformDataDir) =>
  path.join(dataDir, 'releases', remote);
export const releaseDir = (remote: RemoteName, version: string, dataDir = platformDataDir) =>
  path.join(releasesDir(remote, dataDir), version);

export const sri = (content: Buffer | string) =>
  `sha384-${createHash('sha384').update(content).digest('base64')}`;

function walk(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full, base) : [path.relative(base, full)];
    })
    .sort();
}

const isSourceMap = (file: string) => file.endsWith('.map');
/**
 * Build statistics for tooling, not loaded by any browser; Module Federation writes them in an
 * order that varies between identical builds, so they are published but not part of the id.
 */
const STATS_FILE = 'mf-stats.json';

/** The id of a build: a SHA-256 over each published file's path and content hash. */
export function contentId(buildDir: string): string {
  const hash = createHash('sha256');
  for (const file of walk(buildDir)) {
    if (isSourceMap(file) || file === RELEASE_RECORD || file === STATS_FILE) continue;
    const digest = createHash('sha256')
      .update(fs.readFileSync(path.join(buildDir, file)))
      .digest('hex');
    hash.update(`${file.split(path.sep).join('/')}\0${digest}\n`);
  }
  return hash.digest('hex').slice(0, 12);
}

/** The parts of an mf-manifest.json the release tools read. */
export interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; pluginVersion?: string };
  shared?: { name: string; version: string; requiredVersion: string; singleton?: boolean }[];
  exposes?: { path?: string; name?: string }[];
}

/**
 * What a build needs of the app that loads it (a remote's release) or offers the others (the
 * shell), as its manifest declares: shared modules and the federation runtime's version.
 */
export function manifestRequirements(
  manifest: FederationManifest,
): Pick<ReleaseRecord, 'shared' | 'federationRuntime'> {
  return {
    shared: (manifest.shared ?? []).map(({ name, version, requiredVersion, singleton }) => ({
      name,
      version,
      requiredVersion,
      singleton: singleton === true,
    })),
    ...(manifest.metaData?.pluginVersion && { federationRuntime: manifest.metaData.pluginVersion }),
  };
}

export function readManifest(dir: string): FederationManifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new ReleaseError(`${dir} has no ${MANIFEST_FILE}.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as FederationManifest;
}

export function gitCommit(): ReleaseRecord['commit'] {
  const sha = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: rootDir, encoding: 'utf8' });
  if (sha.status !== 0) return null;
  const status = spawnSync('git', ['status', '--porcelain'], { cwd: rootDir, encoding: 'utf8' });
  return { sha: sha.stdout.trim(), dirty: status.stdout.trim() !== '' };
}

export function readRelease(
  remote: RemoteName,
  version: string,
  dataDir = platformDataDir,
): ReleaseRecord {
  if (!VERSION_PATTERN.test(version)) {
    throw new ReleaseError(`"${version}" is not a release id (12 hex digits).`);
  }
  const file = path.join(releaseDir(remote, version, dataDir), RELEASE_RECORD);
  if (!fs.existsSync(file)) {
    throw new ReleaseError(
      `There is no ${remote} release ${version} (run \`pnpm release ${remote}\`).`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseRecord;
}

/** Every release of a remote, oldest first. */
export function listReleases(remote: RemoteName, dataDir = platformDataDir): ReleaseRecord[] {
  const dir = releasesDir(remote, dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => VERSION_PATTERN.test(name))
    .map((version) => readRelease(remote, version, dataDir))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

function makeReadOnly(dir: string) {
  for (const file of walk(dir)) fs.chmodSync(path.join(dir, file), 0o444);
}

/**
 * Publishes a finished build as a release. Refuses an id that exists: a release is never
 * re-published, whatever its content. The folder appears in one rename, complete.
 */
export function publishRelease(options: {
  remote: RemoteName;
  buildDir: string;
  dataDir?: string;
  commit?: ReleaseRecord['commit'];
  now?: Date;
  /** The hash of what the build was made from (inputs.ts). */
  inputs?: string;
}): ReleaseRecord {
  const { remote, buildDir, dataDir = platformDataDir } = options;
  const manifest = readManifest(buildDir);
  const entryName = manifest.metaData?.remoteEntry?.name;
  if (!entryName || !fs.existsSync(path.join(buildDir, entryName))) {
    throw new ReleaseError(`${buildDir}: the manifest names no remote entry that exists.`);
  }
  const unchecked = chunksWithoutIntegrity(buildDir);
  if (unchecked.length) {
    throw new ReleaseError(
      `${buildDir}: ${unchecked.join(', ')} ${unchecked.length === 1 ? 'has' : 'have'} no Subresource Integrity hash in the build's runtime; the browser would not check ${unchecked.length === 1 ? 'it' : 'them'}. Rebuild with rspack.base.ts.`,
    );
  }
  const version = contentId(buildDir);
  const target = releaseDir(remote, version, dataDir);
  const existing = () =>
    new ReleaseError(
      `${remote} release ${version} already exists (${target}); a release is never re-published. ` +
        'Change the remote to make a new release.',
    );
  if (fs.existsSync(target)) throw existing();

  const staging = path.join(releasesDir(remote, dataDir), `.staging-${version}-${process.pid}`);
  const maps = path.join(dataDir, 'sourcemaps', remote, version);
  fs.rmSync(staging, { recursive: true, force: true });
  let files = 0;
  let bytes = 0;
  const fileHashes: Record<string, string> = {};
  for (const file of walk(buildDir)) {
    const to = path.join(isSourceMap(file) ? maps : staging, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(path.join(buildDir, file), to);
    if (!isSourceMap(file) && file !== RELEASE_RECORD) {
      files += 1;
      bytes += fs.statSync(to).size;
      fileHashes[file.split(path.sep).join('/')] = createHash('sha256')
        .update(fs.readFileSync(to))
        .digest('hex');
    }
  }
  // The build keeps its maps beside it, never in the folder (rspack.base.ts, issue 40 L2).
  const buildMaps = `${buildDir}-sourcemaps`;
  if (fs.existsSync(buildMaps)) {
    for (const file of walk(buildMaps).filter(isSourceMap)) {
      const to = path.join(maps, file);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(path.join(buildMaps, file), to);
    }
  }
  const record: ReleaseRecord = {
    remote,
    version,
    createdAt: (options.now ?? new Date()).toISOString(),
    commit: options.commit === undefined ? gitCommit() : options.commit,
    entry: { file: entryName, integrity: sri(fs.readFileSync(path.join(buildDir, entryName))) },
    manifest: {
      file: MANIFEST_FILE,
      integrity: sri(fs.readFileSync(path.join(buildDir, MANIFEST_FILE))),
    },
    ...manifestRequirements(manifest),
    exposes: (manifest.exposes ?? []).map((e) => e.path ?? `./${e.name ?? ''}`),
    contract: { typeCheck: 'passed' },
    files,
    bytes,
    ...(options.inputs ? { inputs: options.inputs } : {}),
    fileHashes,
  };
  fs.writeFileSync(path.join(staging, RELEASE_RECORD), `${JSON.stringify(record, null, 2)}\n`);
  makeReadOnly(staging);
  try {
    // rename(2) onto an existing non-empty folder fails: a concurrent publisher of the same
    // content loses here instead of overwriting.
    fs.renameSync(staging, target);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    if ((error as NodeJS.ErrnoException).code === 'ENOTEMPTY' || fs.existsSync(target)) {
      throw existing();
    }
    throw error;
  }
  return record;
}

/** Builds a remote into its own release build folder (never the served `dist`). */
export function buildForRelease(remote: RemoteName): string {
  const distName = `dist-release`;
  const result = spawnSync('pnpm', ['--filter', remotes[remote].packageName, 'run', 'build'], {
    cwd: rootDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, THRIVE_DIST: distName, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new ReleaseError(`The ${remote} build failed.`);
  return path.join(rootDir, remotes[remote].folder, distName);
}

/**
 * The contract gate's static half: the remote's `./App` must type-check as the shell's
 * RemoteAppModule (default-exported component without props). Runs tsc over a generated file.
 */
export function typeCheckContract(
  remote: RemoteName,
  options: {
    dataDir?: string;
    /** The module to check instead of the remote's `./App`. */ appFile?: string;
  } = {},
): void {
  const exposed = remotes[remote].exposes[REMOTE_APP_MODULE];
  const dir = path.join(
    options.dataDir ?? platformDataDir,
    'tmp',
    `contract-${remote}-${process.pid}`,
  );
  fs.mkdirSync(dir, { recursive: true });
  const appFile = (options.appFile ?? path.join(rootDir, remotes[remote].folder, exposed)).replace(
    /\.tsx?$/,
    '',
  );
  const contractFile = path.join(rootDir, 'packages/platform/src/remoteModule').replace(/\\/g, '/');
  fs.writeFileSync(
    path.join(dir, 'contract.ts'),
    [
      `import type { RemoteAppModule } from '${contractFile}';`,
      `import * as exposed from '${appFile.replace(/\\/g, '/')}';`,
      `export const contract: RemoteAppModule = exposed;`,
      '',
    ].join('\n'),
  );
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: path.join(rootDir, 'tsconfig.base.json'),
      compilerOptions: {
        noEmit: true,
        types: ['node'],
        typeRoots: [path.join(rootDir, 'node_modules/@types')],
      },
      files: [
        'contract.ts',
        ...fs
          .readdirSync(path.join(rootDir, 'types'))
          .filter((f) => f.endsWith('.d.ts'))
          .map((f) => path.join(rootDir, 'types', f)),
      ],
    }),
  );
  const tsc = spawnSync(
    process.execPath,
    [path.join(rootDir, 'node_modules/typescript/bin/tsc'), '-p', path.join(dir, 'tsconfig.json')],
    { cwd: rootDir, encoding: 'utf8' },
  );
  fs.rmSync(dir, { recursive: true, force: true });
  if (tsc.status !== 0) {
    throw new ReleaseError(
      `${remote}'s ${REMOTE_APP_MODULE} does not satisfy the shell's contract (RemoteAppModule):\n${tsc.stdout}${tsc.stderr}`,
    );
  }
}
