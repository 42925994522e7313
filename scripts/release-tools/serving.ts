/**
 * What the servers serve: with `THRIVE_ENV=<name>` the environment's live revision (its
 * promoted releases; a promotion or a rollback is live at the next request, without a shell
 * rebuild or restart);
 * otherwise the config of the environment variables.
 */
import { ENVIRONMENT_ENV, runtimeConfigFromEnv, type RuntimeConfig } from '@thrive/platform';
import {
  assertEnvironmentName,
  canariesFor,
  current,
  hasRevisionAfter,
  runtimeConfigOf,
  type Revision,
} from './environments.ts';

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

function liveRevision(env: string) {
  const cached = live.get(env);
  if (cached && !hasRevisionAfter(env, cached.revision.revision)) return cached;
  const fresh = { revision: current(env), configs: new Map<string, RuntimeConfig>() };
  live.set(env, fresh);
  return fresh;
}

/** Whether the served environment runs a canary now (browsers then need a cohort). */
export function servesCanary(): boolean {
  const env = servedEnvironment();
  return env ? Object.keys(liveRevision(env).revision.canaries ?? {}).length > 0 : false;
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
