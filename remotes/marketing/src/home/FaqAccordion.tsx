import { useId, useState } from 'react';
import { FAQ_SECTION } from '../content/home';
import { FAQ } from '../content/faq';
import ui from '../common/Section.module.css';
import styles from './FaqAccordion.module.css';

/**
 * The FAQ (WAI-ARIA accordion pattern): each question is a button in a heading that
 * controls its answer region. At most one answer is open: opening one closes the other, and
 * activating the open one closes it (SPEC section 4).
 */
export function FaqAccordion() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();

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
          {FAQ.map((item, index) => {
            const open = openIndex === index;
            const buttonId = `${baseId}-q${index}`;
            const panelId = `${baseId}-a${index}`;
            return (
              <div key={item.question} className={`${styles.item} ${open ? styles.open : ''}`}>
                <h3 className={styles.question}>
                  <button
                    id={buttonId}
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenIndex(open ? null : index)}
                  >
                    <span>{item.question}</span>
                    <span className={styles.icon} aria-hidden="true" />
                  </button>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  className={styles.answer}
                  hidden={!open}
                >
                  <p>{item.answer}</p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
