/** The result pages' paths (the route table imports only these; the copy loads with the page). */
export const FORM_RESULT_PATHS = {
  newsletterSubscribed: '/newsletter/subscribed',
  newsletterConfirmed: '/newsletter/confirmed',
  appUpdatesConfirmed: '/newsletter/confirmed/app-updates',
  newsletterUnsubscribed: '/newsletter/unsubscribed',
  appUpdatesUnsubscribed: '/newsletter/unsubscribed/app-updates',
  contactSent: '/help/sent',
  deletionRequested: '/delete-account/requested',
  deletionConfirmed: '/delete-account/confirmed',
  deletionCancelled: '/delete-account/cancelled',
} as const;

export type FormResultName = keyof typeof FORM_RESULT_PATHS;
