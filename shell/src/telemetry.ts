import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteLocation, RemoteName } from '@thrive/platform';

/** What one remote load reports: no user, no page URL — which build, how it went, how long. */
export interface RemoteLoad {
  remote: RemoteName;
  /** The release id, "local" for an unreleased build, "override" for a staging swap. */
  version: string;
  /** "loaded", or the federation lifecycle where it failed. */
  phase: string;
  ok: boolean;
  durationMs: number;
}

export const TELEMETRY_PATH = '/telemetry/remote-loads';
const FLUSH_DELAY_MS = 2_000;
const MAX_BATCH = 20;

type Send = (url: string, loads: RemoteLoad[]) => void;

/** fetch with keepalive: the report survives the page being left. */
const sendWithFetch: Send = (url, loads) => {
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ loads }),
  }).catch(() => undefined); // Telemetry never disturbs the page.
};

/**
 * Reports each remote's load time and failures through the federation runtime's hooks
 * (`beforeRequest` starts the clock, `onLoad` / `errorLoadRemote` stop it), batched to the
 * reader API's telemetry endpoint. `pnpm platform:status` shows the result per release.
 */
export function telemetryPlugin(options: {
  apiBaseUrl: string;
  locations: Partial<Record<RemoteName, RemoteLocation>>;
  manifests: Partial<Record<RemoteName, string>>;
  send?: Send;
  now?: () => number;
}): ModuleFederationRuntimePlugin {
  const { locations, manifests, send = sendWithFetch, now = () => performance.now() } = options;
  const url = `${options.apiBaseUrl.replace(/\/+$/, '')}${TELEMETRY_PATH}`;
  const started = new Map<RemoteName, number>();
  const queue: RemoteLoad[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const remoteOf = (id: string | undefined): RemoteName | undefined => {
    if (!id) return undefined;
    const byManifest = Object.entries(manifests).find(([, manifest]) => manifest === id);
    const name = (byManifest?.[0] ?? id.split('/')[0]) as RemoteName;
    return name in manifests ? name : undefined;
  };
  const versionOf = (name: RemoteName) => {
    const location = locations[name];
    if (!location || manifests[name] !== location.manifest) return 'override';
    return location.version ?? 'local';
  };
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    while (queue.length) send(url, queue.splice(0, MAX_BATCH));
  };
  const report = (name: RemoteName, phase: string, ok: boolean) => {
    const start = started.get(name);
    if (start === undefined) return; // Reported once per load.
    started.delete(name);
    queue.push({
      remote: name,
      version: versionOf(name),
      phase,
      ok,
      durationMs: Math.max(0, Math.round(now() - start)),
    });
    timer ??= setTimeout(flush, FLUSH_DELAY_MS);
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);

  return {
    name: 'thrive-remote-load-telemetry',
    beforeRequest(args) {
      const name = remoteOf(args.id);
      if (name && !started.has(name)) started.set(name, now());
      return args;
    },
    onLoad(args) {
      const name = remoteOf(args.id ?? args.pkgNameOrAlias);
      if (name) report(name, 'loaded', true);
      return args;
    },
    errorLoadRemote({ id, lifecycle }) {
      const name = remoteOf(id);
      if (name) report(name, lifecycle, false);
      return undefined;
    },
  };
}
