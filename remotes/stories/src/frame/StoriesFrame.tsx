import { type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '@thrive/platform';
import { FrameBar } from '@thrive/ui';
import { STORY_PATHS } from '../paths';
import styles from './StoriesFrame.module.css';

/** The site's main navigation, as on the other public pages. */
export const MAIN_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.about, label: 'About' },
  { to: paths.help, label: 'Help' },
] as const;

/**
 * The frame of the stories pages: the site's header (a brand link home, the main navigation,
 * the account area), the remote's two sections (Stories, Ask a question) and the page. The
 * crisis block ("Need help now?") is the shell's, on every page. The account area has a fixed
 * place and size: the prerendered header is signed out, and a stored session fills it in after
 * hydration without moving anything else.
 */
export function StoriesFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#main">
        Skip to main content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <FrameBar classNames={styles}>
            <nav aria-label="Main" className={styles.mainNav}>
              <ul>
                {MAIN_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </FrameBar>
        </div>
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
