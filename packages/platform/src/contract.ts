/**
 * The runtime-config contract: what `/config.json` (or the config the shell's server inlines)
 * tells the shell — where each remote lives, which remote owns which paths on each host, the
 * API base and whether staging overrides are allowed. One shell build serves every
 * environment because this is read at run time. Its parser is in runtimeConfig.ts (kept apart
 * so code that needs only the defaults never bundles zod).
 */
import {
  api,
  hostKinds,
  remoteNames,
  remotes,
  remotesOfHost,
  type HostKind,
  type RemoteName,
} from './apps';
import { DEFAULT_DATA_PRICE_NAIRA_PER_GB } from './dataSaver';
import { defaultOrigins, type Origins } from './topology';

export interface RemoteMount {
  remote: RemoteName;
  /** Path prefixes the remote owns, e.g. "/signup". "/" owns everything not claimed before it. */
  paths: string[];
}

export interface RemoteLocation {
  /** URL of the remote's `mf-manifest.json`. */
  manifest: string;
  /** Release id of the build the manifest belongs to, when it was published as a release. */
  version?: string;
  /** Subresource Integrity of the remote's entry script (`sha384-…`), enforced by the shell. */
  integrity?: string;
  /** Subresource Integrity of the manifest itself, enforced by the shell. */
  manifestIntegrity?: string;
}

export interface StagingOverrides {
  /** Off unless the environment's config turns them on. */
  enabled: boolean;
  /** Origins an override may point a remote at. Anything else is refused. */
  allowedOrigins: string[];
}

/** The mobile app's store listings; null until the listing is published. */
export interface StoreUrls {
  android: string | null;
  ios: string | null;
}

/** A crisis helpline shown under 112 in "Need help now?". Ship only verified numbers. */
export interface Helpline {
  name: string;
  /** As dialled: digits, optionally a leading '+' (e.g. '+2348000000000'). */
  number: string;
  /** When it answers, in words: '24 hours, every day'. */
  hours: string;
  languages: string[];
  /** The day someone last checked that the number answers (YYYY-MM-DD). */
  lastVerified: string;
}

/** Who is responsible for readers' personal data, and where to write about it. */
export interface PrivacyContact {
  controller: string;
  contactEmail: string;
}

export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteName, RemoteLocation>;
  hosts: Record<HostKind, RemoteMount[]>;
  stagingOverrides: StagingOverrides;
  storeUrls: StoreUrls;
  helplines: Helpline[];
  privacy: PrivacyContact;
  /**
   * What a gigabyte of mobile data roughly costs a reader, in naira (the data saver's
   * estimate); without it, DEFAULT_DATA_PRICE_NAIRA_PER_GB (dataSaver.ts, with its source).
   */
  dataPriceNairaPerGb?: number;
}

/** The hosts a store listing may point at (nothing else is accepted as a store URL). */
export const STORE_HOSTS = { android: 'play.google.com', ios: 'apps.apple.com' } as const;

/**
 * What the pages show without a deployment's settings: no store links (the app is "on its
 * way"), no helplines but 112 (only verified numbers are listed, and a deployment adds
 * them), and a placeholder privacy contact on a reserved domain that a deployment replaces.
 */
export const DEFAULT_SITE_SETTINGS: Pick<RuntimeConfig, 'storeUrls' | 'helplines' | 'privacy'> & {
  dataPriceNairaPerGb: number;
} = {
  storeUrls: { android: null, ios: null },
  helplines: [],
  privacy: { controller: 'Thrive', contactEmail: 'privacy@thrive.example' },
  dataPriceNairaPerGb: DEFAULT_DATA_PRICE_NAIRA_PER_GB,
};

export const MANIFEST_FILE = 'mf-manifest.json';

export const manifestUrl = (origin: string) => `${origin}/${MANIFEST_FILE}`;

/** Each host's mounts, from the apps table (most specific prefixes first). */
export function defaultHosts(): Record<HostKind, RemoteMount[]> {
  const hosts = {} as Record<HostKind, RemoteMount[]>;
  for (const host of hostKinds) {
    hosts[host] = remotesOfHost(host).map((remote) => ({
      remote,
      paths: [...remotes[remote].pathPrefixes],
    }));
  }
  return hosts;
}

/** The config of a local stack listening on `origins`. */
export function defaultRuntimeConfig(origins: Origins = defaultOrigins): RuntimeConfig {
  const locations = {} as Record<RemoteName, RemoteLocation>;
  for (const name of remoteNames) locations[name] = { manifest: manifestUrl(origins[name]) };
  return {
    apiBaseUrl: `${origins.api}${api.basePath}`,
    remotes: locations,
    hosts: defaultHosts(),
    stagingOverrides: { enabled: false, allowedOrigins: [] },
    storeUrls: { ...DEFAULT_SITE_SETTINGS.storeUrls },
    helplines: [...DEFAULT_SITE_SETTINGS.helplines],
    privacy: { ...DEFAULT_SITE_SETTINGS.privacy },
  };
}

/** The API base of a local stack (the api-client's default before the config is read). */
export const DEFAULT_API_BASE_URL = `${defaultOrigins.api}${api.basePath}`;

/** The contract's local defaults (each app's default port from the table, 4000 for the API). */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = defaultRuntimeConfig();

/** Every origin the site may load remote code and assets from, overrides included when enabled. */
export function remoteOrigins(config: RuntimeConfig, only?: readonly RemoteName[]): string[] {
  const names = only ?? remoteNames;
  const fromManifests = names.map((name) => new URL(config.remotes[name].manifest).origin);
  const staging = config.stagingOverrides.enabled ? config.stagingOverrides.allowedOrigins : [];
  return [...new Set([...fromManifests, ...staging])];
}
