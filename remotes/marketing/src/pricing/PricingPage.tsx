import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@thrive/ui';
import { PlanCard } from '../common/PlanCard';
import { PRICING } from './copy';
import ui from '../common/Section.module.css';
import styles from './PricingPage.module.css';

/** Pricing (SPEC section 2): the one plan with a Get Started button. */
export default function PricingPage() {
  useDocumentTitle(PRICING.title);
  return (
    <section className={`${ui.section} ${styles.page}`} aria-labelledby="pricing-heading">
      <div className={`${ui.container} ${ui.centered}`}>
        <p className={ui.eyebrow}>{PRICING.eyebrow}</p>
        <h1 id="pricing-heading" className={ui.pageTitle}>
          {PRICING.heading}
        </h1>
        <p className={ui.lead}>{PRICING.lead}</p>
      </div>
      <div className={styles.plan}>
        <PlanCard headingLevel={2} />
      </div>
      <ul className={`${ui.container} ${styles.reassurances}`}>
        {PRICING.reassurances.map((item) => (
          <li key={item.title}>
            <h2 className={styles.reassuranceTitle}>{item.title}</h2>
            <p>{item.body}</p>
          </li>
        ))}
      </ul>
      <p className={styles.help}>
        {PRICING.questions} <Link to="/help">{PRICING.questionsLink}</Link>.
      </p>
    </section>
  );
}
