import { Link } from 'react-router-dom';
import { BRAND, FOOTER_COLUMNS, FOOTER_LEGAL } from '../content/site';
import { Logo } from './Logo';
import styles from './Footer.module.css';

/**
 * Site footer: the link columns of SPEC section 2 and the legal line. ("Need help now?" with
 * 112 is the shell's, on every page.)
 */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo tone="dark" />
          <p className={styles.blurb}>{BRAND.footerBlurb}</p>
          <p className={styles.tagline}>{BRAND.tagline}</p>
        </div>
        <nav className={styles.columns} aria-label="Footer">
          {FOOTER_COLUMNS.map((column) => (
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
        <p>
          © {new Date().getFullYear()} {BRAND.name}. All rights reserved.
        </p>
        <ul>
          {FOOTER_LEGAL.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
