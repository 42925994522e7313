import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { i18n } from '@thrive/i18n';
import { AccountLinks } from '../account/AccountLinks';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { navLinks } from './siteLinks';
import { HomeLink } from './HomeLink';
import { makeRestInert } from './makeRestInert';
import styles from './MobileDrawer.module.css';

export interface MobileDrawerProps {
  /** The id the menu button's `popovertarget` names. */
  id: string;
  /** The reader logged out from the drawer (it has closed itself already). */
  onLoggedOut?: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Must match the breakpoint in SiteHeader.module.css where the inline links appear. */
export const DESKTOP_QUERY = '(min-width: 1280px)';

/**
 * The small-screen navigation: a panel that slides in from the right, as a popover the menu
 * button opens with `popovertarget` — so it works from the first paint, before (or without) any
 * script. The browser moves focus to the close button (`autofocus`), closes it on Escape and on a
 * tap outside (light dismiss), and gives focus back to the menu button; CSS locks the page's
 * scroll while it is open and draws the backdrop.
 *
 * Once hydrated, React makes it a modal dialog as users expect of a menu drawer: the rest of the
 * page is inert, Tab wraps inside, and a link chosen (a client-side navigation) closes it and puts
 * focus on the new page. Its markup is the prerendered markup: React never decides `open`.
 */
export function MobileDrawer({ id, onLoggedOut }: MobileDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Follows the browser's state: opened by the button (maybe before hydration), closed by
  // Escape, a tap outside, the close button or `hide`.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    let restore: (() => void) | null = null;
    const opened = () => {
      // The panel lives in the header: everything but it and its ancestors goes inert.
      restore ??= makeRestInert(panel);
      if (!panel.contains(document.activeElement)) closeRef.current?.focus();
    };
    const closing = () => {
      restore?.();
      restore = null;
    };
    // Before the panel hides, so that the browser can give focus back to the menu button.
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') closing();
    };
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') opened();
    };
    // The drawer is only for small screens: growing the window past the breakpoint closes it.
    const media = window.matchMedia(DESKTOP_QUERY);
    const onWide = () => media.matches && hide(panel);
    if (panel.matches(':popover-open')) opened();
    panel.addEventListener('beforetoggle', onBeforeToggle);
    panel.addEventListener('toggle', onToggle);
    media.addEventListener('change', onWide);
    return () => {
      closing();
      panel.removeEventListener('beforetoggle', onBeforeToggle);
      panel.removeEventListener('toggle', onToggle);
      media.removeEventListener('change', onWide);
    };
  }, []);

  // A client-side page change (a link here, Back) closes it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (panelRef.current) hide(panelRef.current);
  }, [pathname]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // After choosing a link the page's main area gets focus (the page's layout moves it there on a
  // page change; the same page chosen again changes nothing, so it is done here too).
  const navigate = () => {
    if (panelRef.current) hide(panelRef.current);
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  const loggedOut = () => {
    if (panelRef.current) hide(panelRef.current);
    onLoggedOut?.();
  };

  return (
    <div
      ref={panelRef}
      id={id}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-label={i18n._('ui.site.menu.label')}
      className={styles.panel}
      onKeyDown={onKeyDown}
    >
      <div className={styles.top}>
        <HomeLink onNavigate={navigate} />
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          popoverTarget={id}
          popoverTargetAction="hide"
          autoFocus
          aria-label={i18n._('ui.site.menu.close')}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      <nav aria-label={i18n._('ui.site.nav.label')} className={styles.nav}>
        <ul>
          {navLinks().map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end onClick={navigate}>
                {link.label}
                <svg
                  viewBox="0 0 20 20"
                  width="18"
                  height="18"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M7 4l6 6-6 6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.account}>
        <AccountLinks onNavigate={navigate} onLoggedOut={loggedOut} layout="stack" />
      </div>
      <LanguageSwitch className={styles.language} />
    </div>
  );
}

function hide(panel: HTMLElement) {
  if (panel.matches(':popover-open')) panel.hidePopover();
}
