import { EMERGENCY_NUMBER, useSiteSettings } from '@thrive/ui';
import { ASK } from './askCopy';
import styles from './AskPage.module.css';

/**
 * Shown at once when a question contains crisis language (the shared list,
 * @thrive/reader-contract/content): the emergency number and the verified helplines.
 */
export function CrisisHelp() {
  const { helplines } = useSiteSettings();
  return (
    <section className={styles.crisis} role="alert" aria-labelledby="crisis-help-heading">
      <h2 id="crisis-help-heading" className={styles.crisisHeading}>
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
