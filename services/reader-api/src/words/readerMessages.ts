/**
 * Every success `message` a reader-facing route sends (issue 26), named by its constant where
 * it is used. app.ts gives it in the request's language as it does the errors (readerErrors.ts),
 * from the same catalogs (src/locales, localizedErrors.ts), and localizedErrors.test.ts fails
 * when one has no translation in an offered language. Add a new reader-facing success message
 * here, and its words to the catalogs.
 *
 * Not listed: the admin console's (it stays English).
 */
import { CONTACT_MESSAGE } from '../forms/formRoutes.ts';
import {
  CONFIRMED_MESSAGE,
  SUBSCRIBE_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from '../subscriptions/subscriptionRoutes.ts';
import {
  DELETION_CANCELLED_MESSAGE,
  DELETION_CONFIRMED_MESSAGE,
  DELETION_REQUESTED_MESSAGE,
} from '../deletion/deletionRoutes.ts';
import { REGISTER_MESSAGE, RESEND_MESSAGE } from '../readers/signUp/signUpRoutes.ts';
import {
  PASSWORD_CHANGED,
  PASSWORD_RESET_DONE,
  RESET_REQUESTED,
} from '../readers/password/passwordRoutes.ts';
import { EMAIL_CHANGE_CODE_SENT, EMAIL_CHANGED } from '../readers/emailChange/emailChangeRoutes.ts';

export const READER_MESSAGES: readonly string[] = [
  // The public forms and the links from our e-mails (shown by marketing's pages).
  CONTACT_MESSAGE,
  ...Object.values(SUBSCRIBE_MESSAGE),
  ...Object.values(CONFIRMED_MESSAGE),
  ...Object.values(UNSUBSCRIBED_MESSAGE),
  DELETION_REQUESTED_MESSAGE,
  DELETION_CONFIRMED_MESSAGE,
  DELETION_CANCELLED_MESSAGE,
  // Sign-up, password and e-mail address.
  REGISTER_MESSAGE,
  RESEND_MESSAGE,
  RESET_REQUESTED,
  PASSWORD_RESET_DONE,
  PASSWORD_CHANGED,
  EMAIL_CHANGE_CODE_SENT,
  EMAIL_CHANGED,
];
