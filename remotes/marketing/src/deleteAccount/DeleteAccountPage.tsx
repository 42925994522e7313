import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@thrive/ui';
import { DELETION } from './copy';
import ui from '../common/Section.module.css';
import { DeletionForm } from './DeletionForm';
import styles from './DeleteAccountPage.module.css';

/** Delete Your Account (SPEC sections 2 and 9): what is deleted, the 7-day timeline, the request form. */
export default function DeleteAccountPage() {
  useDocumentTitle(DELETION.title);
  return (
    <section className={ui.section} aria-labelledby="delete-heading">
      <div className={`${ui.container} ${styles.inner}`}>
        <div className={styles.info}>
          <p className={ui.eyebrow}>{DELETION.eyebrow}</p>
          <h1 id="delete-heading" className={ui.pageTitle}>
            {DELETION.heading}
          </h1>
          <p className={styles.lead}>{DELETION.lead}</p>
          <div className={styles.box}>
            <h2>{DELETION.whatIsDeleted.heading}</h2>
            <ul>
              {DELETION.whatIsDeleted.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className={styles.box}>
            <h2>{DELETION.timeline.heading}</h2>
            <ol className={styles.timeline}>
              {DELETION.timeline.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className={styles.retained}>{DELETION.retained}</p>
          </div>
          <p className={styles.more}>
            {DELETION.privacyBefore} <Link to="/privacy">{DELETION.privacyLink}</Link>.
          </p>
        </div>
        <div className={styles.card}>
          <DeletionForm />
        </div>
      </div>
    </section>
  );
}
