import { i18n } from '@thrive/i18n';
import { useSiteSettings } from '../siteSettings';
import { AppLaunchOptIn } from './AppLaunchOptIn';
import { availablePlatforms, StoreBadges } from './StoreBadges';
import styles from './AppAvailability.module.css';
import '../catalog';

export const APP_AVAILABILITY = {
  get onItsWay() {
    return i18n._('ui.app.onItsWay');
  },
  get optInLead() {
    return i18n._('ui.app.optInLead');
  },
  available: (platforms: string) => i18n._('ui.app.available', { platforms }),
};

/**
 * Where to get the app, told the same way on every page: the store badges (links only where
 * the runtime config has a listing) and, while a store is still missing, "on its way" with
 * the "tell me when it's out" opt-in. Nothing claims the app is available before a link exists.
 */
export function AppAvailability() {
  const { storeUrls } = useSiteSettings();
  const platforms = availablePlatforms(storeUrls);
  const complete = Boolean(storeUrls.android && storeUrls.ios);
  return (
    <div className={styles.availability}>
      <p className={styles.status}>
        {platforms ? APP_AVAILABILITY.available(platforms) : APP_AVAILABILITY.onItsWay}
      </p>
      <StoreBadges storeUrls={storeUrls} />
      {!complete && <AppLaunchOptIn lead={APP_AVAILABILITY.optInLead} />}
    </div>
  );
}
