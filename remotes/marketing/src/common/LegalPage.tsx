import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@thrive/ui';
import type { PolicySection } from '../privacy/copy';
import ui from './Section.module.css';
import styles from './LegalPage.module.css';

export interface LegalPageProps {
  /** The id of the page's h1 (the article is labelled by it). */
  headingId: string;
  /** The small line above the heading ('Legal'), in the page's locale. */
  eyebrow: string;
  heading: string;
  /** When the document took effect or last changed: ISO date and the words shown. */
  date: { iso: string; label: string };
  intro: readonly string[];
  /** Shown after the intro paragraphs. */
  afterIntro?: ReactNode;
  sections: readonly PolicySection[];
  /** Shown at the end of a section (e.g. the configured privacy contact). */
  sectionEnd?: (section: PolicySection) => ReactNode;
  /** The closing box: a sentence and the button to the contact form. */
  contactPrompt: string;
  contactCta: string;
  /** The table of contents' name ('Contents'). */
  contentsLabel: string;
}

/**
 * The layout of the legal documents (privacy policy, terms): heading, date and intro, a table
 * of contents beside (wide screens) or above the numbered sections, and a way to ask a question.
 */
export function LegalPage({
  headingId,
  eyebrow,
  heading,
  date,
  intro,
  afterIntro,
  sections,
  sectionEnd,
  contactPrompt,
  contactCta,
  contentsLabel,
}: LegalPageProps) {
  return (
    <article className={`${ui.section} ${styles.page}`} aria-labelledby={headingId}>
      <div className={`${ui.narrow} ${styles.header}`}>
        <p className={ui.eyebrow}>{eyebrow}</p>
        <h1 id={headingId} className={ui.pageTitle}>
          {heading}
        </h1>
        <p className={styles.effective}>
          <time dateTime={date.iso}>{date.label}</time>
        </p>
        {intro.map((paragraph) => (
          <p key={paragraph} className={styles.intro}>
            {paragraph}
          </p>
        ))}
        {afterIntro}
      </div>
      <div className={`${ui.container} ${styles.layout}`}>
        <nav className={styles.toc} aria-label={contentsLabel}>
          <p className={styles.tocTitle} aria-hidden="true">
            {contentsLabel}
          </p>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.body}>
          {sections.map((section) => (
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
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {section.after?.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {sectionEnd?.(section)}
            </section>
          ))}
          <div className={styles.contact}>
            <p>{contactPrompt}</p>
            <Link to="/help" className={buttonClassName('primary')}>
              {contactCta}
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}

/** The intro paragraph's style, for a page's own extra intro line. */
export const legalIntroClassName = styles.intro;
