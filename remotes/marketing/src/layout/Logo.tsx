import { Link } from 'react-router-dom';
import { Logo as BrandLogo, type LogoTone } from '@thrive/ui';
import styles from './Logo.module.css';

/** The Thrive logo (from @thrive/ui), linking home. */
export function Logo({ tone = 'light', onNavigate }: { tone?: LogoTone; onNavigate?: () => void }) {
  return (
    <Link to="/" className={styles.logo} onClick={onNavigate}>
      <BrandLogo tone={tone} />
    </Link>
  );
}
