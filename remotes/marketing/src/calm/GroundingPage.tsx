import { i18n } from '@thrive/i18n';
import { localizedPath, paths } from '@thrive/platform';
import { useDocumentTitle } from '@thrive/ui';
import ui from '../common/Section.module.css';
import styles from './GroundingPage.module.css';
import './catalog';

/** 5-4-3-2-1: one sense per step, counting down (the usual order of the exercise). */
const SENSES = [
  { count: 5, id: 'see' },
  { count: 4, id: 'touch' },
  { count: 3, id: 'hear' },
  { count: 2, id: 'smell' },
  { count: 1, id: 'taste' },
] as const;

/**
 * A grounding exercise (issue 45), one tap from the crisis help: the 5-4-3-2-1 senses as plain
 * steps, and paced breathing (in for 4 seconds, out for 6). Markup and CSS only: it reads and
 * runs without JavaScript and offline (the service worker keeps it). The breathing circle moves
 * only while the reader has it open (a native <details>; closing it stops it, WCAG 2.2.2) and
 * stands still under reduced motion, where the counted steps guide alone. No sound.
 */
export default function GroundingPage() {
  useDocumentTitle(i18n._('marketing.calm.grounding.title'));
  return (
    <section className={ui.section} aria-labelledby="grounding-heading">
      <div className={ui.narrow}>
        <h1 id="grounding-heading" className={ui.pageTitle}>
          {i18n._('marketing.calm.grounding.heading')}
        </h1>
        <p className={ui.lead}>{i18n._('marketing.calm.grounding.lead')}</p>

        <h2 className={styles.heading}>{i18n._('marketing.calm.grounding.sensesHeading')}</h2>
        <ol className={styles.senses}>
          {SENSES.map(({ count, id }) => (
            <li key={id} className={styles.sense}>
              <span className={styles.count} aria-hidden="true">
                {count}
              </span>
              <span>{i18n._(`marketing.calm.grounding.sense.${id}`)}</span>
            </li>
          ))}
        </ol>

        <h2 className={styles.heading}>{i18n._('marketing.calm.grounding.breathingHeading')}</h2>
        <p>{i18n._('marketing.calm.grounding.breathingLead')}</p>
        <details className={styles.breathing}>
          <summary className={styles.start}>
            {i18n._('marketing.calm.grounding.breathingStart')}
          </summary>
          <div className={styles.stage}>
            <div className={styles.circle} aria-hidden="true" />
            <p className={styles.stopHint}>{i18n._('marketing.calm.grounding.breathingStop')}</p>
          </div>
        </details>
        <ol className={styles.steps}>
          <li>{i18n._('marketing.calm.grounding.breathIn')}</li>
          <li>{i18n._('marketing.calm.grounding.breathOut')}</li>
          <li>{i18n._('marketing.calm.grounding.breathRepeat')}</li>
        </ol>

        <h2 className={styles.heading}>{i18n._('marketing.calm.grounding.nextHeading')}</h2>
        <p>
          {i18n._('marketing.calm.grounding.nextText')}{' '}
          <a href={localizedPath(paths.safetyPlan, i18n.locale)}>
            {i18n._('marketing.calm.grounding.planLink')}
          </a>
        </p>
      </div>
    </section>
  );
}
