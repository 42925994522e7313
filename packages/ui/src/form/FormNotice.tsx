import { i18n } from '@thrive/i18n';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './FormNotice.module.css';
import '../catalog';

/** A failed submission: announced at once, next to the form that still holds the user's input. */
export function FormError({
  title = i18n._('ui.form.notSent'),
  children,
}: {
  title?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.notice} ${styles.error}`} role="alert">
      <span className={styles.icon} aria-hidden="true">
        !
      </span>
      <div>
        <p className={styles.title}>{title}</p>
        <p className={styles.body}>{children}</p>
      </div>
    </div>
  );
}

/**
 * A successful submission. It replaces the form, so focus moves to it (otherwise keyboard and
 * screen-reader users would be left on a button that no longer exists).
 */
export function FormSuccess({
  title,
  children,
  action,
  tone = 'light',
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  tone?: 'light' | 'dark';
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      className={`${styles.notice} ${styles.success} ${tone === 'dark' ? styles.onDark : ''}`}
      role="status"
      tabIndex={-1}
    >
      <span className={styles.icon} aria-hidden="true">
        ✓
      </span>
      <div>
        <p className={styles.title}>{title}</p>
        <div className={styles.body}>{children}</div>
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </div>
  );
}

/** The title of a form kept on the device with no connection (its text says when it is sent). */
export const FORM_SAVED_TITLE = () => i18n._('ui.form.savedTitle');
