/**
 * The marketing remote's public forms, as the shell's server completes them without
 * JavaScript (scripts/forms; published in prerender/routes.json at build). Each form's markup
 * follows the forms contract (`data-thrive-form` = id, inputs named as the API's fields); the
 * messages are the same ones the forms show in the browser.
 */
import type { FormDescriptor, FormField } from '@thrive/platform';
import { DELETION } from './deleteAccount/copy';
import { FORM_RESULT_PAGES } from './formResults/pages';
import { HELP } from './help/copy';
import { NEWSLETTER, NEWSLETTER_ERRORS } from './content/newsletter';
import { EMAIL_LINK_ERRORS } from './emailLinks/copy';

const email = (required: string, format: string): FormField => ({
  name: 'email',
  rules: [
    { rule: 'required', message: required },
    { rule: 'email', message: format },
  ],
});

/** An e-mail link's page: its token comes with the page's URL. */
const TOKEN: FormField = { name: 'token', fromQuery: true };

export const PUBLIC_FORMS: FormDescriptor[] = [
  {
    id: 'newsletter',
    path: '/',
    endpoint: '/newsletter',
    fields: [email(NEWSLETTER_ERRORS.required, NEWSLETTER_ERRORS.format)],
    success: { redirect: FORM_RESULT_PAGES.newsletterSubscribed.path },
    fallbackError: NEWSLETTER.fallbackError,
  },
  {
    id: 'contact',
    path: '/help',
    endpoint: '/contact',
    fields: [
      {
        name: 'name',
        rules: [
          { rule: 'required', message: HELP.errors.name },
          { rule: 'maxLength', max: HELP.limits.name, message: HELP.errors.nameTooLong },
        ],
      },
      email(HELP.errors.email, HELP.errors.emailFormat),
      // The API's own shape of a phone number: people type spaces, dashes and brackets.
      {
        name: 'phone',
        rules: [
          {
            rule: 'pattern',
            pattern: '\\+?[\\d\\s().-]{5,20}',
            maxLength: 21,
            message: HELP.errors.phone,
          },
        ],
      },
      {
        name: 'subject',
        rules: [
          { rule: 'maxLength', max: HELP.limits.subject, message: HELP.errors.subjectTooLong },
        ],
      },
      {
        name: 'message',
        rules: [
          { rule: 'required', message: HELP.errors.message },
          { rule: 'maxLength', max: HELP.limits.message, message: HELP.errors.messageTooLong },
        ],
      },
    ],
    success: { redirect: FORM_RESULT_PAGES.contactSent.path },
    fallbackError: HELP.fallbackError,
  },
  {
    id: 'deletion-request',
    path: '/delete-account',
    endpoint: '/account-deletion-requests',
    fields: [
      { name: 'fullName', rules: [{ rule: 'required', message: DELETION.errors.fullName }] },
      email(DELETION.errors.email, DELETION.errors.emailFormat),
      { name: 'reason' },
      {
        name: 'confirm',
        kind: 'checkbox',
        rules: [{ rule: 'required', message: DELETION.errors.confirm }],
      },
    ],
    success: { redirect: FORM_RESULT_PAGES.deletionRequested.path },
    fallbackError: DELETION.fallbackError,
  },
  {
    id: 'newsletter-confirm',
    path: '/newsletter/confirm',
    endpoint: '/newsletter/confirm',
    fields: [TOKEN],
    success: {
      redirect: FORM_RESULT_PAGES.newsletterConfirmed.path,
      byAnswer: {
        field: 'list',
        redirects: { 'app-updates': FORM_RESULT_PAGES.appUpdatesConfirmed.path },
      },
    },
    fallbackError: EMAIL_LINK_ERRORS.subscriptionConfirm,
  },
  {
    id: 'newsletter-unsubscribe',
    path: '/newsletter/unsubscribe',
    endpoint: '/newsletter/unsubscribe',
    fields: [TOKEN],
    success: {
      redirect: FORM_RESULT_PAGES.newsletterUnsubscribed.path,
      byAnswer: {
        field: 'list',
        redirects: { 'app-updates': FORM_RESULT_PAGES.appUpdatesUnsubscribed.path },
      },
    },
    fallbackError: EMAIL_LINK_ERRORS.unsubscribe,
  },
  {
    id: 'deletion-confirm',
    path: '/delete-account/confirm',
    endpoint: '/account-deletion-requests/confirm',
    fields: [TOKEN],
    success: { redirect: FORM_RESULT_PAGES.deletionConfirmed.path },
    fallbackError: EMAIL_LINK_ERRORS.deletionConfirm,
  },
  {
    id: 'deletion-cancel',
    path: '/delete-account/cancel',
    endpoint: '/account-deletion-requests/cancel',
    fields: [TOKEN],
    success: { redirect: FORM_RESULT_PAGES.deletionCancelled.path },
    fallbackError: EMAIL_LINK_ERRORS.deletionCancel,
  },
];
