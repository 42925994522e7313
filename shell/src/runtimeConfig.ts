/**
 * The shell's runtime configuration: where each remote's manifest lives, which remote owns
 * which paths on each host, the API base and the staging allow-list. It is read from
 * `/config.json` (written at deploy time), so one shell build serves every environment.
 */
export type RemoteName = 'marketing' | 'auth' | 'admin';
export type HostKind = 'public' | 'admin';

export interface RemoteMount {
  remote: RemoteName;
  /** Path prefixes the remote owns, e.g. "/signup". "/" owns everything not claimed before it. */
  paths: string[];
}

export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteName, { manifest: string }>;
  hosts: Record<HostKind, RemoteMount[]>;
  /** Origins a staging override may point a remote at. Anything else is refused. */
  allowedRemoteOrigins: string[];
}

/** The contract's local defaults, used when config.json is missing or unreadable. */
export const DEFAULT_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:4000/api/v1',
  remotes: {
    marketing: { manifest: 'http://localhost:3001/mf-manifest.json' },
    auth: { manifest: 'http://localhost:3002/mf-manifest.json' },
    admin: { manifest: 'http://localhost:3003/mf-manifest.json' },
  },
  hosts: {
    public: [
      {
        remote: 'auth',
        paths: ['/signup', '/confirm', '/login', '/reset', '/download2', '/download'],
      },
      { remote: 'marketing', paths: ['/'] },
    ],
    admin: [{ remote: 'admin', paths: ['/'] }],
  },
  allowedRemoteOrigins: [],
};

const REMOTE_NAMES: RemoteName[] = ['marketing', 'auth', 'admin'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function parseMounts(value: unknown): RemoteMount[] | null {
  if (!Array.isArray(value)) return null;
  const mounts = value.filter(
    (m): m is RemoteMount =>
      isObject(m) &&
      REMOTE_NAMES.includes(m.remote as RemoteName) &&
      Array.isArray(m.paths) &&
      m.paths.every((p) => typeof p === 'string' && p.startsWith('/')),
  );
  return mounts.length === value.length ? mounts : null;
}

/** Validates a config.json body field by field; anything malformed keeps its default. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isObject(raw)) return DEFAULT_CONFIG;
  const remotes = { ...DEFAULT_CONFIG.remotes };
  if (isObject(raw.remotes)) {
    for (const name of REMOTE_NAMES) {
      const entry = raw.remotes[name];
      if (isObject(entry) && isHttpUrl(entry.manifest))
        remotes[name] = { manifest: entry.manifest };
    }
  }
  const hosts = { ...DEFAULT_CONFIG.hosts };
  if (isObject(raw.hosts)) {
    for (const kind of ['public', 'admin'] as const) {
      hosts[kind] = parseMounts(raw.hosts[kind]) ?? DEFAULT_CONFIG.hosts[kind];
    }
  }
  return {
    apiBaseUrl: isHttpUrl(raw.apiBaseUrl) ? raw.apiBaseUrl : DEFAULT_CONFIG.apiBaseUrl,
    remotes,
    hosts,
    allowedRemoteOrigins: Array.isArray(raw.allowedRemoteOrigins)
      ? raw.allowedRemoteOrigins.filter(isHttpUrl).map((o) => new URL(o).origin)
      : [],
  };
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.warn(`Runtime config ${url} could not be read; using the local defaults.`, error);
    return DEFAULT_CONFIG;
  }
}

/** Id of the `<script type="application/json">` the shell's server inlines the config into. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'thrive-runtime-config';

/** The config the shell's server inlined into the page (no extra round trip), if any. */
export function readInlineRuntimeConfig(doc: Document): RuntimeConfig | null {
  const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch (error) {
    console.warn('The inlined runtime config could not be read; fetching it instead.', error);
    return null;
  }
}
