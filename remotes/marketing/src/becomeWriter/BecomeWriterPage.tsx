import { Link } from 'react-router-dom';
import { buttonClassName, useDocumentTitle } from '@thrive/ui';
import { paths } from '@thrive/platform';
import { BECOME_WRITER } from '../content/home';
import ui from '../common/Section.module.css';
import { BECOME_WRITER_PAGE as COPY } from './copy';
import styles from './BecomeWriterPage.module.css';

/** The contact form, its subject filled in the page's locale. */
const contactHref = () =>
  `${paths.help}?subject=${encodeURIComponent(BECOME_WRITER.contactSubject)}`;

/**
 * How writers join: they are recruited and added by the team, so this page says how to be
 * considered, and (the footer's writers' "login") that their sign-in is not open yet.
 */
export default function BecomeWriterPage() {
  useDocumentTitle(COPY.title);
  return (
    <section className={ui.section} aria-labelledby="become-writer-page-heading">
      <div className={ui.narrow}>
        <h1 id="become-writer-page-heading" className={ui.pageTitle}>
          {COPY.heading}
        </h1>
        <p className={ui.lead}>{COPY.lead}</p>
        <h2 className={styles.heading}>{COPY.criteriaHeading}</h2>
        <p>{COPY.criteria}</p>
        <h2 className={styles.heading}>{COPY.howHeading}</h2>
        <p>{COPY.how}</p>
        <p>
          <Link to={contactHref()} className={buttonClassName('primary')}>
            {COPY.contact}
          </Link>
        </p>
        <h2 id="writers-sign-in" className={styles.heading}>
          {COPY.signInHeading}
        </h2>
        <p>{COPY.signIn}</p>
      </div>
    </section>
  );
}
