import { i18n } from '@thrive/i18n';
import './catalog';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary, Problem, SiteFooter, SiteHeader } from '@thrive/ui';
import { AnimatedOutlet } from './AnimatedOutlet';
import styles from './PublicLayout.module.css';

/**
 * Header, animated page area and footer shared by every public page (SPEC section 2). A page
 * that fails to load or render is contained by the boundary: header and footer stay usable.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // After a client-side page change, move focus to the new page so screen readers start there
  // (the first page load leaves focus alone).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!window.location.hash) mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {i18n._('marketing.layout.skip')}
      </a>
      <SiteHeader />
      <main id="main" ref={mainRef} className={styles.main} tabIndex={-1}>
        <ErrorBoundary
          resetKeys={[pathname]}
          onError={(error) => console.error('A page failed to render.', error)}
          fallback={({ reset }) => (
            <div className={styles.problem}>
              <Problem title={i18n._('marketing.layout.problemTitle')} onRetry={reset} homeHref="/">
                <p>{i18n._('marketing.layout.problemBody')}</p>
              </Problem>
            </div>
          )}
        >
          <AnimatedOutlet />
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
