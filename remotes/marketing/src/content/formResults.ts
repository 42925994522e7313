/**
 * The pages a public form lands on once it is sent without JavaScript (the shell's server
 * answers the post with a redirect here; see publicForms.ts). The messages are the reader
 * API's own success messages, which the same forms show in place when JavaScript runs.
 */
import { FORM_RESULT_PATHS, type FormResultName } from '../formResults/paths';

export interface FormResult {
  path: string;
  title: string;
  message: string;
  /** Meta description (the page is prerendered like every public page). */
  description: string;
  next: { href: string; label: string };
}

const HOME = { href: '/', label: 'Back to the home page' };

export const FORM_RESULTS = {
  newsletterSubscribed: {
    path: FORM_RESULT_PATHS.newsletterSubscribed,
    title: 'Check your inbox',
    message:
      'Almost there! Please check your inbox: we have sent you a link to confirm your subscription.',
    description: 'Confirm your subscription to the Thrive newsletter from the e-mail we sent you.',
    next: HOME,
  },
  newsletterConfirmed: {
    path: FORM_RESULT_PATHS.newsletterConfirmed,
    title: 'Subscription confirmed',
    message: 'Your subscription is confirmed. Welcome to the Thrive newsletter!',
    description: 'Your subscription to the Thrive newsletter is confirmed.',
    next: HOME,
  },
  appUpdatesConfirmed: {
    path: FORM_RESULT_PATHS.appUpdatesConfirmed,
    title: 'Subscription confirmed',
    message: 'You are on the list. We will e-mail you once when the Thrive app is out.',
    description: 'You will hear from Thrive when the app is out.',
    next: HOME,
  },
  newsletterUnsubscribed: {
    path: FORM_RESULT_PATHS.newsletterUnsubscribed,
    title: 'You are unsubscribed',
    message: 'You have been unsubscribed. You will not receive the Thrive newsletter any more.',
    description: 'You are unsubscribed from the Thrive newsletter.',
    next: HOME,
  },
  appUpdatesUnsubscribed: {
    path: FORM_RESULT_PATHS.appUpdatesUnsubscribed,
    title: 'You are unsubscribed',
    message: 'You have been unsubscribed. We will not e-mail you about the app launch.',
    description: 'You are unsubscribed from the Thrive app launch e-mail.',
    next: HOME,
  },
  contactSent: {
    path: FORM_RESULT_PATHS.contactSent,
    title: 'Message sent',
    message:
      'Thank you for getting in touch. We have received your message and will reply by e-mail soon.',
    description: 'Your message to Thrive has been sent.',
    next: { href: '/help', label: 'Send another message' },
  },
  deletionRequested: {
    path: FORM_RESULT_PATHS.deletionRequested,
    title: 'Request received',
    message:
      'Please check your inbox. To make sure the request comes from the account holder, we have e-mailed a confirmation link to that address: nothing is deleted unless it is confirmed within 24 hours.',
    description: 'Confirm your account deletion request from the e-mail we sent you.',
    next: HOME,
  },
  deletionConfirmed: {
    path: FORM_RESULT_PATHS.deletionConfirmed,
    title: 'Deletion confirmed',
    message:
      'Your request is confirmed. Your account and its data will be deleted in 7 days; we have e-mailed you a link to cancel before then.',
    description: 'Your account deletion is confirmed.',
    next: HOME,
  },
  deletionCancelled: {
    path: FORM_RESULT_PATHS.deletionCancelled,
    title: 'Deletion cancelled',
    message: 'The deletion is cancelled. Your account and your data stay as they are.',
    description: 'Your account deletion is cancelled.',
    next: HOME,
  },
} as const satisfies Record<FormResultName, FormResult>;
