/**
 * Built into `pnpm dev <remote>`'s remoteEntry only (devRemote.rspack.config.ts): when a page
 * loads the dev remote, it listens to the remote's build stream (liveReload.ts) and reloads once
 * a rebuild is served. Never in a release.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { BUILT_EVENT } from './liveReload.ts';

/** The dev remote's build stream, set by the dev build (DefinePlugin). */
declare const THRIVE_DEV_BUILDS_URL: string;

let listening = false;

/**
 * The offline worker answers a reload from its copies of the remote's entry (they change only
 * with a rebuild in place, which is exactly what a dev build does): it goes, and its copies, so
 * the reload asks the dev server. The page registers the worker again as it starts.
 */
async function reloadFromTheNetwork(): Promise<void> {
  try {
    const workers = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(workers.map((worker) => worker.unregister()));
    if (typeof caches !== 'undefined') {
      await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
    }
  } finally {
    location.reload();
  }
}

export default function liveReloadRuntimePlugin(): ModuleFederationRuntimePlugin {
  if (!listening && typeof EventSource !== 'undefined') {
    listening = true;
    new EventSource(THRIVE_DEV_BUILDS_URL).addEventListener(
      BUILT_EVENT,
      () => void reloadFromTheNetwork(),
    );
  }
  return { name: 'thrive-dev-live-reload' };
}
