/**
 * What the pages the public forms land on without JavaScript say (formResults/pages.ts lists
 * them). The messages are the reader API's own success messages, which the same forms show in
 * place when JavaScript runs.
 */
import type { FormResultName } from '../formResults/pages';

export interface FormResult {
  title: string;
  message: string;
  next: { href: string; label: string };
}

const HOME = { href: '/', label: 'Back to the home page' };

export const FORM_RESULTS = {
  newsletterSubscribed: {
    title: 'Check your inbox',
    message:
      'Almost there! Please check your inbox: we have sent you a link to confirm your subscription.',
    next: HOME,
  },
  newsletterConfirmed: {
    title: 'Subscription confirmed',
    message: 'Your subscription is confirmed. Welcome to the Thrive newsletter!',
    next: HOME,
  },
  appUpdatesConfirmed: {
    title: 'Subscription confirmed',
    message: 'You are on the list. We will e-mail you once when the Thrive app is out.',
    next: HOME,
  },
  newsletterUnsubscribed: {
    title: 'You are unsubscribed',
    message: 'You have been unsubscribed. You will not receive the Thrive newsletter any more.',
    next: HOME,
  },
  appUpdatesUnsubscribed: {
    title: 'You are unsubscribed',
    message: 'You have been unsubscribed. We will not e-mail you about the app launch.',
    next: HOME,
  },
  contactSent: {
    title: 'Message sent',
    message:
      'Thank you for getting in touch. We have received your message and will reply by e-mail soon.',
    next: { href: '/help', label: 'Send another message' },
  },
  deletionRequested: {
    title: 'Request received',
    message:
      'Please check your inbox. To make sure the request comes from the account holder, we have e-mailed a confirmation link to that address: nothing is deleted unless it is confirmed within 24 hours.',
    next: HOME,
  },
  deletionConfirmed: {
    title: 'Deletion confirmed',
    message:
      'Your request is confirmed. Your account and its data will be deleted in 7 days; we have e-mailed you a link to cancel before then.',
    next: HOME,
  },
  deletionCancelled: {
    title: 'Deletion cancelled',
    message: 'The deletion is cancelled. Your account and your data stay as they are.',
    next: HOME,
  },
} as const satisfies Record<FormResultName, FormResult>;
