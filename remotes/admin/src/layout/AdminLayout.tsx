import { Suspense, useId } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { LoadingState, Logo } from '@thrive/ui';
import { ChartIcon, SignOutIcon } from '../common/icons';
import { NoticeProvider, useNotify } from '../common/notices';
import { NAV_ENTRIES } from './nav';
import styles from './AdminLayout.module.css';

const SIGN_OUT_NOTE = 'Signing out of the admin console is not available yet.';
const REPORTS_NOTE = 'Reports are not available yet.';

function Sidebar() {
  const notify = useNotify();
  const reportsNoteId = useId();
  const signOutNoteId = useId();
  return (
    <aside className={styles.sidebar}>
      <div className={styles.brand}>
        <Logo tone="dark" role="Admin" size={36} />
      </div>

      <nav aria-label="Admin" className={styles.nav}>
        <ul className={styles.navList}>
          {NAV_ENTRIES.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  [styles.navItem, isActive ? styles.current : ''].filter(Boolean).join(' ')
                }
              >
                <Icon size={20} />
                <span>{label}</span>
              </NavLink>
            </li>
          ))}
          <li>
            {/* 'Reports' has no target (SPEC section 2): a disabled item that says why. */}
            <button
              type="button"
              className={`${styles.navItem} ${styles.unavailable}`}
              aria-disabled="true"
              aria-describedby={reportsNoteId}
              onClick={() => notify(REPORTS_NOTE)}
            >
              <ChartIcon size={20} />
              <span>Reports</span>
              <span className={styles.soon} aria-hidden="true">
                Soon
              </span>
            </button>
            <span id={reportsNoteId} hidden>
              {REPORTS_NOTE}
            </span>
          </li>
        </ul>
      </nav>

      <div className={styles.footer}>
        <button
          type="button"
          className={`${styles.navItem} ${styles.signOut}`}
          aria-disabled="true"
          aria-describedby={signOutNoteId}
          onClick={() => notify(SIGN_OUT_NOTE)}
        >
          <SignOutIcon size={20} />
          <span>Sign Out</span>
        </button>
        <span id={signOutNoteId} hidden>
          {SIGN_OUT_NOTE}
        </span>
      </div>
    </aside>
  );
}

/** The console frame: left navigation and the content area (SPEC section 2). */
export function AdminLayout() {
  return (
    <NoticeProvider>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <div className={styles.layout}>
        <Sidebar />
        <main id="main" className={styles.content} tabIndex={-1}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </NoticeProvider>
  );
}
