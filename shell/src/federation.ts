import type { ComponentType } from 'react';
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { catalogsLoaded } from '@thrive/i18n';
import type { RemoteAppModule } from '@thrive/platform';
import type { RemoteName } from './runtimeConfig';

/**
 * Fault isolation, layered as the Module Federation docs suggest:
 * 1. the retry plugin retries a failed manifest or entry download a couple of times;
 * 2. the `errorLoadRemote` hook reports what failed, once, with the remote's name;
 * 3. the React error boundary in RemoteOutlet shows the fallback and its "Try again".
 */
const reportLoadErrors: ModuleFederationRuntimePlugin = {
  name: 'thrive-report-load-errors',
  errorLoadRemote({ id, error, lifecycle }) {
    console.error(`Remote module "${id}" could not be loaded (${lifecycle}).`, error);
    // Returning nothing lets the error reach the React error boundary, which offers a retry.
    return undefined;
  },
};

let manifests: Partial<Record<RemoteName, string>> = {};
const appCache = new Map<RemoteName, Promise<RemoteAppModule>>();
const appComponents = new WeakMap<Promise<RemoteAppModule>, Promise<ComponentType>>();

/** Registers this host's remotes (and only those: the other host's code is never reachable). */
export function initFederation(
  hostManifests: Partial<Record<RemoteName, string>>,
  /** Run before the others (integrity must be set before the retry plugin fetches). */
  firstPlugins: ModuleFederationRuntimePlugin[] = [],
): void {
  manifests = hostManifests;
  registerPlugins([
    ...firstPlugins,
    RetryPlugin({
      fetch: { retryTimes: 2, retryDelay: 400 },
      script: { retryTimes: 2, retryDelay: 400 },
    }) as unknown as ModuleFederationRuntimePlugin,
    reportLoadErrors,
  ]);
  registerRemotes(Object.entries(hostManifests).map(([name, entry]) => ({ name, entry })));
}

/** Loads a remote's public API (`<remote>/App`, its route tree); one request per remote. */
function loadAppModule(name: RemoteName): Promise<RemoteAppModule> {
  let pending = appCache.get(name);
  if (!pending) {
    pending = loadRemote<Partial<RemoteAppModule>>(`${name}/App`).then(async (module) => {
      if (!module?.default) throw new Error(`Remote "${name}" does not expose an App component.`);
      // The remote registered its catalogs as its module ran: render once they speak the
      // page's locale, so a Pidgin page never shows the remote in English first.
      await catalogsLoaded();
      return module as RemoteAppModule;
    });
    // A failure stays cached until "Try again" (resetRemote): React re-renders a failed tree
    // once before showing the error boundary, and that must not hit the network again.
    appCache.set(name, pending);
  }
  return pending;
}

/**
 * A remote's route tree, to render inside the shell's router: the same promise for as long as
 * the module's (React's `use` needs a cached promise).
 */
export function loadRemoteApp(name: RemoteName): Promise<ComponentType> {
  const module = loadAppModule(name);
  let app = appComponents.get(module);
  if (!app) {
    app = settledForUse(module.then((loaded) => loaded.default));
    appComponents.set(module, app);
  }
  return app;
}

/**
 * Marks the promise with its outcome once settled, as React's `use` reads it: a promise it
 * finds fulfilled is read at once. Without the mark `use` suspends once even on a loaded
 * remote, and a suspended part of a page being hydrated is left for a second pass, after the
 * rest of the page has been committed.
 */
function settledForUse<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

/**
 * Loads the remote and what its page at `path` (without a locale prefix) renders, so a
 * prerendered page hydrates in one pass (RemoteAppModule.preparePage; optional for a remote).
 */
export async function loadRemotePage(name: RemoteName, path: string): Promise<void> {
  const module = await loadAppModule(name);
  await Promise.all([loadRemoteApp(name), module.preparePage?.(path)]);
}

/** Forgets a failed remote so the next load really goes back to the network. */
export function resetRemote(name: RemoteName): void {
  appCache.delete(name);
  const entry = manifests[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
