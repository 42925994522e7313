import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { Button } from '@thrive/ui';
import { FRAME, LAYOUT } from '../copy';
import { studioSession, useStudioSession } from '../session/studioSession';
import { studioApi } from '../studioApi';
import { STUDIO_NAV } from './nav';
import styles from './StudioLayout.module.css';

/**
 * The signed-in studio: its name, the sections (My stories, Write, Questions, Readers,
 * Earnings, Security), who is signed in and Sign out, around the section's page.
 */
export function StudioLayout({ children }: { children: ReactNode }) {
  const contributor = useStudioSession((s) => s.contributor);
  const [signingOut, setSigningOut] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const signOut = async () => {
    setSigningOut(true);
    setProblem(null);
    try {
      await studioApi.signOut(LAYOUT.signOutFailed);
      studioSession.getState().clear();
    } catch (error) {
      // An ended session (401) has already cleared the local one; anything else says so.
      if (studioSession.getState().token) setProblem((error as Error).message);
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#main">
        {FRAME.skip}
      </a>
      <header className={styles.header}>
        <p className={styles.brand}>{LAYOUT.brand}</p>
        <nav aria-label={LAYOUT.nav} className={styles.nav}>
          <ul>
            {STUDIO_NAV.map(({ to, label, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    isActive ? `${styles.link} ${styles.active}` : styles.link
                  }
                >
                  {label()}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.account}>
          {contributor && (
            <span className={styles.who}>{LAYOUT.signedInAs(contributor.display_name)}</span>
          )}
          <Button
            variant="secondary"
            onClick={() => void signOut()}
            busy={signingOut}
            busyLabel={LAYOUT.signingOut}
          >
            {LAYOUT.signOut}
          </Button>
        </div>
      </header>
      <div role="alert" className={styles.problem}>
        {problem}
      </div>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
