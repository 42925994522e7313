import { i18n } from '@thrive/i18n';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { logOut } from '@thrive/api-client';
import { useSignedInUser } from '@thrive/auth-store';
import { paths } from '@thrive/platform';
import { Button, buttonClassName } from '../Button';
import { VisuallyHidden } from '../Status';
import { NotificationBell } from './NotificationBell';
import styles from './AccountLinks.module.css';
import '../catalog';

/** The account area's words, the same in every header of the public site. */
export const ACCOUNT_LINKS = {
  login: {
    to: paths.login,
    get label() {
      return i18n._('ui.account.login');
    },
  },
  signup: {
    to: paths.signup,
    get label() {
      return i18n._('ui.account.signup');
    },
  },
  /** Shown instead of 'Log in' when the shared session has a user. */
  account: {
    to: paths.account,
    get label() {
      return i18n._('ui.account.account');
    },
  },
  logout: {
    get label() {
      return i18n._('ui.account.logout');
    },
    get busyLabel() {
      return i18n._('ui.account.loggingOut');
    },
    get done() {
      return i18n._('ui.account.loggedOut');
    },
  },
};

export interface AccountLinksProps {
  /** Called when a link is chosen (the drawer closes itself with it). */
  onNavigate?: () => void;
  /** Called once the reader has logged out (focus and the announcement are the caller's). */
  onLoggedOut?: () => void;
  /** 'row': a wide header; 'compact': the phone's header bar; 'stack': the drawer. */
  layout?: 'row' | 'compact' | 'stack';
  /**
   * What a signed-out visitor sees: 'links' (Log in, Get Started), or 'nothing' where the page
   * itself is the way in (the account pages). The area keeps its place either way.
   */
  signedOut?: 'links' | 'nothing';
  /** Signed in, the notifications bell with its unread count (the site header's bars). */
  bell?: boolean;
}

/**
 * The header's account area, shared by every remote's header. Signed out: 'Log in' and
 * 'Get Started'. Signed in (the shared session): the reader's first name, leading to their
 * account page, and 'Log out' (the API revokes the session, then it is cleared in every tab).
 * Prerendered pages are signed out; the session fills the area in right after hydration, so
 * the area's box must not depend on which state it shows (see AccountLinks.module.css).
 */
export function AccountLinks({
  onNavigate,
  onLoggedOut,
  layout = 'row',
  signedOut = 'links',
  bell = false,
}: AccountLinksProps) {
  const user = useSignedInUser();
  const { login, signup, account, logout } = ACCOUNT_LINKS;
  const [busy, setBusy] = useState(false);
  const block = layout === 'stack';
  // Only the layouts that need their own rules have a class (no `undefined` in the markup).
  const className = [styles.links, styles[layout]].filter(Boolean).join(' ');

  const onLogOut = async () => {
    setBusy(true);
    await logOut();
    setBusy(false);
    onLoggedOut?.();
  };

  if (user) {
    return (
      <div className={className} data-account="signed-in" data-testid="account-area">
        {/* Keys: a new element, not the signed-out link moved and restyled (a layout shift). */}
        {bell && <NotificationBell key="bell" onNavigate={onNavigate} />}
        <Link key="account" to={account.to} className={styles.greeting} onClick={onNavigate}>
          <span className={styles.text}>
            <span className={styles.hi}>{i18n._('ui.account.hi')} </span>
            {user.first_name}
          </span>
          <VisuallyHidden>
            {' '}
            {i18n._('ui.account.accountHidden', { label: account.label.toLowerCase() })}
          </VisuallyHidden>
        </Link>
        <Button
          variant={block ? 'secondary' : 'ghost'}
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
    <div className={className} data-account="signed-out" data-testid="account-area">
      {signedOut === 'links' && (
        <>
          <Link
            key="login"
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
        </>
      )}
    </div>
  );
}
