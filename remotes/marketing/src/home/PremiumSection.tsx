import { PlanCard } from '../common/PlanCard';
import { ANONYMITY } from '../layout/anonymity';
import { PREMIUM_SECTION } from '../content/home';
import { PREMIUM_PLAN } from '../content/premium';
import ui from '../common/Section.module.css';
import styles from './PremiumSection.module.css';

/** Premium subscription copy and its features (SPEC section 9). */
export function PremiumSection() {
  return (
    <section className={`${ui.section} ${ui.warm}`} aria-labelledby="premium-heading">
      <div className={`${ui.container} ${styles.inner}`}>
        <div>
          <p className={ui.eyebrow}>{PREMIUM_SECTION.eyebrow}</p>
          <h2 id="premium-heading" className={ui.title}>
            {PREMIUM_SECTION.heading}
          </h2>
          <p className={ui.lead}>{PREMIUM_SECTION.lead}</p>
          <p className={styles.price}>
            Only <strong>1,000 naira per month</strong>. Cancel any time.
          </p>
          <p className={styles.note}>
            Free members keep reading stories, asking questions and joining communities.{' '}
            {ANONYMITY.free} Premium adds {PREMIUM_PLAN.features.length} extras on top.
          </p>
        </div>
        <PlanCard />
      </div>
    </section>
  );
}
