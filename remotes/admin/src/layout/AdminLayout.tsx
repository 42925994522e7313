import { Suspense, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { LoadingState, Logo } from '@thrive/ui';
import { ShieldIcon, SignOutIcon } from '../common/icons';
import { NoticeProvider, useNotify } from '../common/notices';
import { adminApi } from '../api/adminApi';
import { adminSession, useAdminSession } from '../session/adminSession';
import { NAV_ENTRIES } from './nav';
import { useModerationSpeed } from '../speed/moderationSpeedApi';
import { UrgentWaitingBanner } from '../speed/UrgentWaitingBanner';
import styles from './AdminLayout.module.css';

/** Ends the session on the server, then here; the guard then shows the sign-in page. */
function SignOutButton() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await adminApi.send('post', '/admin/sign-out', 'Signing out failed.');
    } catch (error) {
      // A session the server no longer knows is signed out anyway; anything else is said.
      if ((error as { status?: number }).status !== 401) {
        setBusy(false);
        notify(`${(error as Error).message} Please try again.`);
        return;
      }
    }
    adminSession.getState().clear();
    navigate('/signin', { replace: true });
  };
  return (
    <button
      type="button"
      className={`${styles.navItem} ${styles.signOut}`}
      disabled={busy}
      onClick={() => void signOut()}
    >
      <SignOutIcon size={20} />
      <span>{busy ? 'Signing out…' : 'Sign Out'}</span>
    </button>
  );
}

function Sidebar() {
  const email = useAdminSession((s) => s.email);
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
        </ul>
      </nav>

      <div className={styles.footer}>
        {email && (
          <p className={styles.signedInAs}>
            Signed in as <span className={styles.signedInEmail}>{email}</span>
          </p>
        )}
        <NavLink
          to="/account"
          className={({ isActive }) =>
            [styles.navItem, isActive ? styles.current : ''].filter(Boolean).join(' ')
          }
        >
          <ShieldIcon size={20} />
          <span>Account &amp; security</span>
        </NavLink>
        <SignOutButton />
      </div>
    </aside>
  );
}

/** The console frame: left navigation and the content area (SPEC section 2). */
export function AdminLayout() {
  // Every page checks for urgent items waiting too long (issue 45).
  const speed = useModerationSpeed();
  return (
    <NoticeProvider>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <div className={styles.layout}>
        <Sidebar />
        <main id="main" className={styles.content} tabIndex={-1}>
          <UrgentWaitingBanner speed={speed} />
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </NoticeProvider>
  );
}
