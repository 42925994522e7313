import { Link, useSearchParams } from 'react-router-dom';
import { queryValue } from '@thrive/composition';
import { useDocumentTitle } from '@thrive/ui';
import { CrisisNote } from '../common/CrisisNote';
import { HELP } from './copy';
import ui from '../common/Section.module.css';
import { ContactForm } from './ContactForm';
import { HELP_SUBJECT } from './helpSubject';
import styles from './HelpPage.module.css';

/** Help, titled 'Get in touch' (SPEC section 2). `?subject=` pre-fills the subject. */
export default function HelpPage() {
  useDocumentTitle(HELP.title);
  const [params] = useSearchParams();
  const subject = queryValue(params, HELP_SUBJECT);
  return (
    <section className={`${ui.section} ${styles.page}`} aria-labelledby="help-heading">
      <div className={`${ui.container} ${styles.inner}`}>
        <div className={styles.intro}>
          <p className={ui.eyebrow}>{HELP.eyebrow}</p>
          <h1 id="help-heading" className={ui.pageTitle}>
            {HELP.heading}
          </h1>
          <p className={styles.lead}>{HELP.lead}</p>
          <CrisisNote />
        </div>
        <div className={styles.card}>
          <ContactForm key={subject} initialSubject={subject} />
        </div>
        <div className={styles.otherWays}>
          <h2 className={styles.otherHeading}>{HELP.otherWays.heading}</h2>
          <ul className={styles.other}>
            {HELP.otherWays.items.map((item) => (
              <li key={item.link}>
                <strong>{item.title}</strong>
                <span>{item.body}</span>
                <Link to={item.link}>{item.linkText}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
