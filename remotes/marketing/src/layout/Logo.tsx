import { Link } from 'react-router-dom';
import styles from './Logo.module.css';

/** The Thrive sprout mark and wordmark, linking home. */
export function Logo({
  tone = 'light',
  onNavigate,
}: {
  tone?: 'light' | 'dark';
  onNavigate?: () => void;
}) {
  return (
    <Link to="/" className={`${styles.logo} ${styles[tone]}`} onClick={onNavigate}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="10" className={styles.tile} />
        <path d="M16 25V15" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        <path d="M16 17c-5.5 0-8.5-3-8.5-8.5 5.5 0 8.5 3 8.5 8.5z" fill="currentColor" />
        <path d="M16 15c0-5 3-8 8.5-8 0 5.5-3 8-8.5 8z" className={styles.leaf} />
      </svg>
      <span>Thrive</span>
    </Link>
  );
}
