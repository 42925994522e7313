/**
 * The environment-to-config builder: the one place that turns SHELL_PORT…API_PORT,
 * *_MANIFEST_URL, API_PUBLIC_URL and STAGING_REMOTE_ORIGINS into a checked runtime config.
 * `pnpm start` writes its result as the shell's config.json; the dev server serves it live.
 */
import { api, remoteNames, remotes, STAGING_ORIGINS_ENV } from './apps';
import { defaultRuntimeConfig, type RuntimeConfig } from './contract';
import { parseRuntimeConfig } from './runtimeConfig';
import { originsOf, portsFrom, type Environment } from './topology';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Throws a readable error naming the variable when a value is malformed. */
export function runtimeConfigFromEnv(env: Environment): RuntimeConfig {
  const defaults = defaultRuntimeConfig(originsOf(portsFrom(env)));
  const value = (name: string) => env[name]?.trim() || undefined;
  const allowedOrigins = list(env[STAGING_ORIGINS_ENV]).map((origin) => {
    try {
      return new URL(origin).origin;
    } catch {
      throw new Error(`${STAGING_ORIGINS_ENV}: "${origin}" is not a URL`);
    }
  });
  const config = {
    ...defaults,
    apiBaseUrl: value(api.publicUrlEnv) ?? defaults.apiBaseUrl,
    remotes: Object.fromEntries(
      remoteNames.map((name) => [
        name,
        { manifest: value(remotes[name].manifestEnv) ?? defaults.remotes[name].manifest },
      ]),
    ),
    // Staging overrides are on only where the environment names the origins they may use.
    stagingOverrides: { enabled: allowedOrigins.length > 0, allowedOrigins },
  };
  const result = parseRuntimeConfig(config);
  if (result.ok) return result.config;
  // Name the variable behind each refused field: `remotes.auth.manifest (AUTH_MANIFEST_URL): …`.
  const variables: Record<string, string> = { apiBaseUrl: api.publicUrlEnv };
  for (const name of remoteNames) variables[`remotes.${name}.manifest`] = remotes[name].manifestEnv;
  const named = result.error
    .split('\n')
    .map((line) => {
      const field = line.slice(0, line.indexOf(':'));
      return variables[field] ? line.replace(field, `${field} (${variables[field]})`) : line;
    })
    .join('\n');
  throw new Error(`Invalid runtime config from the environment:\n${named}`);
}
