import styles from './cells.module.css';

/** The badge that marks a premium reader (an active user). Drawn for Thrive; labelled for all. */
export function PremiumBadge() {
  return (
    <svg
      className={styles.badge}
      width="18"
      height="18"
      viewBox="0 0 24 24"
      role="img"
      aria-label="Premium user"
    >
      <title>Premium user</title>
      <path
        d="M12 1.8 14.6 4l3.4-.4.9 3.3 3 1.7-1.2 3.2 1.2 3.2-3 1.7-.9 3.3-3.4-.4L12 22.2 9.4 20l-3.4.4-.9-3.3-3-1.7L3.3 12 2.1 8.8l3-1.7.9-3.3 3.4.4L12 1.8Z"
        fill="#f2a23a"
      />
      <path
        d="m7.8 12.2 2.7 2.7 5.7-5.8"
        fill="none"
        stroke="#123f32"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
