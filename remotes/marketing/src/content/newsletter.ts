/**
 * The newsletter form's words. Plain data: the shell's server reads them for the form sent
 * without JavaScript (publicForms.ts), so they stay out of the catalogs until those pages
 * speak the reader's locale too (issue 26).
 */
export const NEWSLETTER = {
  eyebrow: 'Stay in the know',
  heading: 'Subscribe to our Newsletter',
  body: 'New stories, wellbeing tips and community news, once a month. Unsubscribe any time.',
  placeholder: 'Email Address',
  button: 'Stay updated',
  fallbackError: 'We could not subscribe you right now. Please try again in a moment.',
} as const;

export const NEWSLETTER_ERRORS = {
  required: 'Please enter your email address.',
  format: 'Please enter a valid email address, like name@example.com.',
} as const;
