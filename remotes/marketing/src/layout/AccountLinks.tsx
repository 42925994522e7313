import { useState } from 'react';
import { Link } from 'react-router-dom';
import { logOut } from '@thrive/api-client';
import type { SessionUser } from '@thrive/auth-store';
import { Button, buttonClassName, VisuallyHidden } from '@thrive/ui';
import { ACCOUNT_LINKS } from '../content/site';
import styles from './AccountLinks.module.css';

export interface AccountLinksProps {
  user: SessionUser | null;
  /** Called when a link is chosen (the drawer closes itself with it). */
  onNavigate?: () => void;
  /** Called once the reader has logged out (focus and the announcement are the caller's). */
  onLoggedOut?: () => void;
  /** 'row': the desktop header; 'compact': the phone's header bar; 'stack': the drawer. */
  layout?: 'row' | 'compact' | 'stack';
}

/**
 * Signed out: 'Log in' and 'Get Started'. Signed in (the shared session): the reader's first
 * name, leading to their account page, and 'Log out' (the API revokes the session, then it is
 * cleared in every tab).
 */
export function AccountLinks({ user, onNavigate, onLoggedOut, layout = 'row' }: AccountLinksProps) {
  const { login, signup, account, logout } = ACCOUNT_LINKS;
  const [busy, setBusy] = useState(false);
  const block = layout === 'stack';

  const onLogOut = async () => {
    setBusy(true);
    await logOut();
    setBusy(false);
    onLoggedOut?.();
  };

  if (user) {
    return (
      <div
        className={`${styles.links} ${styles[layout]}`}
        data-account="signed-in"
        data-testid="account-area"
      >
        <Link to={account.to} className={styles.greeting} onClick={onNavigate}>
          <span className={styles.text}>
            <span className={styles.hi}>Hi, </span>
            {user.first_name}
          </span>
          <VisuallyHidden> ({account.label.toLowerCase()})</VisuallyHidden>
        </Link>
        <Button
          variant={layout === 'stack' ? 'secondary' : 'ghost'}
          block={block}
          className={styles.logout}
          onClick={onLogOut}
          busy={busy}
          busyLabel={logout.busyLabel}
        >
          {logout.label}
        </Button>
      </div>
    );
  }

  return (
    <div
      className={`${styles.links} ${styles[layout]}`}
      data-account="signed-out"
      data-testid="account-area"
    >
      <Link
        to={login.to}
        className={`${buttonClassName('ghost', block)} ${styles.login}`}
        onClick={onNavigate}
      >
        {login.label}
      </Link>
      <Link
        to={signup.to}
        className={`${buttonClassName('primary', block)} ${styles.signup}`}
        onClick={onNavigate}
      >
        {signup.label}
      </Link>
    </div>
  );
}
