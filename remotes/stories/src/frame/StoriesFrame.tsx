import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Logo } from '@thrive/ui';
import { STORY_PATHS } from '../paths';
import styles from './StoriesFrame.module.css';

/**
 * The frame of the stories pages: a brand link home, the remote's two sections (Stories, Ask a
 * question) and the page. The crisis block ("Need help now?") is the shell's, on every page.
 */
export function StoriesFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#main">
        Skip to main content
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          <Logo />
          <span className={styles.visuallyHidden}> home page</span>
        </Link>
        <nav aria-label="Stories and questions" className={styles.nav}>
          <NavLink to={STORY_PATHS.stories} className={styles.link} end>
            Stories
          </NavLink>
          <NavLink to={STORY_PATHS.ask} className={styles.link}>
            Ask a question
          </NavLink>
        </nav>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
