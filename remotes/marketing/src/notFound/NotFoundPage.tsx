import { Link } from 'react-router-dom';
import { buttonClassName, useDocumentTitle } from '@thrive/ui';
import { NOT_FOUND } from './copy';
import ui from '../common/Section.module.css';
import styles from './NotFoundPage.module.css';

/** Any public path the site does not have. */
export default function NotFoundPage() {
  useDocumentTitle(NOT_FOUND.title);
  return (
    <section className={`${ui.section} ${styles.page}`} aria-labelledby="not-found-heading">
      <div className={`${ui.narrow} ${ui.centered}`}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-heading" className={ui.pageTitle}>
          {NOT_FOUND.heading}
        </h1>
        <p className={ui.lead}>{NOT_FOUND.lead}</p>
        <div className={styles.actions}>
          <Link to="/" className={buttonClassName('primary')}>
            {NOT_FOUND.home}
          </Link>
          <Link to="/help" className={buttonClassName('secondary')}>
            {NOT_FOUND.help}
          </Link>
        </div>
      </div>
    </section>
  );
}
