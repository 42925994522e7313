import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteLocation, RemoteName } from '@thrive/platform';
import { RENDER_ERROR_EVENT, type RenderErrorDetail } from '@thrive/ui';

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

/** An error thrown by a remote's code after it loaded: which release, where, what kind. */
export interface RuntimeError {
  remote: RemoteName;
  version: string;
  /** The page's path with anything that looks like a value replaced (`routePatternOf`). */
  route: string;
  kind: 'render' | 'error' | 'rejection';
}

export interface TelemetryReport {
  loads: RemoteLoad[];
  errors: RuntimeError[];
}

export const TELEMETRY_PATH = '/telemetry/remote-loads';
const FLUSH_DELAY_MS = 2_000;
const MAX_BATCH = 20;
/** Runtime errors one page reports per remote: a loop that throws is one story, not a flood. */
const MAX_ERRORS_PER_REMOTE = 5;

type Send = (url: string, report: TelemetryReport) => void;

/** fetch with keepalive: the report survives the page being left. */
const sendWithFetch: Send = (url, report) => {
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => undefined); // Telemetry never disturbs the page.
};

/**
 * A path without personal data: any segment that is not a plain lower-case word or kebab-case
 * slug (ids, tokens, e-mail addresses) becomes `:value`, the query and fragment are dropped, at
 * most four segments are kept.
 */
export function routePatternOf(pathname: string): string {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .slice(0, 4)
    .map((segment) =>
      segment.length > 32 || !/^[a-z]+(-[a-z]+)*$/.test(segment) ? ':value' : segment,
    );
  return `/${segments.join('/')}`;
}

/** The remote whose release files appear first in a stack (the frame that threw). */
function remoteInStack(stack: string, bases: [RemoteName, string][]): RemoteName | undefined {
  for (const [url] of stack.matchAll(/https?:\/\/[^\s)'"]+/g)) {
    const owner = bases.find(([, base]) => url.startsWith(base));
    if (owner) return owner[0];
  }
  return undefined;
}

/**
 * Reports each remote's load time and failures through the federation runtime's hooks
 * (`beforeRequest` starts the clock, `onLoad` / `errorLoadRemote` stop it), and the errors its
 * code throws once loaded (render errors its boundaries caught, uncaught errors and rejections
 * whose stack points into its release files), batched to the reader API's telemetry endpoint.
 * `pnpm platform:status` (and a canary's watcher) reads the result per release.
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
  const queue: TelemetryReport = { loads: [], errors: [] };
  const errorsSent = new Map<RemoteName, number>();
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
    while (queue.loads.length || queue.errors.length) {
      send(url, {
        loads: queue.loads.splice(0, MAX_BATCH),
        errors: queue.errors.splice(0, MAX_BATCH),
      });
    }
  };
  const report = (name: RemoteName, phase: string, ok: boolean) => {
    const start = started.get(name);
    if (start === undefined) return; // Reported once per load.
    started.delete(name);
    queue.loads.push({
      remote: name,
      version: versionOf(name),
      phase,
      ok,
      durationMs: Math.max(0, Math.round(now() - start)),
    });
    timer ??= setTimeout(flush, FLUSH_DELAY_MS);
  };
  // Release files live under their manifest's folder: a stack frame there is that remote's.
  const bases = Object.entries(manifests).map(([name, manifest]): [RemoteName, string] => [
    name as RemoteName,
    new URL('./', manifest).href,
  ]);
  const reportError = (stack: string | undefined, kind: RuntimeError['kind']) => {
    const name = stack ? remoteInStack(stack, bases) : undefined;
    if (!name || (errorsSent.get(name) ?? 0) >= MAX_ERRORS_PER_REMOTE) return;
    errorsSent.set(name, (errorsSent.get(name) ?? 0) + 1);
    queue.errors.push({
      remote: name,
      version: versionOf(name),
      route: routePatternOf(window.location.pathname),
      kind,
    });
    timer ??= setTimeout(flush, FLUSH_DELAY_MS);
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
    window.addEventListener('error', (event) =>
      reportError(
        event.error instanceof Error ? event.error.stack : event.filename || undefined,
        'error',
      ),
    );
    window.addEventListener('unhandledrejection', (event) =>
      reportError(event.reason instanceof Error ? event.reason.stack : undefined, 'rejection'),
    );
    window.addEventListener(RENDER_ERROR_EVENT, (event) =>
      reportError((event as CustomEvent<RenderErrorDetail>).detail.stack, 'render'),
    );
  }

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
