import { Link } from 'react-router-dom';
import { buttonClassName } from '@thrive/ui';
import type { SessionUser } from '@thrive/auth-store';
import { ACCOUNT_LINKS } from '../content/site';
import styles from './AccountLinks.module.css';

export interface AccountLinksProps {
  user: SessionUser | null;
  /** Called when a link is chosen (the drawer closes itself with it). */
  onNavigate?: () => void;
  layout?: 'row' | 'stack';
}

/**
 * Signed out: 'Log in' and 'Get Started'. Signed in (the shared session from
 * @thrive/auth-store): a greeting and the 'Your account' link to /download.
 */
export function AccountLinks({ user, onNavigate, layout = 'row' }: AccountLinksProps) {
  const { login, signup, account } = ACCOUNT_LINKS;
  return (
    <div className={`${styles.links} ${styles[layout]}`}>
      {user ? (
        <>
          <span className={styles.greeting}>Hi, {user.first_name}</span>
          <Link
            to={account.to}
            className={buttonClassName('secondary', layout === 'stack')}
            onClick={onNavigate}
          >
            {account.label}
          </Link>
        </>
      ) : (
        <>
          <Link
            to={login.to}
            className={buttonClassName('ghost', layout === 'stack')}
            onClick={onNavigate}
          >
            {login.label}
          </Link>
          <Link
            to={signup.to}
            className={buttonClassName('primary', layout === 'stack')}
            onClick={onNavigate}
          >
            {signup.label}
          </Link>
        </>
      )}
    </div>
  );
}
