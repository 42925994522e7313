/**
 * Environments (`staging`, `production`, …): each is a runtime config plus its history. Every
 * change writes a new numbered revision (`<data>/environments/<env>/<n>.json`) and never edits
 * an old one. A writer states the revision it read; the next number is claimed with an
 * exclusive link(2), so of two concurrent writers exactly one wins and the other is refused
 * (compare-and-swap), the way import-map-deployer serialises its writes.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  assertRuntimeConfig,
  MANIFEST_FILE,
  originsOf,
  portsFrom,
  RELEASES_PATH,
  remoteNames,
  runtimeConfigFromEnv,
  type Environment,
  type Origins,
  type RemoteName,
  type RuntimeConfig,
  type StagingOverrides,
} from '@thrive/platform';
import { platformDataDir } from '@thrive/platform/node';
import { gitCommit, type ReleaseRecord } from './releases.ts';
import { filesDigest } from './releaseIntegrity.ts';

export interface PinnedRelease {
  version: string;
  entryIntegrity: string;
  manifestIntegrity: string;
  /** The commit the release was built from. */
  commit: string | null;
  promotedAt: string;
  /**
   * SHA-256 over the release record's file hashes (releaseIntegrity.ts, issue 40 M3): a server
   * serves the release only when its files match. Absent for releases made before it.
   */
  filesSha256?: string;
}

/** A release served to a share of browsers beside the stable one, until a verdict. */
export interface Canary {
  release: PinnedRelease;
  /** Browsers whose cohort (0–99, sticky per browser) is below this get the canary. */
  percent: number;
  startedAt: string;
}

export interface EnvironmentSettings {
  stagingOverrides: StagingOverrides;
}

export interface Change {
  action: 'promote' | 'rollback' | 'configure' | 'canary';
  remote?: RemoteName;
  from?: string | null;
  to?: string | null;
  /** A canary's share of browsers. */
  percent?: number;
  /** Why, when a watcher decided (or a person said so). */
  reason?: string;
}

export interface Revision {
  revision: number;
  at: string;
  /** Who wrote it: the repository commit checked out and the OS user. */
  actor: { commit: string | null; user: string };
  change: Change;
  releases: Partial<Record<RemoteName, PinnedRelease>>;
  /** Canaries running beside the stable releases (absent in revisions written before them). */
  canaries?: Partial<Record<RemoteName, Canary>>;
  settings: EnvironmentSettings;
}

export class EnvironmentError extends Error {
  override name = 'EnvironmentError';
}
export class ConcurrentWriteError extends EnvironmentError {
  override name = 'ConcurrentWriteError';
}

const NAME = /^[a-z][a-z0-9-]{0,31}$/;

export function assertEnvironmentName(name: unknown): string {
  if (typeof name !== 'string' || !NAME.test(name)) {
    throw new EnvironmentError(
      `"${String(name)}" is not an environment name (lower-case letters, digits and "-", e.g. staging).`,
    );
  }
  return name;
}

export const environmentsDir = (dataDir = platformDataDir) => path.join(dataDir, 'environments');
const envDir = (env: string, dataDir: string) => path.join(environmentsDir(dataDir), env);
const revisionFile = (env: string, n: number, dataDir: string) =>
  path.join(envDir(env, dataDir), `${String(n).padStart(6, '0')}.json`);

export function listEnvironments(dataDir = platformDataDir): string[] {
  const dir = environmentsDir(dataDir);
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((n) => NAME.test(n))
        .sort()
    : [];
}

/** The revision files of an environment, oldest first. */
function revisionFiles(dir: string): string[] {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => /^\d{6}\.json$/.test(f))
        .sort()
    : [];
}

const readRevision = (dir: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Revision;

/** Every revision of an environment, oldest first (empty for a new environment). */
export function history(env: string, dataDir = platformDataDir): Revision[] {
  const dir = envDir(assertEnvironmentName(env), dataDir);
  return revisionFiles(dir).map((f) => readRevision(dir, f));
}

/**
 * Whether an environment has moved past a revision: one file test, for servers that keep the
 * live config between requests (serving.ts).
 */
export const hasRevisionAfter = (env: string, revision: number, dataDir = platformDataDir) =>
  fs.existsSync(revisionFile(assertEnvironmentName(env), revision + 1, dataDir));

/** The newest revision that changed `remote` (read newest first, stopping there). */
export function latestChangeOf(
  env: string,
  remote: RemoteName,
  dataDir = platformDataDir,
): Revision | undefined {
  const dir = envDir(assertEnvironmentName(env), dataDir);
  for (const file of revisionFiles(dir).reverse()) {
    const revision = readRevision(dir, file);
    if (revision.change.remote === remote) return revision;
  }
  return undefined;
}

const EMPTY: Omit<Revision, 'at' | 'actor' | 'change'> = {
  revision: 0,
  releases: {},
  settings: { stagingOverrides: { enabled: false, allowedOrigins: [] } },
};

/** The live revision (revision 0, nothing promoted, overrides off, for a new environment). */
export function current(env: string, dataDir = platformDataDir): Revision {
  // Only the newest file is read: servers ask on every request, and at 3,000 revisions parsing
  // the whole history took asset throughput from about 1,400 to 34 requests a second.
  const dir = envDir(assertEnvironmentName(env), dataDir);
  const latest = revisionFiles(dir).at(-1);
  return latest ? readRevision(dir, latest) : emptyRevision();
}

/** Revision `expected + 1` as a writer would store it, validated as a servable config. */
export function nextRevision(
  expected: number,
  next: Pick<Revision, 'change' | 'releases' | 'settings' | 'canaries'>,
): Revision {
  const revision: Revision = {
    revision: expected + 1,
    at: new Date().toISOString(),
    actor: { commit: gitCommit()?.sha ?? null, user: os.userInfo().username },
    ...next,
  };
  // Validate before anything is written: a revision is only ever a servable config.
  runtimeConfigOf(revision, process.env, canariesFor(revision, 0));
  return revision;
}

export const concurrentWrite = (env: string, expected: number, latest: Revision) =>
  new ConcurrentWriteError(
    `${env} changed while this write was prepared: expected revision ${expected}, it is now ` +
      `${latest.revision} (${describeChange(latest.change)} at ${latest.at}). Nothing was written; look again and retry.`,
  );

/** The revision of an environment nothing was written to yet. */
export const emptyRevision = (): Revision => ({
  ...structuredClone(EMPTY),
  at: new Date(0).toISOString(),
  actor: { commit: null, user: '' },
  change: { action: 'configure' },
});

/**
 * Writes revision `expected + 1`. Throws ConcurrentWriteError when another writer got there
 * first: the caller read a stale revision and must look again.
 */
export function commitRevision(
  env: string,
  expected: number,
  next: Pick<Revision, 'change' | 'releases' | 'settings' | 'canaries'>,
  dataDir = platformDataDir,
): Revision {
  const dir = envDir(assertEnvironmentName(env), dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const revision = nextRevision(expected, next);
  const temp = path.join(dir, `.${randomUUID()}.tmp`);
  fs.writeFileSync(temp, `${JSON.stringify(revision, null, 2)}\n`, { mode: 0o444 });
  try {
    // link(2) fails with EEXIST if the number is taken: the file appears complete or not at all.
    fs.linkSync(temp, revisionFile(env, revision.revision, dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw concurrentWrite(env, expected, current(env, dataDir));
    }
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return revision;
}

export function describeChange(change: Change): string {
  if (change.action === 'configure') return 'settings changed';
  const share = change.percent === undefined ? '' : ` to ${change.percent} % of browsers`;
  const why = change.reason ? ` (${change.reason})` : '';
  return `${change.action} ${change.remote} ${change.from ?? '(none)'} → ${change.to ?? '(none)'}${share}${why}`;
}

export const pinOf = (release: ReleaseRecord, now = new Date()): PinnedRelease => ({
  version: release.version,
  entryIntegrity: release.entry.integrity,
  manifestIntegrity: release.manifest.integrity,
  commit: release.commit?.sha ?? null,
  promotedAt: now.toISOString(),
  ...(release.fileHashes && { filesSha256: filesDigest(release.fileHashes) }),
});

/**
 * The version to roll back to: the one live before the latest promotion of the live version.
 * Refused when that promotion was the remote's first here.
 */
export function rollbackTarget(revisions: Revision[], remote: RemoteName): PinnedRelease {
  const live = revisions.at(-1)?.releases[remote];
  if (!live) throw new EnvironmentError(`No ${remote} release is live here: nothing to roll back.`);
  for (let i = revisions.length - 1; i > 0; i -= 1) {
    const { change } = revisions[i]!;
    if (change.action === 'promote' && change.remote === remote && change.to === live.version) {
      const before = revisions[i - 1]!.releases[remote];
      if (before && before.version !== live.version) return before;
      break;
    }
  }
  throw new EnvironmentError(
    `${remote} ${live.version} is the first release live here: there is nothing earlier to roll back to.`,
  );
}

/** Where a remote's releases are served from: `<remote origin>/releases` locally. */
export const releasesBaseUrl = (remote: RemoteName, origins: Origins) =>
  `${origins[remote]}${RELEASES_PATH}`;

/** The remotes whose canary a browser of this cohort (0–99) gets. */
export const canariesFor = (revision: Pick<Revision, 'canaries'>, cohort: number): RemoteName[] =>
  remoteNames.filter((name) => {
    const canary = revision.canaries?.[name];
    return canary !== undefined && cohort < canary.percent;
  });

/**
 * `pnpm dev <remote>` names the one remote it builds and serves itself: an environment's
 * config then keeps that remote on its local origin (the environment variables' manifest,
 * no recorded integrity) and every other on its promoted release.
 */
export const DEV_REMOTE_ENV = 'THRIVE_DEV_REMOTE';

/**
 * The runtime config an environment serves: the environment variables' config, with each
 * promoted remote pointing at its release folder and its integrity (or at its canary, for the
 * remotes named in `withCanary`), and the environment's own staging-override setting. Remotes
 * never promoted keep the local build.
 */
export function runtimeConfigOf(
  revision: Pick<Revision, 'releases' | 'settings' | 'canaries'>,
  env: Environment = process.env,
  withCanary: readonly RemoteName[] = [],
): RuntimeConfig {
  const origins = originsOf(portsFrom(env));
  const config = runtimeConfigFromEnv(env);
  for (const name of remoteNames) {
    const canary = withCanary.includes(name) ? revision.canaries?.[name] : undefined;
    const pin = canary?.release ?? revision.releases[name];
    if (!pin || env[DEV_REMOTE_ENV] === name) continue;
    config.remotes[name] = {
      manifest: `${releasesBaseUrl(name, origins)}/${pin.version}/${MANIFEST_FILE}`,
      version: pin.version,
      integrity: pin.entryIntegrity,
      manifestIntegrity: pin.manifestIntegrity,
    };
  }
  config.stagingOverrides = structuredClone(revision.settings.stagingOverrides);
  return assertRuntimeConfig(config, 'environment');
}
