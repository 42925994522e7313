import type { ReactNode } from 'react';
import { i18n } from '@thrive/i18n';
import './catalog';
import { Button, buttonClassName } from './Button';
import styles from './Status.module.css';

/** An accessible loading state: announced politely, with a visible spinner. */
export function LoadingState({ label = i18n._('ui.loading') }: { label?: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export interface ProblemProps {
  title: string;
  children?: ReactNode;
  /** Shows a "Try again" button that calls this. */
  onRetry?: () => void;
  /** A way out that always works (a full page load of the home page). */
  homeHref?: string;
  headingLevel?: 1 | 2;
}

/** The fallback for a part of the page that failed: what happened and what to do. */
export function Problem({ title, children, onRetry, homeHref, headingLevel = 1 }: ProblemProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.problem} role="alert" aria-live="assertive">
      <Heading>{title}</Heading>
      {children}
      <div className={styles.problemActions}>
        {onRetry && <Button onClick={onRetry}>{i18n._('ui.problem.retry')}</Button>}
        {homeHref && (
          <a className={buttonClassName('secondary')} href={homeHref}>
            {i18n._('ui.problem.home')}
          </a>
        )}
      </div>
    </section>
  );
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
