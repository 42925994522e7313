import { DEFAULT_RUNTIME_CONFIG } from '@thrive/platform';
import { DEFAULT_SITE_SETTINGS } from '@thrive/ui';
import { siteSettingsOf } from './siteSettings';

it('hands the pages the config’s store links, helplines and privacy contact', () => {
  const config = {
    ...DEFAULT_RUNTIME_CONFIG,
    storeUrls: { android: 'https://play.google.com/store/apps/details?id=ng.thrive', ios: null },
    privacy: { controller: 'Thrive Wellness Ltd', contactEmail: 'privacy@thrive.example.ng' },
  };
  expect(siteSettingsOf(config)).toEqual({
    storeUrls: config.storeUrls,
    helplines: [],
    privacy: config.privacy,
    dataPriceNairaPerGb: 475,
  });
  expect(siteSettingsOf({ ...config, dataPriceNairaPerGb: 620 }).dataPriceNairaPerGb).toBe(620);
});

it('keeps the defaults for a config written before these fields existed', () => {
  const { storeUrls: _s, helplines: _h, privacy: _p, ...older } = DEFAULT_RUNTIME_CONFIG;
  expect(siteSettingsOf(older)).toEqual(DEFAULT_SITE_SETTINGS);
});
