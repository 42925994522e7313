import { useEffect, useRef, useState } from 'react';
import { i18n } from '@thrive/i18n';
import { Button } from '@thrive/ui';
import './catalog';
import styles from './KeptPageNotice.module.css';

const ANNOUNCE_DELAY_MS = 100;

/**
 * Shown over a prerendered page whose code failed to load (a flaky link, a CDN blip): the page
 * stays as the server sent it — readable, its links and HTML-first controls working — and this
 * small notice, out of the page's flow (nothing moves), offers to try again.
 *
 * The status region is in the page before its text, so that screen readers announce the text.
 * The page keeps room at the bottom while it shows (`scroll-padding`), so a focused element is
 * never scrolled under it.
 */
export function KeptPageNotice({ onRetry }: { onRetry: () => void }) {
  const [shown, setShown] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  // A moment after the empty region is in the page (screen readers announce changes to it).
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const box = boxRef.current;
    if (!shown || dismissed || !box) return;
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = `${box.offsetHeight + 24}px`;
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, [shown, dismissed]);

  if (dismissed) return null;
  return (
    <div role="status" className={styles.region}>
      {shown && (
        <div ref={boxRef} className={styles.notice}>
          <p className={styles.text}>{i18n._('shell.kept.text')}</p>
          <div className={styles.actions}>
            <Button variant="primary" onClick={onRetry}>
              {i18n._('shell.kept.retry')}
            </Button>
            <Button variant="ghost" onClick={() => setDismissed(true)}>
              {i18n._('shell.kept.dismiss')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
