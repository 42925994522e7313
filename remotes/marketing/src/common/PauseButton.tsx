import { i18n } from '@thrive/i18n';
import '../layout/catalog';
import styles from './PauseButton.module.css';

export interface PauseButtonProps {
  paused: boolean;
  onToggle: () => void;
  /**
   * What moves, in the page's locale (its owner's catalog), for the accessible name:
   * 'Pause testimonials' / 'Play testimonials'.
   */
  what: string;
  /** 'dark' for use on dark backgrounds. */
  tone?: 'light' | 'dark';
  className?: string;
}

/**
 * The visible control WCAG 2.2.2 (Pause, Stop, Hide) asks for on anything that moves on its
 * own for more than 5 seconds. Its name says what it will do next.
 */
export function PauseButton({
  paused,
  onToggle,
  what,
  tone = 'light',
  className,
}: PauseButtonProps) {
  const action = paused ? i18n._('marketing.motion.play') : i18n._('marketing.motion.pause');
  const label = paused
    ? i18n._('marketing.motion.playWhat', { what })
    : i18n._('marketing.motion.pauseWhat', { what });
  return (
    <button
      type="button"
      className={[styles.button, styles[tone], className].filter(Boolean).join(' ')}
      onClick={onToggle}
      // Hidden when scripts are off: the page then holds its animations still (composer).
      data-needs-js=""
      aria-label={label}
    >
      {paused ? (
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
        </svg>
      ) : (
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <rect x="3" y="2.5" width="3.5" height="11" rx="1" fill="currentColor" />
          <rect x="9.5" y="2.5" width="3.5" height="11" rx="1" fill="currentColor" />
        </svg>
      )}
      <span aria-hidden="true">{action}</span>
    </button>
  );
}
