import { Link } from 'react-router-dom';
import { i18n } from '@thrive/i18n';
import { Logo, type LogoTone } from '../brand/Logo';
import { VisuallyHidden } from '../Status';
import styles from './HomeLink.module.css';

/** The Thrive logo, linking home. */
export function HomeLink({
  tone = 'light',
  onNavigate,
}: {
  tone?: LogoTone;
  onNavigate?: () => void;
}) {
  return (
    <Link to="/" className={styles.logo} onClick={onNavigate}>
      <Logo tone={tone} />
      <VisuallyHidden> {i18n._('ui.brand.homePage')}</VisuallyHidden>
    </Link>
  );
}
