import { Link } from 'react-router-dom';
import { buttonClassName, useDocumentTitle } from '@thrive/ui';
import ui from '../common/Section.module.css';
import styles from './NotFoundPage.module.css';

/** Any public path the site does not have. */
export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className={`${ui.section} ${styles.page}`} aria-labelledby="not-found-heading">
      <div className={`${ui.narrow} ${ui.centered}`}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-heading" className={ui.pageTitle}>
          Page not found
        </h1>
        <p className={ui.lead}>
          We couldn’t find the page you were looking for. It may have moved, or the link may be
          mistyped.
        </p>
        <div className={styles.actions}>
          <Link to="/" className={buttonClassName('primary')}>
            Go to the home page
          </Link>
          <Link to="/help" className={buttonClassName('secondary')}>
            Get help
          </Link>
        </div>
      </div>
    </section>
  );
}
