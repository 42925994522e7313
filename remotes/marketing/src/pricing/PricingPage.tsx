import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@thrive/ui';
import { PlanCard } from '../common/PlanCard';
import { ANONYMITY } from '../layout/anonymity';
import ui from '../common/Section.module.css';
import styles from './PricingPage.module.css';

const REASSURANCES = [
  { title: 'Priced for you', body: 'Paid in naira: 1,000 naira per month, nothing hidden.' },
  { title: 'Cancel any time', body: 'Stop your subscription whenever you like, from the app.' },
  {
    title: 'Free stays free',
    body: `Reading stories, asking questions and joining communities stay free. ${ANONYMITY.free}`,
  },
];

/** Pricing (SPEC section 2): the one plan with a Get Started button. */
export default function PricingPage() {
  useDocumentTitle('Pricing');
  return (
    <section className={`${ui.section} ${styles.page}`} aria-labelledby="pricing-heading">
      <div className={`${ui.container} ${ui.centered}`}>
        <p className={ui.eyebrow}>Pricing</p>
        <h1 id="pricing-heading" className={ui.pageTitle}>
          One plan. Everything Thrive offers.
        </h1>
        <p className={ui.lead}>
          Start free, and upgrade to Premium when you want more: fewer distractions, more stories
          and the support to match.
        </p>
      </div>
      <div className={styles.plan}>
        <PlanCard headingLevel={2} />
      </div>
      <ul className={`${ui.container} ${styles.reassurances}`}>
        {REASSURANCES.map((item) => (
          <li key={item.title}>
            <h2 className={styles.reassuranceTitle}>{item.title}</h2>
            <p>{item.body}</p>
          </li>
        ))}
      </ul>
      <p className={styles.help}>
        Questions about Premium? <Link to="/help">Get in touch</Link>.
      </p>
    </section>
  );
}
