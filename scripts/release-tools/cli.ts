/**
 * The release tooling, as `pnpm release | promote | rollback | platform:status | platform:env |
 * platform:check` run it. Every command exits non-zero with a readable message when it refuses.
 *
 *   pnpm release <remote>                          build, check, publish, SBOM beside it; prints the id last
 *   pnpm promote <remote> <version> --env <name>   gates, then one atomic environment change
 *   pnpm rollback <remote> --env <name>            back to the version live before
 *   pnpm platform:status [--env <name>] [--json]   what is live where, loads, failures, errors
 *   pnpm platform:env <name> [--staging-origins <a,b>|--no-staging]
 *   pnpm platform:check [<remote> ...] [--env <name>]  the gates on the current builds (CI)
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { ENVIRONMENT_ENV, remoteNames } from '@thrive/platform';
import { distDir, rootDir } from '@thrive/platform/node';
import { assertEnvironmentName, describeChange, pinOf, rollbackTarget } from './environments.ts';
import { assertCanaryPercent, canariesAfterChangeOf, endCanary, startCanary } from './canary.ts';
import { contractGate, shellShared, skewGate } from './gates.ts';
import {
  assertRemoteName,
  ReleaseError,
  releaseDir,
  typeCheckContract,
  type ReleaseRecord,
} from './releases.ts';
import { release } from './releaseCommand.ts';
import { compatMatrix } from './compatMatrix.ts';
import { environmentReleases, localBuildProbe, localBuilds } from './matrixReleases.ts';
import { status } from './status.ts';
import { platformStore } from './store/index.ts';
import { chunksWithoutIntegrity } from './chunkIntegrity.ts';

const shellDist = () => distDir('shell');

/**
 * The gates before a promote: skew and contract on the record, then the compatibility matrix
 * (the candidate in Chromium beside every release of the others that can be live with it).
 */
async function runGates(release: ReleaseRecord, dir: string, env: string) {
  skewGate(release, shellShared(shellDist()));
  contractGate(release);
  await compatMatrix({
    candidate: { release, dir },
    others: await environmentReleases(platformStore(), env, release.remote),
    shellDist: shellDist(),
  });
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
  const store = platformStore();
  const before = await store.environments.current(env);
  const record = await store.releases.read(remote, version);
  const live = before.releases[remote]?.version ?? null;
  if (live === version) throw new Error(`${remote} ${version} is already live in ${env}.`);
  // A release made on another machine is brought here for the gates (and local serving).
  const dir = releaseDir(remote, version);
  if (!fs.existsSync(dir)) await store.releases.download(remote, version, dir);
  await runGates(record, dir, env);
  const revision =
    share === undefined
      ? await store.environments.commit(env, before.revision, {
          change: { action: 'promote', remote, from: live, to: version },
          releases: { ...before.releases, [remote]: pinOf(record) },
          // A promotion to everyone ends a canary of the same remote.
          canaries: canariesAfterChangeOf(before, remote),
          settings: before.settings,
        })
      : await startCanary(env, before, remote, pinOf(record), share, store.environments);
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
  const store = platformStore();
  const before = await store.environments.current(env);
  if (before.canaries?.[remote]) {
    // A running canary is what a rollback undoes: its browsers go back to the stable release.
    const ended = await endCanary(
      env,
      before,
      remote,
      'rollback',
      'rolled back by hand',
      store.environments,
    );
    console.log(`${env} revision ${ended.revision}: ${describeChange(ended.change)}.`);
    return;
  }
  const revisions = await store.environments.history(env);
  const target = rollbackTarget(revisions, remote);
  // The shell may have changed since that release went live: the skew gate runs again.
  skewGate(await store.releases.read(remote, target.version), shellShared(shellDist()));
  const revision = await store.environments.commit(env, before.revision, {
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
  const store = platformStore();
  const before = await store.environments.current(env);
  const origins = (values['staging-origins'] ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const stagingOverrides = values['no-staging']
    ? { enabled: false, allowedOrigins: [] }
    : origins.length
      ? { enabled: true, allowedOrigins: origins.map((o) => new URL(o).origin) }
      : before.settings.stagingOverrides;
  const revision = await store.environments.commit(env, before.revision, {
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

/**
 * CI: the gates on the current production build of each remote (built when stale); the matrix
 * loads each with an environment's releases (--env) or with the other remotes' current builds.
 */
async function check(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { env: { type: 'string' } },
  });
  const targets = positionals.length ? positionals.map(assertRemoteName) : remoteNames;
  const env = values.env === undefined ? undefined : assertEnvironmentName(values.env);
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
    const probe = localBuildProbe(remote, dir);
    skewGate(probe, shell);
    contractGate(probe);
    await compatMatrix({
      candidate: { release: probe, dir },
      others: env ? await environmentReleases(platformStore(), env, remote) : localBuilds(remote),
      shellDist: shellDist(),
    });
    console.log(`${remote}: SRI, skew, contract and compatibility gates passed.`);
  }
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
  Runs the skew and contract gates and the compatibility matrix (the release in Chromium
  with the shell and every release of the other remotes that can be live beside it: live,
  canary, up to two a rollback could bring back; the failing combination is named), then
  makes it live in the environment in one atomic change (a new revision). With --canary, only that share of
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
  check: `pnpm platform:check [<remote> ...] [--env <name>]
  Runs the release gates on the current builds (what CI runs); the compatibility matrix loads
  each with the environment's releases (--env) or with the other remotes' current builds.`,
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
run(rest)
  .finally(() => platformStore().close())
  .then(
    () => process.exit(0),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
