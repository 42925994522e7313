import { Link } from 'react-router-dom';
import { AppAvailability, buttonClassName } from '@thrive/ui';
import { DOWNLOAD } from '../content/home';
import ui from '../common/Section.module.css';
import styles from './DownloadSection.module.css';
import { paths } from '@thrive/platform';

/**
 * Where to get the app (badges, or 'on its way' with the launch opt-in); the footer's
 * 'Download the app' link lands here (#download).
 */
export function DownloadSection() {
  return (
    <section
      id="download"
      className={styles.section}
      aria-labelledby="download-heading"
      tabIndex={-1}
    >
      <div className={`${ui.container} ${styles.card}`}>
        <div className={styles.copy}>
          <h2 id="download-heading" className={ui.title}>
            {DOWNLOAD.heading}
          </h2>
          <p className={styles.body}>{DOWNLOAD.body}</p>
          <Link to={paths.signup} className={buttonClassName('primary')}>
            {DOWNLOAD.cta}
          </Link>
        </div>
        <div className={styles.stores}>
          <AppAvailability />
        </div>
      </div>
    </section>
  );
}
