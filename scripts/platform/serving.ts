/**
 * What the servers serve: with `THRIVE_ENV=<name>` the environment's live revision (its
 * promoted releases, read again on every request so a promotion or a rollback is live at once,
 * without a shell rebuild or restart); otherwise the config of the environment variables.
 */
import { ENVIRONMENT_ENV, runtimeConfigFromEnv, type RuntimeConfig } from '@thrive/platform';
import { assertEnvironmentName, current, runtimeConfigOf } from './environments.ts';

export const servedEnvironment = (): string | null => {
  const name = process.env[ENVIRONMENT_ENV]?.trim();
  return name ? assertEnvironmentName(name) : null;
};

export function currentRuntimeConfig(): RuntimeConfig {
  const env = servedEnvironment();
  return env ? runtimeConfigOf(current(env)) : runtimeConfigFromEnv(process.env);
}
