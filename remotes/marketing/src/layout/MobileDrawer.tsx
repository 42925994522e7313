import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from 'react-router-dom';
import { AccountLinks, usePrefersReducedMotion } from '@thrive/ui';
import { NAV_LINKS } from '../content/site';
import { Logo } from './Logo';
import styles from './MobileDrawer.module.css';

export type DrawerCloseReason = 'dismiss' | 'navigate';

export interface MobileDrawerProps {
  id: string;
  open: boolean;
  /** 'dismiss': close button, Escape or backdrop; 'navigate': a link was chosen. */
  onClose: (reason: DrawerCloseReason) => void;
  /** The reader logged out from the drawer. */
  onLoggedOut?: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Must match the slide-out transition in MobileDrawer.module.css. */
export const DRAWER_EXIT_MS = 250;

/**
 * The small-screen navigation: a modal panel that slides in from the right (WAI-ARIA dialog
 * pattern). Focus moves into it on open and is kept there; Escape, the close button, the
 * backdrop and choosing a link close it. The header returns focus (see Header).
 * The slide is a CSS transition (no animation library on the first page load); while it
 * slides out the panel is inert, then it leaves the DOM.
 */
export function MobileDrawer({ id, open, onClose, onLoggedOut }: MobileDrawerProps) {
  const reduced = usePrefersReducedMotion();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [mounted, setMounted] = useState(open);
  // Opening mounts at once (during render); closing unmounts after the slide-out.
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(() => setMounted(false), reduced ? 0 : DRAWER_EXIT_MS);
    return () => window.clearTimeout(timer);
  }, [open, reduced]);

  useEffect(() => {
    if (!open || !mounted) return;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open, mounted]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose('dismiss');
      return;
    }
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

  const navigate = () => onClose('navigate');

  if (!mounted) return null;

  return createPortal(
    <div className={styles.root} data-state={open ? 'open' : 'closing'} inert={!open || undefined}>
      <div className={styles.backdrop} aria-hidden="true" onClick={() => onClose('dismiss')} />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className={styles.panel}
        onKeyDown={onKeyDown}
      >
        <div className={styles.top}>
          <Logo onNavigate={navigate} />
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            onClick={() => onClose('dismiss')}
            aria-label="Close menu"
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
        <nav aria-label="Main" className={styles.nav}>
          <ul>
            {NAV_LINKS.map((link) => (
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
          <AccountLinks onNavigate={navigate} onLoggedOut={onLoggedOut} layout="stack" />
        </div>
      </div>
    </div>,
    document.body,
  );
}
