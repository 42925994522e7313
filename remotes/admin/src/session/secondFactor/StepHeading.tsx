import { useEffect, useRef, type ReactNode } from 'react';
import styles from '../SignInPage.module.css';

/** A step's heading, focused when the step appears so screen readers hear the change. */
export function StepHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1 className={styles.title} ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
}
