import { Link, Navigate, useLocation } from 'react-router-dom';
import { buttonClassName, useDocumentTitle } from '@thrive/ui';
import { MonitorIcon } from '../common/icons';
import { isWideEnough, MIN_CONSOLE_WIDTH, useViewportWidth } from '../layout/viewport';
import type { DownloadState, ReturnTo } from '../layout/WideScreenOnly';
import styles from './DownloadPage.module.css';

function returnTarget(state: unknown): ReturnTo | null {
  const from = (state as Partial<DownloadState> | null)?.from;
  return from && typeof from.pathname === 'string' && from.pathname !== '/download' ? from : null;
}

function DevicesIllustration() {
  return (
    <svg
      className={styles.illustration}
      width="220"
      height="140"
      viewBox="0 0 220 140"
      role="img"
      aria-label="A laptop showing the admin console beside a phone showing the Thrive app"
    >
      <rect x="24" y="14" width="140" height="92" rx="8" fill="#123f32" />
      <rect x="31" y="21" width="126" height="78" rx="3" fill="#faf8f4" />
      <rect x="31" y="21" width="30" height="78" fill="#1b5e4a" />
      <rect x="68" y="30" width="60" height="7" rx="3.5" fill="#1b5e4a" />
      <rect x="68" y="44" width="80" height="5" rx="2.5" fill="#d9d6cf" />
      <rect x="68" y="54" width="80" height="5" rx="2.5" fill="#d9d6cf" />
      <rect x="68" y="64" width="80" height="5" rx="2.5" fill="#d9d6cf" />
      <rect x="68" y="74" width="52" height="5" rx="2.5" fill="#d9d6cf" />
      <path d="M10 110h168l-8 10H18z" fill="#1b5e4a" />
      <rect x="170" y="44" width="42" height="80" rx="8" fill="#123f32" />
      <rect x="174" y="52" width="34" height="62" rx="3" fill="#fdf0dc" />
      <circle cx="191" cy="72" r="9" fill="#f2a23a" />
      <rect x="180" y="88" width="22" height="4" rx="2" fill="#1b5e4a" />
      <rect x="183" y="96" width="16" height="4" rx="2" fill="#d9d6cf" />
    </svg>
  );
}

/**
 * /download on the admin host (outside the layout): the console needs a wide window, so on a
 * narrow one this page points the admin to a wider screen or the app. When the window widens
 * again it returns them to the page they were on.
 */
export default function DownloadPage() {
  useDocumentTitle('Use a wider screen · Admin');
  const width = useViewportWidth();
  const location = useLocation();
  const from = returnTarget(location.state);
  const wide = isWideEnough(width);

  if (wide && from) {
    return (
      <Navigate
        to={{ pathname: from.pathname, search: from.search, hash: from.hash }}
        state={from.state}
        replace
      />
    );
  }

  return (
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>
          Thrive <span>Admin</span>
        </p>
        <DevicesIllustration />
        <h1 className={styles.title}>The admin console needs a wider screen</h1>
        <p className={styles.lead}>
          Open Thrive Admin on a computer with a browser window at least{' '}
          {MIN_CONSOLE_WIDTH.toLocaleString('en-NG')} pixels wide. On your phone, use the Thrive app
          instead.
        </p>
        <p className={styles.width}>
          <MonitorIcon size={18} />
          <span>
            Your window is {width.toLocaleString('en-NG')} px wide
            {wide ? ', which is wide enough.' : '.'}
          </span>
        </p>
        {from && !wide && (
          <p className={styles.hint}>
            Widen this window and you will go straight back to where you were.
          </p>
        )}
        {wide && (
          <Link to="/" className={buttonClassName('primary')}>
            Open the admin console
          </Link>
        )}
      </div>
    </main>
  );
}
