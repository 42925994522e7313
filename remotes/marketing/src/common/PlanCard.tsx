import { useId } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName, VisuallyHidden } from '@thrive/ui';
import { featureNote, formatNaira, PREMIUM_PLAN } from '../premium/premium';
import styles from './PlanCard.module.css';
import { paths } from '@thrive/platform';

export interface PlanCardProps {
  headingLevel?: 2 | 3;
  className?: string;
}

/** The one paid plan: price, the seven features (SPEC section 9) and Get Started → /signup. */
export function PlanCard({ headingLevel = 3, className }: PlanCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const nameId = useId();
  return (
    <article
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby={nameId}
    >
      <div className={styles.top}>
        <Heading id={nameId} className={styles.name}>
          {PREMIUM_PLAN.name}
        </Heading>
        <span className={styles.badge}>{PREMIUM_PLAN.badge}</span>
      </div>
      <p className={styles.price}>
        <span aria-hidden="true">
          <span className={styles.amount}>{formatNaira(PREMIUM_PLAN.priceNaira)}</span>
          <span className={styles.period}> / {PREMIUM_PLAN.period}</span>
        </span>
        <VisuallyHidden>{PREMIUM_PLAN.priceSpoken}</VisuallyHidden>
      </p>
      <p className={styles.summary}>{PREMIUM_PLAN.summary}</p>
      <ul className={styles.features} aria-label={PREMIUM_PLAN.featuresLabel}>
        {PREMIUM_PLAN.features.map((feature) => (
          <li key={feature}>
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="10" cy="10" r="10" fill="currentColor" opacity=".16" />
              <path
                d="M6 10.5l2.6 2.6L14.2 7.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span>
              {feature}
              {featureNote(feature) && (
                <span className={styles.featureNote}>{featureNote(feature)}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <Link to={paths.signup} className={`${buttonClassName('primary', true)} ${styles.cta}`}>
        {PREMIUM_PLAN.cta}
      </Link>
    </article>
  );
}
