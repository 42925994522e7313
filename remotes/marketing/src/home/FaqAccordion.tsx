import { FAQ_SECTION } from '../content/home';
import { FAQ } from '../content/faq';
import ui from '../common/Section.module.css';
import styles from './FaqAccordion.module.css';

/** The `name` that makes the browser keep at most one answer open (an exclusive accordion). */
export const FAQ_GROUP = 'faq';

/**
 * The FAQ as an exclusive accordion of `<details name="faq">`: the browser itself opens the
 * answer of a question that is clicked and closes any other, and closes the open one when it is
 * clicked again (SPEC section 4) — from the first paint, with or without JavaScript. React adds
 * nothing: `open` is left to the browser (a prop would fight it and differ after an early tap).
 * Each question stays a heading inside its `<summary>` (HTML allows heading content there), so
 * the page outline keeps the five questions.
 */
export function FaqAccordion() {
  return (
    <section
      id="faq"
      className={`${ui.section} ${styles.section}`}
      aria-labelledby="faq-heading"
      tabIndex={-1}
    >
      <div className={`${ui.narrow}`}>
        <div className={ui.centered}>
          <h2 id="faq-heading" className={ui.title}>
            {FAQ_SECTION.heading}
          </h2>
          <p className={ui.lead}>{FAQ_SECTION.lead}</p>
        </div>
        <div className={styles.list}>
          {FAQ.map((item) => (
            <details key={item.question} name={FAQ_GROUP} className={styles.item}>
              <summary className={styles.summary}>
                <h3 className={styles.question}>{item.question}</h3>
                <span className={styles.icon} aria-hidden="true" />
              </summary>
              <div className={styles.answer}>
                <p>{item.answer}</p>
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
