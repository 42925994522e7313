import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@thrive/ui';
import type { RuntimeConfig } from './runtimeConfig';

/**
 * The fields of the runtime config the pages show. A config.json written before these fields
 * existed still works: a missing field keeps its default.
 */
export function siteSettingsOf(config: Partial<RuntimeConfig>): SiteSettings {
  return {
    storeUrls: config.storeUrls ?? DEFAULT_SITE_SETTINGS.storeUrls,
    helplines: config.helplines ?? DEFAULT_SITE_SETTINGS.helplines,
    privacy: config.privacy ?? DEFAULT_SITE_SETTINGS.privacy,
    dataPriceNairaPerGb: config.dataPriceNairaPerGb ?? DEFAULT_SITE_SETTINGS.dataPriceNairaPerGb,
  };
}
