import { lazy, type ComponentType } from 'react';
import { catalogsLoaded } from '@thrive/i18n';

/**
 * A page's chunk for a remote's route table (here, bundled by each remote, rather than in the
 * federated @thrive/i18n: a remote must not need an export an older shell's copy lacks), rendered once the catalogs it registered speak
 * the page's locale: a Pidgin page never shows English or a message id first, and hydration
 * finds the words the prerender wrote.
 */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() =>
    load().then(async (module) => {
      await catalogsLoaded();
      return module;
    }),
  );
