import { Link } from 'react-router-dom';
import { buttonClassName } from '@thrive/ui';
import styles from './Profile.module.css';

/** SPEC section 8: a profile route reached without a user in navigation state. */
export function UserNotFound({ listPath, listLabel }: { listPath: string; listLabel: string }) {
  return (
    <div className={styles.notFound}>
      <h1 className={styles.notFoundTitle}>User Not Found</h1>
      <p>
        Profiles open from the lists: choose a name on the {listLabel} page to see their profile.
      </p>
      <Link to={listPath} className={buttonClassName('primary')}>
        Go to {listLabel}
      </Link>
    </div>
  );
}
