/**
 * The environment-to-config builder: the one place that turns SHELL_PORT…API_PORT,
 * *_MANIFEST_URL, API_PUBLIC_URL and STAGING_REMOTE_ORIGINS into a checked runtime config.
 * `pnpm start` writes its result as the shell's config.json; the dev server serves it live.
 */
import { api, remoteNames, remotes, STAGING_ORIGINS_ENV } from './apps';
import { defaultRuntimeConfig, type RuntimeConfig } from './contract';
import { parseRuntimeConfig } from './runtimeConfig';
import { originsOf, portsFrom, type Environment } from './topology';

/** The variables a deployment sets for what the pages show (store links, helplines, privacy). */
export const SITE_SETTINGS_ENV = {
  androidStoreUrl: 'ANDROID_STORE_URL',
  iosStoreUrl: 'IOS_STORE_URL',
  /** A JSON array of helplines: [{"name","number","hours","languages":[…],"lastVerified"}]. */
  helplines: 'HELPLINES_JSON',
  privacyController: 'PRIVACY_CONTROLLER',
  privacyContactEmail: 'PRIVACY_CONTACT_EMAIL',
  /** Naira per GB of mobile data, for the data saver's cost estimate. */
  dataPriceNairaPerGb: 'DATA_PRICE_NAIRA_PER_GB',
} as const;

function helplinesFrom(raw: string | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new Error(
      `${SITE_SETTINGS_ENV.helplines}: not valid JSON (expected an array of helplines)`,
    );
  }
}

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
    storeUrls: {
      android: value(SITE_SETTINGS_ENV.androidStoreUrl) ?? defaults.storeUrls.android,
      ios: value(SITE_SETTINGS_ENV.iosStoreUrl) ?? defaults.storeUrls.ios,
    },
    helplines: helplinesFrom(value(SITE_SETTINGS_ENV.helplines)) ?? defaults.helplines,
    privacy: {
      controller: value(SITE_SETTINGS_ENV.privacyController) ?? defaults.privacy.controller,
      contactEmail: value(SITE_SETTINGS_ENV.privacyContactEmail) ?? defaults.privacy.contactEmail,
    },
    // Only when set: a config without it keeps the cited default (dataSaver.ts).
    ...(value(SITE_SETTINGS_ENV.dataPriceNairaPerGb) && {
      dataPriceNairaPerGb: Number(value(SITE_SETTINGS_ENV.dataPriceNairaPerGb)),
    }),
  };
  const result = parseRuntimeConfig(config);
  if (result.ok) return result.config;
  // Name the variable behind each refused field: `remotes.auth.manifest (AUTH_MANIFEST_URL): …`.
  const variables: Record<string, string> = {
    apiBaseUrl: api.publicUrlEnv,
    'storeUrls.android': SITE_SETTINGS_ENV.androidStoreUrl,
    'storeUrls.ios': SITE_SETTINGS_ENV.iosStoreUrl,
    helplines: SITE_SETTINGS_ENV.helplines,
    'privacy.controller': SITE_SETTINGS_ENV.privacyController,
    'privacy.contactEmail': SITE_SETTINGS_ENV.privacyContactEmail,
    dataPriceNairaPerGb: SITE_SETTINGS_ENV.dataPriceNairaPerGb,
  };
  for (const name of remoteNames) variables[`remotes.${name}.manifest`] = remotes[name].manifestEnv;
  const named = result.error
    .split('\n')
    .map((line) => {
      const field = line.slice(0, line.indexOf(':'));
      // helplines.0.number → the HELPLINES_JSON variable.
      const known = Object.keys(variables).find((f) => field === f || field.startsWith(`${f}.`));
      return known ? line.replace(field, `${field} (${variables[known]})`) : line;
    })
    .join('\n');
  throw new Error(`Invalid runtime config from the environment:\n${named}`);
}
