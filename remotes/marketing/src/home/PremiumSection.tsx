import { PlanCard } from '../common/PlanCard';
import { ANONYMITY } from '../layout/anonymity';
import { PREMIUM_SECTION } from '../content/home';
import { PREMIUM_PLAN } from '../premium/premium';
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
            {PREMIUM_SECTION.priceBefore} <strong>{PREMIUM_PLAN.priceSpoken}</strong>
            {PREMIUM_SECTION.priceAfter}
          </p>
          <p className={styles.note}>
            {PREMIUM_SECTION.note(ANONYMITY.free, PREMIUM_PLAN.features.length)}
          </p>
        </div>
        <PlanCard />
      </div>
    </section>
  );
}
