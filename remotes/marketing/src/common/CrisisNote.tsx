import { CRISIS_NOTE } from '../help/copy';
import styles from './CrisisNote.module.css';

/** 'Thrive is not an emergency service … call 112', with a tap-to-call link on phones. */
export function CrisisNote({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const [before, after] = CRISIS_NOTE.body.split(CRISIS_NOTE.emergencyNumber);
  return (
    <aside className={`${styles.note} ${styles[tone]}`} aria-label={CRISIS_NOTE.title}>
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path
            d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.2 0 3.6 1.2 4.3 2.5h2c.7-1.3 2.1-2.5 4.3-2.5 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
            fill="currentColor"
          />
        </svg>
      </span>
      <p>
        <strong>{CRISIS_NOTE.title}: </strong>
        {before}
        <a href={`tel:${CRISIS_NOTE.emergencyNumber}`}>{CRISIS_NOTE.emergencyNumber}</a>
        {after}
      </p>
    </aside>
  );
}
