import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useAuth } from '@thrive/auth-store';
import { NAV_LINKS } from '../content/site';
import { AccountLinks } from './AccountLinks';
import { Logo } from './Logo';
import { MobileDrawer, type DrawerCloseReason } from './MobileDrawer';
import styles from './Header.module.css';

/** Must match the breakpoint in Header.module.css where the inline links appear. */
export const DESKTOP_QUERY = '(min-width: 960px)';

/** Top bar: logo, the four links (inline on desktop, in a drawer on mobile) and account links. */
export function Header() {
  const user = useAuth((state) => state.user);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();

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
    <header className={styles.header}>
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
          <AccountLinks user={user} />
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
          <span>Menu</span>
        </button>
      </div>
      <MobileDrawer id={drawerId} open={menuOpen} onClose={closeMenu} user={user} />
    </header>
  );
}
