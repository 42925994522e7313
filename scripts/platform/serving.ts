/**
 * What the servers serve: with `THRIVE_ENV=<name>` the environment's live revision (its
 * promoted releases; a promotion or a rollback is live at the next request, without a shell
 * rebuild or restart);
 * otherwise the config of the environment variables.
 */
import { ENVIRONMENT_ENV, runtimeConfigFromEnv, type RuntimeConfig } from '@thrive/platform';
import {
  assertEnvironmentName,
  current,
  hasRevisionAfter,
  runtimeConfigOf,
} from './environments.ts';

export const servedEnvironment = (): string | null => {
  const name = process.env[ENVIRONMENT_ENV]?.trim();
  return name ? assertEnvironmentName(name) : null;
};

/**
 * The live config of each environment, kept while no newer revision exists: revisions are
 * numbered files written once, so one file test per request tells whether the config moved.
 */
const live = new Map<string, { revision: number; config: RuntimeConfig }>();

function liveConfig(env: string): RuntimeConfig {
  const cached = live.get(env);
  if (cached && !hasRevisionAfter(env, cached.revision)) return cached.config;
  const revision = current(env);
  const config = runtimeConfigOf(revision);
  live.set(env, { revision: revision.revision, config });
  return config;
}

export function currentRuntimeConfig(): RuntimeConfig {
  const env = servedEnvironment();
  return env ? liveConfig(env) : runtimeConfigFromEnv(process.env);
}
