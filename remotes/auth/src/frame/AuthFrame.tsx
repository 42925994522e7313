import { i18n } from '@thrive/i18n';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FrameBar, LanguageSwitch, SiteFooter, SiteHeader } from '@thrive/ui';
import { Illustration } from './Illustration';
import styles from './AuthFrame.module.css';
import { paths } from '@thrive/platform';

export interface AuthFrameProps {
  /** The page's one h1. */
  heading: ReactNode;
  /** A sentence under the heading saying what the page is for. */
  lead?: ReactNode;
  /** A roomier card, for the download pages. */
  wide?: boolean;
  /** Shown above the heading (e.g. a back button). */
  top?: ReactNode;
  /**
   * The site's own header and footer instead of the sign-in pages' split layout: for the pages
   * a signed-in reader lands on (the download pages, the account, e-mail verified), which lead
   * on into the site.
   */
  site?: boolean;
  children: ReactNode;
}

/**
 * The frame of every account page (they sit outside the public layout): a brand link home and
 * the signed-in reader (first name, Log out), a calm illustrated panel on wide screens and the
 * page's card. Signed out, the header holds only the brand: the page itself is the way in.
 */
export function AuthFrame({
  heading,
  lead,
  wide = false,
  top,
  site = false,
  children,
}: AuthFrameProps) {
  const card = (
    <div className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      {top}
      <h1 className={styles.heading}>{heading}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  );
  if (site) {
    return (
      <div className={`${styles.frame} ${styles.site}`}>
        <a className={styles.skip} href="#main">
          {i18n._('auth.frame.skip')}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className={styles.main}>
          {card}
        </main>
        <SiteFooter />
      </div>
    );
  }
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#main">
        {i18n._('auth.frame.skip')}
      </a>
      <header className={styles.header}>
        <FrameBar classNames={styles} signedOut="nothing" />
      </header>
      <aside className={styles.aside} aria-label={i18n._('auth.frame.aside')}>
        {/* The panel spans the whole page height; its content stays in view while scrolling. */}
        <div className={styles.asideContent}>
          <p className={styles.tagline}>
            {i18n._('auth.frame.taglineStart')}{' '}
            <span className={styles.taglineAccent}>{i18n._('auth.frame.taglineAccent')}</span>
          </p>
          <Illustration className={styles.illustration} />
          <p className={styles.asideText}>{i18n._('auth.frame.asideText')}</p>
        </div>
      </aside>
      <main id="main" tabIndex={-1} className={styles.main}>
        {card}
      </main>
      <footer className={styles.footer}>
        <span>{i18n._('auth.frame.copyright', { year: new Date().getFullYear() })}</span>
        <nav aria-label={i18n._('auth.frame.footer')} className={styles.footerLinks}>
          <Link to={paths.help}>{i18n._('auth.frame.help')}</Link>
          <Link to={paths.privacy}>{i18n._('auth.frame.privacy')}</Link>
        </nav>
        <LanguageSwitch />
      </footer>
    </div>
  );
}
