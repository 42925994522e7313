import { useSyncExternalStore } from 'react';
import { DEFAULT_SITE_SETTINGS, type RuntimeConfig } from '@thrive/platform';

/**
 * Deploy-time settings the pages show (from the runtime config the shell reads): the app's
 * store listings, crisis helplines and the privacy controller. The shell calls
 * `configureSite` once it has the config, before rendering; pages read `useSiteSettings()`.
 * This package is a federated singleton, so every remote sees what the shell set.
 */
export type { Helpline } from '@thrive/platform';

/** The runtime config's fields the pages show. */
export type SiteSettings = Pick<RuntimeConfig, 'storeUrls' | 'helplines' | 'privacy'> & {
  /** Naira per GB of mobile data: the data saver's cost estimate. */
  dataPriceNairaPerGb: number;
};

/** Without a runtime config: no store links, only 112, the placeholder privacy contact. */
export { DEFAULT_SITE_SETTINGS };

let current: SiteSettings = DEFAULT_SITE_SETTINGS;
const listeners = new Set<() => void>();

/** Sets the settings every page reads (the shell calls it with the runtime config's values). */
export function configureSite(settings: SiteSettings): void {
  current = settings;
  for (const listener of listeners) listener();
}

export function getSiteSettings(): SiteSettings {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The site settings. While a prerendered page hydrates, this is the defaults (the HTML was
 * rendered without the deployment's config); React re-renders with the real settings right
 * after, so hydration never mismatches.
 */
export function useSiteSettings(): SiteSettings {
  return useSyncExternalStore(subscribe, getSiteSettings, () => DEFAULT_SITE_SETTINGS);
}
