import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@thrive/ui';
import styles from './NotFoundBox.module.css';

/** The console's "nothing here" panel: a title, why, and the one way on. */
export function NotFoundBox({
  title,
  children,
  to,
  action,
}: {
  title: string;
  children: ReactNode;
  to: string;
  action: string;
}) {
  return (
    <div className={styles.box}>
      <h1 className={styles.title}>{title}</h1>
      <p>{children}</p>
      <Link to={to} className={buttonClassName('primary')}>
        {action}
      </Link>
    </div>
  );
}
