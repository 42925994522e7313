import { Link } from 'react-router-dom';
import { buttonClassName, useDocumentTitle, useSiteSettings } from '@thrive/ui';
import { PRIVACY_POLICY } from '../content/privacy';
import ui from '../common/Section.module.css';
import styles from './PrivacyPage.module.css';

/** Privacy Policy (SPEC section 2): effective 20 September 2025, ten sections, Contact Us → /help. */
export default function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  const policy = PRIVACY_POLICY;
  // Who is responsible for the data, and where to write: set per deployment (runtime config).
  const { privacy } = useSiteSettings();
  return (
    <article className={`${ui.section} ${styles.page}`} aria-labelledby="privacy-heading">
      <div className={`${ui.narrow} ${styles.header}`}>
        <p className={ui.eyebrow}>Legal</p>
        <h1 id="privacy-heading" className={ui.pageTitle}>
          {policy.heading}
        </h1>
        <p className={styles.effective}>
          <time dateTime={policy.effectiveDate}>{policy.effectiveLabel}</time>
        </p>
        {policy.intro.map((paragraph) => (
          <p key={paragraph} className={styles.intro}>
            {paragraph}
          </p>
        ))}
      </div>
      <div className={`${ui.container} ${styles.layout}`}>
        <nav className={styles.toc} aria-label="Contents">
          <p className={styles.tocTitle} aria-hidden="true">
            Contents
          </p>
          <ul>
            {policy.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.body}>
          {policy.sections.map((section) => (
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
              {section.id === 'contact' && (
                <p>
                  {policy.controllerLabel} <strong>{privacy.controller}</strong>.{' '}
                  {policy.privacyContactLabel}{' '}
                  <a href={`mailto:${privacy.contactEmail}`}>{privacy.contactEmail}</a>.
                </p>
              )}
            </section>
          ))}
          <div className={styles.contact}>
            <p>Questions about your privacy? We are happy to help.</p>
            <Link to="/help" className={buttonClassName('primary')}>
              {policy.contactCta}
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
