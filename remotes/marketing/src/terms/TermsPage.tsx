import { Link } from 'react-router-dom';
import { buttonClassName, useDocumentTitle, useSiteSettings } from '@thrive/ui';
import { TERMS } from '../content/terms';
import ui from '../common/Section.module.css';
// The same document layout as the privacy policy.
import styles from '../privacy/PrivacyPage.module.css';

/** Terms of Use and Community Guidelines (the sign-up page's Terms link opens it). */
export default function TermsPage() {
  useDocumentTitle('Terms of Use');
  const { privacy } = useSiteSettings();
  return (
    <article className={`${ui.section} ${styles.page}`} aria-labelledby="terms-heading">
      <div className={`${ui.narrow} ${styles.header}`}>
        <p className={ui.eyebrow}>Legal</p>
        <h1 id="terms-heading" className={ui.pageTitle}>
          {TERMS.heading}
        </h1>
        <p className={styles.effective}>
          <time dateTime={TERMS.updatedDate}>{TERMS.updatedLabel}</time>
        </p>
        {TERMS.intro.map((paragraph) => (
          <p key={paragraph} className={styles.intro}>
            {paragraph}
          </p>
        ))}
        <p className={styles.intro}>
          {TERMS.agreementLabel} <strong>{privacy.controller}</strong>.
        </p>
      </div>
      <div className={`${ui.container} ${styles.layout}`}>
        <nav className={styles.toc} aria-label="Contents">
          <p className={styles.tocTitle} aria-hidden="true">
            Contents
          </p>
          <ul>
            {TERMS.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.body}>
          {TERMS.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-heading`}
            >
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {'list' in section && section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {'after' in section &&
                section.after?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
            </section>
          ))}
          <div className={styles.contact}>
            <p>Something to report, or a question about these terms?</p>
            <Link to="/help" className={buttonClassName('primary')}>
              {TERMS.contactCta}
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
