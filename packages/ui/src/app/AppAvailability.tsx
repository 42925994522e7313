import { useSiteSettings } from '../siteSettings';
import { AppLaunchOptIn } from './AppLaunchOptIn';
import { availablePlatforms, StoreBadges } from './StoreBadges';
import styles from './AppAvailability.module.css';

export const APP_AVAILABILITY = {
  onItsWay: 'The Thrive app for Android and iPhone is on its way.',
  optInLead: "Leave your e-mail and we'll tell you once, when it's out.",
  available: (platforms: string) => `Available for ${platforms}`,
} as const;

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
