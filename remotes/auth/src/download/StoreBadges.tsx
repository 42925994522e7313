import { STORE_URLS } from '../constants';
import appStoreBadge from './assets/app-store-badge.svg';
import googlePlayBadge from './assets/google-play-badge.svg';
import styles from './Download.module.css';

interface Store {
  key: keyof typeof STORE_URLS;
  name: string;
  badge: string;
  /** The badge's own words, for the link's accessible name. */
  cta: string;
}

const STORES: Store[] = [
  { key: 'googlePlay', name: 'Google Play', badge: googlePlayBadge, cta: 'Get it on Google Play' },
  {
    key: 'appStore',
    name: 'the App Store',
    badge: appStoreBadge,
    cta: 'Download on the App Store',
  },
];

/**
 * Google Play and App Store badges. A store without a listing yet (its STORE_URLS entry is
 * null) shows its badge marked "Coming soon" instead of a link that leads nowhere.
 */
export function StoreBadges() {
  const comingSoon = STORES.filter(({ key }) => !STORE_URLS[key]);
  return (
    <div className={styles.stores}>
      <ul className={styles.badges} aria-label="App stores">
        {STORES.map(({ key, name, badge, cta }) => {
          const url = STORE_URLS[key];
          return (
            <li key={key}>
              {url ? (
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.badgeLink}
                >
                  <img src={badge} alt={`${cta} (opens in a new tab)`} width={180} height={54} />
                </a>
              ) : (
                <span className={styles.badgeSoon}>
                  <img src={badge} alt={`${name} badge`} width={180} height={54} />
                  <span className={styles.soonTag}>Coming soon</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {comingSoon.length > 0 && (
        <p className={styles.storeNote}>
          The Thrive app is coming soon to {comingSoon.map(({ name }) => name).join(' and ')}.
        </p>
      )}
    </div>
  );
}
