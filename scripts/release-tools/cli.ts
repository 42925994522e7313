/**
 * The release tooling, as `pnpm release | promote | rollback | platform:status | platform:env |
 * platform:check` run it. Every command exits non-zero with a readable message when it refuses.
 *
 *   pnpm release <remote>                          build, check, publish, SBOM beside it; prints the id last
 *   pnpm promote <remote> <version> --env <name>   gates, then one atomic environment change
 *   pnpm rollback <remote> --env <name>            back to the version live before
 *   pnpm platform:status [--env <name>] [--json]   what is live where, loads, failures, errors
 *   pnpm platform:env <name> [--staging-origins <a,b>|--no-staging]
 *   pnpm platform:check [<remote> ...]             the gates on the current builds (CI)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ENVIRONMENT_ENV, MANIFEST_FILE, remoteNames, type RemoteName } from '@thrive/platform';
import { distDir, platformDataDir, rootDir } from '@thrive/platform/node';
import {
  assertEnvironmentName,
  commitRevision,
  current,
  describeChange,
  history,
  pinOf,
  rollbackTarget,
} from './environments.ts';
import { assertCanaryPercent, canariesAfterChangeOf, endCanary, startCanary } from './canary.ts';
import { contractGate, shellShared, skewGate } from './gates.ts';
import {
  assertRemoteName,
  buildForRelease,
  publishRelease,
  readRelease,
  ReleaseError,
  releaseDir,
  sri,
  typeCheckContract,
  type ReleaseRecord,
} from './releases.ts';
import { smokeTest } from './smoke.ts';
import { writeReleaseSbom } from './sbom.ts';
import { status } from './status.ts';
import { chunksWithoutIntegrity } from './chunkIntegrity.ts';

const shellDist = () => distDir('shell');

async function runGates(release: ReleaseRecord, dir: string) {
  skewGate(release, shellShared(shellDist()));
  contractGate(release);
  await smokeTest({ release, releaseDir: dir, shellDist: shellDist() });
}

function withLock<T>(remote: RemoteName, run: () => T): T {
  const lock = path.join(platformDataDir, 'releases', `.${remote}.lock`);
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(fs.readFileSync(lock, 'utf8'));
    let alive = false;
    try {
      process.kill(holder, 0);
      alive = true;
    } catch {
      // The holder is gone: a crashed release left its lock behind.
    }
    if (alive) throw new Error(`Another ${remote} release is running (pid ${holder}).`);
    fs.writeFileSync(lock, String(process.pid));
  }
  try {
    return run();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

async function release(args: string[]) {
  const remote = assertRemoteName(args[0]);
  const record = withLock(remote, () => {
    typeCheckContract(remote);
    const buildDir = buildForRelease(remote);
    try {
      return publishRelease({ remote, buildDir });
    } finally {
      fs.rmSync(buildDir, { recursive: true, force: true });
    }
  });
  // The release's SBOM, kept beside it (never served).
  const sbom = await writeReleaseSbom({
    remote,
    version: record.version,
    createdAt: new Date(record.createdAt),
  });
  console.log(
    `Released ${remote} ${record.version}: ${record.files} files, ${(record.bytes / 1024).toFixed(0)} KiB, ` +
      `entry ${record.entry.integrity}, commit ${record.commit?.sha.slice(0, 10) ?? 'unknown'}${record.commit?.dirty ? ' (uncommitted changes)' : ''}.`,
  );
  console.log(`SBOM (CycloneDX 1.6): ${sbom}`);
  console.log(record.version);
}

function environmentOption(values: { env?: string }): string {
  const env = values.env ?? process.env[ENVIRONMENT_ENV];
  if (!env) throw new Error('Name the environment: --env <name> (e.g. --env staging).');
  return assertEnvironmentName(env);
}

async function promote(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { env: { type: 'string' }, canary: { type: 'string' } },
  });
  const remote = assertRemoteName(positionals[0]);
  const version = positionals[1];
  if (!version) throw new Error('Usage: pnpm promote <remote> <version> --env <name>');
  const env = environmentOption(values);
  const share = values.canary === undefined ? undefined : assertCanaryPercent(values.canary);
  const before = current(env);
  const record = readRelease(remote, version);
  const live = before.releases[remote]?.version ?? null;
  if (live === version) throw new Error(`${remote} ${version} is already live in ${env}.`);
  await runGates(record, releaseDir(remote, version));
  const revision =
    share === undefined
      ? commitRevision(env, before.revision, {
          change: { action: 'promote', remote, from: live, to: version },
          releases: { ...before.releases, [remote]: pinOf(record) },
          // A promotion to everyone ends a canary of the same remote.
          canaries: canariesAfterChangeOf(before, remote),
          settings: before.settings,
        })
      : startCanary(env, before, remote, pinOf(record), share);
  console.log(`${env} revision ${revision.revision}: ${describeChange(revision.change)}.`);
}

async function rollback(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { env: { type: 'string' } },
  });
  const remote = assertRemoteName(positionals[0]);
  const env = environmentOption(values);
  const before = current(env);
  if (before.canaries?.[remote]) {
    // A running canary is what a rollback undoes: its browsers go back to the stable release.
    const ended = endCanary(env, before, remote, 'rollback', 'rolled back by hand');
    console.log(`${env} revision ${ended.revision}: ${describeChange(ended.change)}.`);
    return;
  }
  const revisions = history(env);
  const target = rollbackTarget(revisions, remote);
  // The shell may have changed since that release went live: the skew gate runs again.
  skewGate(readRelease(remote, target.version), shellShared(shellDist()));
  const revision = commitRevision(env, before.revision, {
    change: {
      action: 'rollback',
      remote,
      from: before.releases[remote]?.version ?? null,
      to: target.version,
    },
    releases: { ...before.releases, [remote]: { ...target, promotedAt: new Date().toISOString() } },
    canaries: before.canaries,
    settings: before.settings,
  });
  console.log(`${env} revision ${revision.revision}: ${describeChange(revision.change)}.`);
}

async function configure(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { 'staging-origins': { type: 'string' }, 'no-staging': { type: 'boolean' } },
  });
  const env = assertEnvironmentName(positionals[0]);
  const before = current(env);
  const origins = (values['staging-origins'] ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const stagingOverrides = values['no-staging']
    ? { enabled: false, allowedOrigins: [] }
    : origins.length
      ? { enabled: true, allowedOrigins: origins.map((o) => new URL(o).origin) }
      : before.settings.stagingOverrides;
  const revision = commitRevision(env, before.revision, {
    change: { action: 'configure' },
    releases: before.releases,
    canaries: before.canaries,
    settings: { ...before.settings, stagingOverrides },
  });
  console.log(
    `${env} revision ${revision.revision}: staging overrides ${
      stagingOverrides.enabled ? `on for ${stagingOverrides.allowedOrigins.join(', ')}` : 'off'
    }.`,
  );
}

/** CI: the gates on the current production build of each remote (built when stale). */
async function check(args: string[]) {
  const targets = args.length ? args.map(assertRemoteName) : remoteNames;
  const { buildStale } = await import('../build.ts');
  buildStale(['shell', ...targets]);
  const shell = shellShared(shellDist());
  const unchecked = chunksWithoutIntegrity(shellDist());
  if (unchecked.length)
    throw new ReleaseError(`shell: no Subresource Integrity hash for ${unchecked.join(', ')}.`);
  for (const remote of targets) {
    typeCheckContract(remote);
    const dir = distDir(remote);
    const missing = chunksWithoutIntegrity(dir);
    if (missing.length)
      throw new ReleaseError(`${remote}: no Subresource Integrity hash for ${missing.join(', ')}.`);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_FILE), 'utf8'));
    const probe = publishProbe(remote, dir, manifest);
    skewGate(probe, shell);
    contractGate(probe);
    await smokeTest({ release: probe, releaseDir: dir, shellDist: shellDist() });
    console.log(`${remote}: SRI, skew, contract and smoke gates passed.`);
  }
}

/** A release record for an unpublished build (what the gates read), without publishing it. */
function publishProbe(
  remote: RemoteName,
  dir: string,
  manifest: {
    shared?: ReleaseRecord['shared'];
    exposes?: { path?: string }[];
    metaData?: { remoteEntry?: { name?: string } };
  },
): ReleaseRecord {
  const entry = manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  return {
    remote,
    version: 'unreleased',
    createdAt: new Date().toISOString(),
    commit: null,
    entry: { file: entry, integrity: sri(fs.readFileSync(path.join(dir, entry))) },
    manifest: {
      file: MANIFEST_FILE,
      integrity: sri(fs.readFileSync(path.join(dir, MANIFEST_FILE))),
    },
    shared: (manifest.shared ?? []).map((s) => ({ ...s, singleton: s.singleton === true })),
    exposes: (manifest.exposes ?? []).map((e) => e.path ?? ''),
    contract: { typeCheck: 'passed' },
    files: 0,
    bytes: 0,
  };
}

const commands: Record<string, (args: string[]) => Promise<void>> = {
  release,
  promote,
  rollback,
  status,
  watch: async (args) => (await import('./watch.ts')).watch(args),
  env: configure,
  check,
};

/** What `--help` prints for each command (the pnpm script that runs it, then what it does). */
const USAGE: Record<keyof typeof commands, string> = {
  release: `pnpm release <remote>
  Builds the remote, checks its contract, publishes an immutable release and prints its id.
  Remotes: ${remoteNames.join(', ')}.`,
  promote: `pnpm promote <remote> <id> --env <name> [--canary <percent>]
  Runs the skew, contract and smoke gates on the release, then makes it live in the
  environment in one atomic change (a new revision). With --canary, only that share of
  browsers (sticky per browser) gets it until \`pnpm platform:watch\` decides.`,
  rollback: `pnpm rollback <remote> --env <name>
  Ends the remote's canary if one runs; otherwise makes the release that was live before the
  current one live again (a new revision).`,
  watch: `pnpm platform:watch --env <name> [--interval <seconds>] [--once]
  Watches the environment's canaries and decides on its own: rolls one back when its load
  failures or runtime errors reach twice the stable rate or its p75 load time is 30 % worse,
  promotes it to everyone after enough healthy loads. Each decision is a revision with its why.`,
  status: `pnpm platform:status [--env <name>] [--json]
  What is live in each environment, with its loads, load failures, runtime errors per 1,000
  loads, p75 load time and how many distinct clients reported (PLATFORM_OPERATOR_TOKEN).`,
  env: `pnpm platform:env <name> [--staging-origins <a,b> | --no-staging]
  Creates an environment, or sets which origins may serve staging overrides in it.`,
  check: `pnpm platform:check [<remote> ...]
  Runs the release gates on the current builds (what CI runs).`,
};

const [command, ...rest] = process.argv.slice(2);
const run = command ? commands[command] : undefined;
if (!run) {
  console.error(`Usage: tsx scripts/release-tools/cli.ts <${Object.keys(commands).join('|')}> …`);
  process.exit(2);
}
if (rest.includes('--help') || rest.includes('-h')) {
  console.log(`Usage: ${USAGE[command as keyof typeof commands]}`);
  process.exit(0);
}
process.chdir(rootDir);
run(rest).then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
