import { type ReactNode } from 'react';
import { SiteFooter, SiteHeader } from '@thrive/ui';
import { FRAME } from './copy';
import styles from './StoriesFrame.module.css';

/**
 * The frame of the stories pages: the site's one header (its links lead to Stories and Ask as
 * on every public page) and footer, from the UI kit, around the page. The crisis block ("Need
 * help now?") is the shell's, on every page.
 */
export function StoriesFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#main">
        {FRAME.skip}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
