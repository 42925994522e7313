import { Suspense } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary, LoadingState, Problem } from '@thrive/ui';
import styles from './PublicLayout.module.css';

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/about', label: 'About' },
  { to: '/help', label: 'Help' },
] as const;

/** Header, page area and footer shared by every public page (SPEC section 2). */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          Thrive
        </Link>
        <nav className={styles.nav} aria-label="Main">
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
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <ErrorBoundary
          resetKeys={[pathname]}
          fallback={({ reset }) => (
            <Problem title="This page could not be shown" onRetry={reset} homeHref="/" />
          )}
        >
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <footer className={styles.footer}>
        <p>© {new Date().getFullYear()} Thrive. Start, Soar, Thrive.</p>
      </footer>
    </div>
  );
}
