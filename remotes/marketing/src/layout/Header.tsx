import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useSignedInUser } from '@thrive/auth-store';
import { ACCOUNT_LINKS, AccountLinks, VisuallyHidden } from '@thrive/ui';
import { NAV_LINKS } from '../content/site';
import { Logo } from './Logo';
import { MobileDrawer, type DrawerCloseReason } from './MobileDrawer';
import styles from './Header.module.css';

/** Must match the breakpoint in Header.module.css where the inline links appear. */
export const DESKTOP_QUERY = '(min-width: 960px)';

/**
 * Top bar: logo, the four links (inline on desktop, in a drawer on mobile) and the account
 * area. The account area has a fixed place and size: the prerendered header is signed out,
 * and a stored session fills it in after hydration without moving anything else.
 */
export function Header() {
  const user = useSignedInUser();
  const [menuOpen, setMenuOpen] = useState(false);
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
    setMenuOpen(false);
    setLoggedOutNote(ACCOUNT_LINKS.logout.done);
    menuButtonRef.current?.focus();
  }, []);

  const closeMenu = useCallback((reason: DrawerCloseReason) => {
    setMenuOpen(false);
    // Back to the button that opened it; after choosing a link the page's main area gets focus
    // instead (PublicLayout moves it there on navigation).
    if (reason === 'dismiss') menuButtonRef.current?.focus();
    else document.getElementById('main')?.focus({ preventScroll: true });
  }, []);

  // The drawer is only for small screens: growing the window past the breakpoint closes it.
  useEffect(() => {
    if (!menuOpen) return;
    const media = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => media.matches && setMenuOpen(false);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [menuOpen]);

  return (
    <header className={styles.header} ref={headerRef}>
      <div className={styles.inner}>
        <Logo />
        <nav aria-label="Main" className={styles.nav}>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.account}>
          <AccountLinks onLoggedOut={onLoggedOut} />
        </div>
        <div className={styles.compactAccount}>
          <AccountLinks onLoggedOut={onLoggedOut} layout="compact" />
        </div>
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? drawerId : undefined}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M4 7h16M4 12h16M4 17h10"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            />
          </svg>
          <VisuallyHidden>Menu</VisuallyHidden>
        </button>
      </div>
      <p className={styles.status} role="status">
        {/* Only while signed out: a new sign-in retires the old note. */}
        {user ? '' : loggedOutNote}
      </p>
      <MobileDrawer
        id={drawerId}
        open={menuOpen}
        onClose={closeMenu}
        onLoggedOut={onDrawerLoggedOut}
      />
    </header>
  );
}
