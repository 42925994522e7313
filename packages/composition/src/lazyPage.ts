import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { catalogsLoaded } from '@thrive/i18n';
import type { PageRoute } from './contract';
import { pageKeyFor } from './pageKeys';

type PageModule = { default: ComponentType };

/** A route table's page: a lazy component that can be loaded before it renders. */
export interface LazyPage extends LazyExoticComponent<ComponentType> {
  /** Loads the page's chunk and its catalogs; rejects when they cannot be loaded. */
  preload(): Promise<void>;
}

/**
 * A page's chunk for a remote's route table, rendered once the catalogs it registered speak
 * the page's locale: a Pidgin page never shows English or a message id first, and hydration
 * finds the words the prerender wrote. It lives here, bundled by each remote, not in the
 * federated @thrive/i18n: a remote must not need an export an older shell's copy lacks.
 *
 * A page already loaded (preload, preparePage) is handed to React at once: React.lazy reads a
 * thenable that calls back synchronously without suspending. A page that suspended while the
 * prerendered page hydrated was hydrated later in React's retry lane, which React holds back
 * 300 ms after a fallback (FALLBACK_THROTTLE_MS): the page stayed dead that much longer.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      async (module) => {
        await catalogsLoaded();
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // The next render or preload goes back to the network.
        loading = undefined;
        throw error;
      },
    ));
  const Page = lazy(() =>
    loaded
      ? // React.lazy takes any thenable; this one is settled.
        ({
          then: (resolve: (module: PageModule) => void) => resolve(loaded!),
        } as Promise<PageModule>)
      : loadOnce(),
  );
  return Object.assign(Page, { preload: () => loadOnce().then(() => undefined) });
}

/**
 * Loads the page of `path` (a remote's local path, without a locale prefix) before the shell
 * hydrates it, so the whole page hydrates in one pass. A remote's `./App` exports it bound to its
 * route table (RemoteAppModule.preparePage).
 */
export async function preparePage(routes: readonly PageRoute[], path: string): Promise<void> {
  const key = pageKeyFor(
    routes.map((route) => route.path),
    path,
  );
  const page = routes.find((route) => route.path === key)?.Page as Partial<LazyPage> | undefined;
  await page?.preload?.();
}
