import { useSyncExternalStore } from 'react';

/**
 * Deploy-time settings the pages show (from the runtime config the shell reads): the app's
 * store listings, crisis helplines and the privacy controller. The shell calls
 * `configureSite` once it has the config, before rendering; pages read `useSiteSettings()`.
 * This package is a federated singleton, so every remote sees what the shell set.
 */
export interface Helpline {
  name: string;
  /** As dialled, e.g. '112' or '+2348000000000'. */
  number: string;
  /** When it answers, in words: '24 hours, every day'. */
  hours: string;
  languages: string[];
  /** The day someone last checked that the number answers (YYYY-MM-DD). */
  lastVerified: string;
}

export interface SiteSettings {
  /** Store listings of the mobile app; null until the listing is published. */
  storeUrls: { android: string | null; ios: string | null };
  /** Helplines shown under 112 in "Need help now?"; only numbers someone has verified. */
  helplines: Helpline[];
  privacy: { controller: string; contactEmail: string };
}

/** What a page shows before (or without) a runtime config: no store links, only 112. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  storeUrls: { android: null, ios: null },
  helplines: [],
  privacy: { controller: 'Thrive', contactEmail: 'privacy@thrive.example' },
};

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
