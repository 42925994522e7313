import { ANONYMITY } from '../layout/anonymity';

/** The one paid plan (SPEC section 9). */
export const PREMIUM_PLAN = {
  name: 'Thrive Premium',
  /** Shown as '₦1,000' / 'per month'; the spec's wording is '1,000 naira per month'. */
  priceNaira: 1000,
  period: 'month',
  summary: 'Everything Thrive has to offer, for 1,000 naira per month.',
  features: [
    'Ad-free experience',
    'Premium-only stories',
    'Anonymity feature',
    'Personalised stories and answers',
    'Priority support',
    'Early access to new features',
    'Discounts on branded apparel',
  ],
} as const;

/** A line under a feature whose name alone could mislead. */
export const PREMIUM_FEATURE_NOTES: Partial<Record<string, string>> = {
  'Anonymity feature': `${ANONYMITY.premium} ${ANONYMITY.free}`,
};

/** '₦1,000': the naira sign, grouped thousands, no decimals. */
export function formatNaira(amount: number): string {
  return `₦${new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 }).format(amount)}`;
}
