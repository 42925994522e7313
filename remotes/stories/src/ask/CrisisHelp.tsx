import { useId } from 'react';
import { EMERGENCY_NUMBER, useSiteSettings } from '@thrive/ui';
import { ASK } from './askCopy';
import styles from './AskPage.module.css';

/**
 * Shown at once when a question contains crisis language (the shared list,
 * @thrive/reader-contract/content): the emergency number and the verified helplines. Also shown
 * by a comment form (a page may hold more than one: the heading's id is the instance's own).
 */
export function CrisisHelp() {
  const { helplines } = useSiteSettings();
  const headingId = useId();
  return (
    <section className={styles.crisis} role="alert" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.crisisHeading}>
        {ASK.crisisHeading}
      </h2>
      <p>{ASK.crisis(helplines.length > 0)}</p>
      <ul className={styles.crisisNumbers}>
        <li>
          {ASK.emergency}: <a href={`tel:${EMERGENCY_NUMBER}`}>{EMERGENCY_NUMBER}</a>
        </li>
        {helplines.map((line) => (
          <li key={line.number}>
            {line.name}: <a href={`tel:${line.number}`}>{line.number}</a> ({line.hours})
          </li>
        ))}
      </ul>
    </section>
  );
}
