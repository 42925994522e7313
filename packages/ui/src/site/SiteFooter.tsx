import { Link } from 'react-router-dom';
import { i18n } from '@thrive/i18n';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { brand, footerColumns, footerLegal } from './siteLinks';
import { HomeLink } from './HomeLink';
import styles from './SiteFooter.module.css';

/**
 * The footer of every public page: the link columns of SPEC section 2 (with Stories and Ask)
 * and the legal line. ("Need help now?" with
 * 112 is the shell's, on every page.)
 */
export function SiteFooter() {
  const { name, tagline, footerBlurb } = brand();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <HomeLink tone="dark" />
          <p className={styles.blurb}>{footerBlurb}</p>
          <p className={styles.tagline}>{tagline}</p>
        </div>
        <nav className={styles.columns} aria-label={i18n._('ui.site.footer.label')}>
          {footerColumns().map((column) => (
            <div key={column.heading} className={styles.column}>
              <h2 className={styles.heading}>{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={`${link.to}-${link.label}`}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>{i18n._('ui.site.footer.rights', { year: new Date().getFullYear(), name })}</p>
        <ul>
          {footerLegal().map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
        <LanguageSwitch />
      </div>
    </footer>
  );
}
