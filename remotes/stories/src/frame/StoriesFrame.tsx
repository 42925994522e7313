import { type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '@thrive/platform';
import { FrameBar } from '@thrive/ui';
import { STORY_PATHS } from '../paths';
import { FRAME } from './copy';
import styles from './StoriesFrame.module.css';

/** The site's main navigation, as on the other public pages. */
export const MAIN_LINKS = [
  { to: paths.home, name: 'home' },
  { to: paths.pricing, name: 'pricing' },
  { to: paths.about, name: 'about' },
  { to: paths.help, name: 'help' },
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
        {FRAME.skip}
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <FrameBar classNames={styles}>
            <nav aria-label={FRAME.mainNav} className={styles.mainNav}>
              <ul>
                {MAIN_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end>
                      {FRAME.links[link.name]}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </FrameBar>
        </div>
        <nav aria-label={FRAME.sections} className={styles.nav}>
          <NavLink to={STORY_PATHS.stories} className={styles.link} end>
            {FRAME.stories}
          </NavLink>
          <NavLink to={STORY_PATHS.ask} className={styles.link}>
            {FRAME.ask}
          </NavLink>
        </nav>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
