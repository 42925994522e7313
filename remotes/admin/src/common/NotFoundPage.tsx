import { Link } from 'react-router-dom';
import { buttonClassName, useDocumentTitle } from '@thrive/ui';
import styles from './NotFoundPage.module.css';

/** Any other path on the admin host. */
export default function NotFoundPage() {
  useDocumentTitle('Page not found · Admin');
  return (
    <div className={styles.box}>
      <h1 className={styles.title}>Page not found</h1>
      <p>There is no admin page at this address. Use the navigation or go back to the dashboard.</p>
      <Link to="/" className={buttonClassName('primary')}>
        Go to the dashboard
      </Link>
    </div>
  );
}
