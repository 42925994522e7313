import styles from './Logo.module.css';

/**
 * The Thrive sprout: a stem with two leaves on a rounded tile. The one drawing of the mark —
 * the favicon (favicon.svg beside this file) draws the same shapes.
 */
export const LOGO_SHAPES = {
  stem: 'M16 25V15',
  leftLeaf: 'M16 17c-5.5 0-8.5-3-8.5-8.5 5.5 0 8.5 3 8.5 8.5z',
  rightLeaf: 'M16 15c0-5 3-8 8.5-8 0 5.5-3 8-8.5 8z',
} as const;

export type LogoTone = 'light' | 'dark';

/** The mark alone (decorative: the wordmark or a label names it). */
export function LogoMark({ size = 32, tone = 'light' }: { size?: number; tone?: LogoTone }) {
  return (
    <svg
      className={`${styles.mark} ${styles[tone]}`}
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="10" className={styles.tile} />
      <path
        d={LOGO_SHAPES.stem}
        className={styles.stem}
        strokeWidth="2.4"
        strokeLinecap="round"
        fill="none"
      />
      <path d={LOGO_SHAPES.leftLeaf} className={styles.leaf} />
      <path d={LOGO_SHAPES.rightLeaf} className={styles.accent} />
    </svg>
  );
}

export interface LogoProps {
  tone?: LogoTone;
  /** A second line under the name, e.g. 'Admin'. */
  role?: string;
  size?: number;
}

/**
 * Mark and wordmark. Not a link by itself: each app wraps it in its own (router) link, and
 * gives that link its accessible name ('Thrive home page').
 */
export function Logo({ tone = 'light', role, size = 32 }: LogoProps) {
  return (
    <span className={`${styles.logo} ${styles[tone]}`}>
      <LogoMark size={size} tone={tone} />
      <span className={styles.words}>
        <span className={styles.name}>Thrive</span>
        {role && <span className={styles.role}>{role}</span>}
      </span>
    </span>
  );
}
