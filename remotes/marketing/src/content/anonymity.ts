/**
 * The one story about anonymity, told the same way on every page (FAQ, SOAR, pricing, the
 * Premium list): asking anonymously is free for everyone; Premium's "anonymity feature"
 * (SPEC section 9) goes further, to comments and communities.
 */
export const ANONYMITY = {
  free: 'Asking anonymously is free for everyone, on every plan.',
  privacy:
    'Anonymous posts are not linked to your personal data, and anything you share with a professional is seen only by authorized personnel.',
  /** What Premium's 'Anonymity feature' adds on top of the free anonymous questions. */
  premium: 'Comment and take part in communities without your name, too.',
} as const;
