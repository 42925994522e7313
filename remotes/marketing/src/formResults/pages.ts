import { i18n } from '@thrive/i18n';

/**
 * The pages the public forms land on when sent without JavaScript (the shell's server
 * redirects here; publicForms.ts): their paths and descriptions, for the route table. Their
 * copy (./copy.ts) and catalog load with the page, so a description is read once the page has
 * rendered (the prerender reads it then), never in the first load of another page.
 */
export const FORM_RESULT_PAGES = {
  newsletterSubscribed: {
    path: '/newsletter/subscribed',
    get description() {
      return i18n._('marketing.formResults.newsletterSubscribed.description');
    },
  },
  newsletterConfirmed: {
    path: '/newsletter/confirmed',
    get description() {
      return i18n._('marketing.formResults.newsletterConfirmed.description');
    },
  },
  appUpdatesConfirmed: {
    path: '/newsletter/confirmed/app-updates',
    get description() {
      return i18n._('marketing.formResults.appUpdatesConfirmed.description');
    },
  },
  newsletterUnsubscribed: {
    path: '/newsletter/unsubscribed',
    get description() {
      return i18n._('marketing.formResults.newsletterUnsubscribed.description');
    },
  },
  appUpdatesUnsubscribed: {
    path: '/newsletter/unsubscribed/app-updates',
    get description() {
      return i18n._('marketing.formResults.appUpdatesUnsubscribed.description');
    },
  },
  contactSent: {
    path: '/help/sent',
    get description() {
      return i18n._('marketing.formResults.contactSent.description');
    },
  },
  deletionRequested: {
    path: '/delete-account/requested',
    get description() {
      return i18n._('marketing.formResults.deletionRequested.description');
    },
  },
  deletionConfirmed: {
    path: '/delete-account/confirmed',
    get description() {
      return i18n._('marketing.formResults.deletionConfirmed.description');
    },
  },
  deletionCancelled: {
    path: '/delete-account/cancelled',
    get description() {
      return i18n._('marketing.formResults.deletionCancelled.description');
    },
  },
};

export type FormResultName = keyof typeof FORM_RESULT_PAGES;
