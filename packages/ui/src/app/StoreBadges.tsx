import { i18n } from '@thrive/i18n';
import type { StoreUrls } from '@thrive/platform';
import googlePlayBadge from './google-play-badge.svg';
import appStoreBadge from './app-store-badge.svg';
import styles from './StoreBadges.module.css';
import { DeferredImage } from '../image/DeferredImage';
import '../catalog';

interface Store {
  key: keyof StoreUrls;
  /** The store's name, as the badge shows it. */
  name: string;
  /** The badge's own words: the link's accessible name. */
  cta: string;
  badge: string;
}

const STORES: readonly Store[] = [
  {
    key: 'android',
    name: 'Google Play',
    get cta() {
      return i18n._('ui.app.store.android');
    },
    badge: googlePlayBadge,
  },
  {
    key: 'ios',
    name: 'App Store',
    get cta() {
      return i18n._('ui.app.store.ios');
    },
    badge: appStoreBadge,
  },
];

/** What every badge without a listing says, on every page. */
export const APP_ON_ITS_WAY = () => i18n._('ui.app.onItsWayBadge');

/**
 * The Google Play and App Store badges, shown as the artwork files are (never recoloured,
 * cropped, dimmed or overlaid: the words go under the badge). A badge links to its listing
 * once the runtime config has its URL; until then it is a picture with the same words under
 * every such badge: on its way.
 *
 * The badges load lazily, once the page is interactive (DeferredImage): they sit below a
 * phone's first screen, and on a slow link they shared it with the scripts the page needs.
 *
 * The two SVG files beside this component are stand-ins drawn for development; before launch
 * they are replaced by the official badge files from Google's and Apple's badge pages (this
 * component is the only place that uses them).
 */
export function StoreBadges({
  storeUrls,
  className,
}: {
  storeUrls: StoreUrls;
  className?: string;
}) {
  return (
    <ul
      className={[styles.badges, className].filter(Boolean).join(' ')}
      aria-label={i18n._('ui.app.storesLabel')}
    >
      {STORES.map((store) => {
        const url = storeUrls[store.key];
        return (
          <li key={store.key} className={styles.store}>
            {url ? (
              <a href={url} target="_blank" rel="noopener noreferrer" className={styles.link}>
                <DeferredImage
                  src={store.badge}
                  alt={i18n._('ui.app.store.newTab', { cta: store.cta })}
                  width={180}
                  height={54}
                />
              </a>
            ) : (
              <>
                <DeferredImage src={store.badge} alt={`${store.name}:`} width={180} height={54} />
                <span className={styles.soon}>{APP_ON_ITS_WAY()}</span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** 'Android and iPhone', 'Android', 'iPhone' or null: where the app can be had today. */
export function availablePlatforms(storeUrls: StoreUrls): string | null {
  const names = [storeUrls.android && 'Android', storeUrls.ios && 'iPhone'].filter(Boolean);
  if (names.length === 2) return i18n._('ui.app.platforms', { first: names[0], second: names[1] });
  return names[0] || null;
}
