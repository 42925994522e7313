import type { RemoteName, RuntimeConfig } from './runtimeConfig';

/**
 * Staging swap: `?remote.auth=<manifest url>` points one remote at another build for the rest
 * of the browser session. Only when the environment's config enables overrides, and only
 * origins on its allow-list, so a crafted link can never make the shell run script from an
 * arbitrary origin.
 * `?remote.auth=` (empty) drops the override.
 */
export const OVERRIDES_KEY = 'thrive.remoteOverrides';
const PARAM_PREFIX = 'remote.';

type Overrides = Partial<Record<RemoteName, string>>;

/** An override the shell did not apply, and why (shown on the page, not only in the console). */
export interface RefusedOverride {
  remote: string;
  manifest: string;
  cause: string;
}

function readStored(storage: Storage): Overrides {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OVERRIDES_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Overrides) : {};
  } catch {
    return {};
  }
}

/** Why an override may not be used, or null when it may. */
function refusal(url: string, config: RuntimeConfig): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'it is not a web address';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return 'it is not an http(s) address';
  }
  if (!config.stagingOverrides.enabled) return 'staging overrides are off in this environment';
  if (!config.stagingOverrides.allowedOrigins.includes(parsed.origin)) {
    return `${parsed.origin} is not on this environment's allow-list`;
  }
  return null;
}

/**
 * Returns the manifest URL to use for each remote, taking valid overrides from the query
 * string (remembered in sessionStorage) and refusing the rest with a console warning.
 */
export function resolveManifests(
  config: RuntimeConfig,
  search: string,
  storage: Storage,
  /** Collects the overrides refused on this page load, with their cause. */
  refused: RefusedOverride[] = [],
): Record<RemoteName, string> {
  const overrides = readStored(storage);
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.startsWith(PARAM_PREFIX)) continue;
    const name = key.slice(PARAM_PREFIX.length) as RemoteName;
    if (!(name in config.remotes)) {
      console.warn(`Staging override refused: there is no remote called "${name}".`);
      refused.push({ remote: name, manifest: value, cause: `there is no remote called "${name}"` });
      continue;
    }
    if (value === '') delete overrides[name];
    else overrides[name] = value;
  }

  const manifests = Object.fromEntries(
    Object.entries(config.remotes).map(([name, { manifest }]) => [name, manifest]),
  ) as Record<RemoteName, string>;
  for (const [name, url] of Object.entries(overrides) as [RemoteName, string][]) {
    const cause = refusal(url, config);
    if (cause === null) {
      manifests[name] = url;
      console.info(`Staging override: remote "${name}" is loaded from ${url}`);
    } else {
      console.warn(
        `Staging override refused for remote "${name}" (${url}): ${cause}; using ${manifests[name]}.`,
      );
      refused.push({ remote: name, manifest: url, cause });
      delete overrides[name];
    }
  }
  try {
    storage.setItem(OVERRIDES_KEY, JSON.stringify(overrides));
  } catch {
    // Storage blocked: the override applies to this page load only.
  }
  return manifests;
}

/** The remotes this page loads from somewhere other than the environment's config. */
export function activeOverrides(
  config: RuntimeConfig,
  manifests: Partial<Record<RemoteName, string>>,
): { remote: RemoteName; manifest: string }[] {
  return (Object.entries(manifests) as [RemoteName, string][])
    .filter(([name, manifest]) => manifest !== config.remotes[name].manifest)
    .map(([remote, manifest]) => ({ remote, manifest }));
}

/** Forgets every override and returns the page URL without `remote.*` parameters. */
export function resetOverrides(storage: Storage, href: string): string {
  try {
    storage.removeItem(OVERRIDES_KEY);
  } catch {
    // Storage blocked: nothing was remembered.
  }
  const url = new URL(href);
  for (const key of [...url.searchParams.keys()]) {
    if (key.startsWith(PARAM_PREFIX)) url.searchParams.delete(key);
  }
  return url.toString();
}
