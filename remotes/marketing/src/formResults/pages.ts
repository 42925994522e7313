/**
 * The pages the public forms land on when sent without JavaScript (the shell's server
 * redirects here; publicForms.ts): their paths and descriptions, for the route table. Their
 * copy (content/formResults.ts) loads with the page.
 */
export const FORM_RESULT_PAGES = {
  newsletterSubscribed: {
    path: '/newsletter/subscribed',
    description: 'Confirm your subscription to the Thrive newsletter from the e-mail we sent you.',
  },
  newsletterConfirmed: {
    path: '/newsletter/confirmed',
    description: 'Your subscription to the Thrive newsletter is confirmed.',
  },
  appUpdatesConfirmed: {
    path: '/newsletter/confirmed/app-updates',
    description: 'You will hear from Thrive when the app is out.',
  },
  newsletterUnsubscribed: {
    path: '/newsletter/unsubscribed',
    description: 'You are unsubscribed from the Thrive newsletter.',
  },
  appUpdatesUnsubscribed: {
    path: '/newsletter/unsubscribed/app-updates',
    description: 'You are unsubscribed from the Thrive app launch e-mail.',
  },
  contactSent: {
    path: '/help/sent',
    description: 'Your message to Thrive has been sent.',
  },
  deletionRequested: {
    path: '/delete-account/requested',
    description: 'Confirm your account deletion request from the e-mail we sent you.',
  },
  deletionConfirmed: {
    path: '/delete-account/confirmed',
    description: 'Your account deletion is confirmed.',
  },
  deletionCancelled: {
    path: '/delete-account/cancelled',
    description: 'Your account deletion is cancelled.',
  },
} as const;

export type FormResultName = keyof typeof FORM_RESULT_PAGES;
