import { useCallback, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useSignedInUser } from '@thrive/auth-store';
import { i18n } from '@thrive/i18n';
import { ACCOUNT_LINKS, AccountLinks } from '../account/AccountLinks';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { VisuallyHidden } from '../Status';
import { navLinks } from './siteLinks';
import { HomeLink } from './HomeLink';
import { MobileDrawer } from './MobileDrawer';
import styles from './SiteHeader.module.css';

/**
 * The header of every public page (marketing, stories, the account pages): logo, the site's
 * links (inline on desktop, in a drawer on mobile), the language switch and the account
 * area. The account area has a fixed place and size: the prerendered header is signed out,
 * and a stored session fills it in after hydration without moving anything else.
 */
export function SiteHeader() {
  const user = useSignedInUser();
  const [loggedOutNote, setLoggedOutNote] = useState('');
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const drawerId = useId();

  // The Log out button is gone once the reader is logged out: say so, and put focus on what
  // took its place (Log in) rather than losing it.
  const onLoggedOut = useCallback(() => {
    setLoggedOutNote(ACCOUNT_LINKS.logout.done);
    const visibleLogin = [
      ...(headerRef.current?.querySelectorAll<HTMLElement>('[data-account="signed-out"] a') ?? []),
    ].find((link) => link.offsetParent !== null);
    (visibleLogin ?? menuButtonRef.current)?.focus();
  }, []);

  const onDrawerLoggedOut = useCallback(() => {
    setLoggedOutNote(ACCOUNT_LINKS.logout.done);
    menuButtonRef.current?.focus();
  }, []);

  return (
    <header className={styles.header} ref={headerRef}>
      <div className={styles.inner}>
        <HomeLink />
        <nav aria-label={i18n._('ui.site.nav.label')} className={styles.nav}>
          <ul>
            {navLinks().map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className={styles.language} />
        <div className={styles.account}>
          <AccountLinks onLoggedOut={onLoggedOut} bell />
        </div>
        <div className={styles.compactAccount}>
          <AccountLinks onLoggedOut={onLoggedOut} layout="compact" bell />
        </div>
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          // Opens the drawer with no script at all; the browser exposes it as expanded while open.
          popoverTarget={drawerId}
          aria-haspopup="dialog"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M4 7h16M4 12h16M4 17h10"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            />
          </svg>
          <VisuallyHidden>{i18n._('ui.site.menu.open')}</VisuallyHidden>
        </button>
      </div>
      <p className={styles.status} role="status">
        {/* Only while signed out: a new sign-in retires the old note. */}
        {user ? '' : loggedOutNote}
      </p>
      <MobileDrawer id={drawerId} onLoggedOut={onDrawerLoggedOut} />
    </header>
  );
}
