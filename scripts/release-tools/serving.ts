/**
 * What the servers serve: with `THRIVE_ENV=<name>` the environment's live revision (its
 * promoted releases; a promotion or a rollback is live at the next request, without a shell
 * rebuild or restart);
 * otherwise the config of the environment variables.
 *
 * With a shared platform store (store/index.ts) the live revision is polled from it every
 * second instead, and the releases it names are brought from object storage into this
 * machine's release folders before the revision is served.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  ENVIRONMENT_ENV,
  remoteNames,
  runtimeConfigFromEnv,
  type RemoteName,
  type RuntimeConfig,
} from '@thrive/platform';
import { platformDataDir } from '@thrive/platform/node';
import { releaseDir } from './releases.ts';
import { verifyReleaseFiles } from './releaseIntegrity.ts';
import { platformStore } from './store/index.ts';
import {
  assertEnvironmentName,
  canariesFor,
  current,
  emptyRevision,
  hasRevisionAfter,
  runtimeConfigOf,
  type Revision,
} from './environments.ts';

/**
 * Where a server notes the revision it refused and why (`pnpm platform:status` shows it):
 * `<platform data>/serving/<env>.json`.
 */
export const servingStatusFile = (env: string, dataDir = platformDataDir) =>
  path.join(dataDir, 'serving', `${env}.json`);

export interface ServingStatus {
  /** The revision served. */
  servedRevision: number;
  /** The newest revision refused since, and why (a release's files did not match their pin). */
  refused: { revision: number; reason: string; at: string } | null;
}

/** Releases already checked against their pins (remote, id and pinned digest). */
const verified = new Set<string>();

/**
 * Checks every release the revision pins (stable and canary) against its pinned file digest
 * (issue 40, M3); throws saying which does not match. Pins made before file hashes were kept
 * have none and are taken as they are.
 */
function verifyPinnedReleases(revision: Revision) {
  for (const name of remoteNames) {
    for (const pin of [revision.releases[name], revision.canaries?.[name]?.release]) {
      if (!pin?.filesSha256) continue;
      const key = `${name}@${pin.version}@${pin.filesSha256}`;
      if (verified.has(key)) continue;
      verifyReleaseFiles(releaseDir(name, pin.version), pin.filesSha256);
      verified.add(key);
    }
  }
}

/** The revision each environment refused last (it is not checked again). */
const refusedRevisions = new Map<string, number>();

function noteServing(env: string, status: ServingStatus) {
  try {
    const file = servingStatusFile(env);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(status, null, 2)}\n`);
  } catch (error) {
    console.error(
      JSON.stringify({ event: 'serving-status-unwritable', env, error: String(error) }),
    );
  }
}

/** Keeps the previous revision and says why, once per refused revision. */
function refuse(env: string, revision: Revision, error: unknown, kept: Revision | undefined) {
  if (refusedRevisions.get(env) === revision.revision) return;
  refusedRevisions.set(env, revision.revision);
  const reason = error instanceof Error ? error.message : String(error);
  const servedRevision = kept?.revision ?? 0;
  console.error(
    JSON.stringify({
      event: 'revision-refused',
      env,
      revision: revision.revision,
      servedRevision,
      reason,
    }),
  );
  noteServing(env, {
    servedRevision,
    refused: { revision: revision.revision, reason, at: new Date().toISOString() },
  });
}

/** Whether the revision's releases may be served; refuses it (and says why) when not. */
function accepts(env: string, revision: Revision, kept: Revision | undefined): boolean {
  if (refusedRevisions.get(env) === revision.revision) return false;
  try {
    verifyPinnedReleases(revision);
  } catch (error) {
    refuse(env, revision, error, kept);
    return false;
  }
  if (refusedRevisions.has(env)) {
    refusedRevisions.delete(env);
    noteServing(env, { servedRevision: revision.revision, refused: null });
  }
  return true;
}

export const servedEnvironment = (): string | null => {
  const name = process.env[ENVIRONMENT_ENV]?.trim();
  return name ? assertEnvironmentName(name) : null;
};

/**
 * The live revision of each environment and the configs made from it (one per set of
 * canaries a cohort gets), kept while no newer revision exists: revisions are numbered files
 * written once, so one file test per request tells whether anything moved.
 */
const live = new Map<string, { revision: Revision; configs: Map<string, RuntimeConfig> }>();

/** Environments whose live revision a poller of the shared store keeps in `live`. */
const polled = new Set<string>();
let polling: Promise<void> | undefined;
let timer: NodeJS.Timeout | undefined;

/** Stops polling the shared store (a server closing, a test ending). */
export function stopPollingSharedStore() {
  clearInterval(timer);
  polling = timer = undefined;
  polled.clear();
}

/**
 * With a shared store, reads the served environment's live revision before the first request
 * and then every `intervalMs` (a no-op for the disk store or without THRIVE_ENV).
 */
export function pollSharedStore(intervalMs = 1000): Promise<void> {
  const env = servedEnvironment();
  const store = platformStore();
  if (!env || (store.environments.kind === 'disk' && store.releases.kind === 'disk')) {
    return Promise.resolve();
  }
  const refresh = async () => {
    const revision = await store.environments.current(env);
    if (live.get(env)?.revision.revision === revision.revision) return;
    const pins = remoteNames.flatMap((name) => [
      revision.releases[name] && ([name, revision.releases[name].version] as const),
      revision.canaries?.[name] && ([name, revision.canaries[name].release.version] as const),
    ]);
    const kept = live.get(env)?.revision;
    if (refusedRevisions.get(env) === revision.revision) return;
    try {
      for (const pin of pins) {
        if (pin && !fs.existsSync(releaseDir(pin[0], pin[1]))) {
          await store.releases.download(pin[0], pin[1], releaseDir(pin[0], pin[1]));
        }
      }
    } catch (error) {
      // A tampered or incomplete release in object storage: the previous revision stays.
      refuse(env, revision, error, kept);
      return;
    }
    if (!accepts(env, revision, kept)) return;
    live.set(env, { revision, configs: new Map() });
  };
  return (polling ??= refresh().then(() => {
    polled.add(env);
    // One refresh at a time: a slow download must not be started again by the next tick
    // (two downloads of one release into one partial folder would wipe each other's files).
    let running = false;
    timer = setInterval(() => {
      if (running) return;
      running = true;
      refresh()
        .catch((error: Error) =>
          console.error(`Reading ${env} from the platform store failed: ${error.message}`),
        )
        .finally(() => (running = false));
    }, intervalMs).unref();
  }));
}

function liveRevision(env: string) {
  const cached = live.get(env);
  if (cached && polled.has(env)) return cached;
  if (cached && !hasRevisionAfter(env, cached.revision.revision)) return cached;
  const revision = current(env);
  // A revision whose releases do not match their pins is not served: the previous one stays
  // (or, before any, nothing promoted: the local builds).
  if (!accepts(env, revision, cached?.revision)) {
    if (cached) return cached;
    const nothing = { revision: emptyRevision(), configs: new Map<string, RuntimeConfig>() };
    live.set(env, nothing);
    return nothing;
  }
  const fresh = { revision, configs: new Map<string, RuntimeConfig>() };
  live.set(env, fresh);
  return fresh;
}

/** Whether the served environment runs a canary now (browsers then need a cohort). */
export function servesCanary(): boolean {
  const env = servedEnvironment();
  return env ? Object.keys(liveRevision(env).revision.canaries ?? {}).length > 0 : false;
}

/**
 * The releases of `remote` the served environment's live revision names (its promoted one and a
 * canary's): none without THRIVE_ENV (the build is served).
 */
export function servedReleases(remote: RemoteName): string[] {
  const env = servedEnvironment();
  if (!env) return [];
  const { releases, canaries } = liveRevision(env).revision;
  return [releases[remote]?.version, canaries?.[remote]?.release.version].filter(
    (version): version is string => typeof version === 'string',
  );
}

/**
 * The config to serve a browser of `cohort` (0–99, sticky per browser): the environment's live
 * config with the canaries that cohort gets, so the composed page, its CSP and the config the
 * browser then loads remotes with all name the same releases.
 */
export function currentRuntimeConfig(cohort = 99): RuntimeConfig {
  const env = servedEnvironment();
  if (!env) return runtimeConfigFromEnv(process.env);
  const { revision, configs } = liveRevision(env);
  const canaries = canariesFor(revision, cohort);
  const key = canaries.join(',');
  let config = configs.get(key);
  if (!config) {
    config = runtimeConfigOf(revision, process.env, canaries);
    configs.set(key, config);
  }
  return config;
}
