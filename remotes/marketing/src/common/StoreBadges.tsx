import googlePlay from '../assets/badges/google-play.svg';
import appStore from '../assets/badges/app-store.svg';
import { APP_STORES, type AppStore } from '../content/site';
import styles from './StoreBadges.module.css';

const BADGE_IMAGE: Record<AppStore['id'], string> = {
  'google-play': googlePlay,
  'app-store': appStore,
};

/**
 * The Google Play and App Store badges. A badge links to its store listing once the listing's
 * address is set in content/site.ts; until then it is a picture, not a link that goes nowhere.
 */
export function StoreBadges({ className }: { className?: string }) {
  return (
    <ul className={[styles.badges, className].filter(Boolean).join(' ')}>
      {APP_STORES.map((store) => {
        const img = <img src={BADGE_IMAGE[store.id]} alt={store.label} width={180} height={54} />;
        return (
          <li key={store.id}>
            {store.url ? (
              <a href={store.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {img}
              </a>
            ) : (
              img
            )}
          </li>
        );
      })}
    </ul>
  );
}
