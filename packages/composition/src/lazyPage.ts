import { lazy, type ComponentType } from 'react';
import { catalogsLoaded } from '@thrive/i18n';

/**
 * A page's chunk for a remote's route table, rendered once the catalogs it registered speak
 * the page's locale: a Pidgin page never shows English or a message id first, and hydration
 * finds the words the prerender wrote. It lives here, bundled by each remote, not in the
 * federated @thrive/i18n: a remote must not need an export an older shell's copy lacks.
 */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() =>
    load().then(async (module) => {
      await catalogsLoaded();
      return module;
    }),
  );
