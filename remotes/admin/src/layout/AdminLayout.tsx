import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { LoadingState } from '@thrive/ui';
import styles from './AdminLayout.module.css';

export function AdminLayout() {
  return (
    <div className={styles.layout}>
      <nav className={styles.sidebar} aria-label="Admin">
        <p>Admin</p>
        <ul>
          <li>
            <NavLink to="/" end>
              Home
            </NavLink>
          </li>
          <li>
            <NavLink to="/writers">Writers</NavLink>
          </li>
          <li>
            <NavLink to="/users">Users</NavLink>
          </li>
          <li>
            <NavLink to="/consultants">Consultants</NavLink>
          </li>
        </ul>
      </nav>
      <main id="main" className={styles.content}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
