/**
 * Copy the spec fixes word for word (SPEC sections 2, 4, 5 and 8), typos included: the English
 * catalog's entries (./locales/en.po). Each is read when used, in the page's locale.
 */
import { i18n } from '@thrive/i18n';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';
import './catalog';

/** Title of the shared error modal every failed call opens. */
export const ERROR_TITLE = () => i18n._('auth.error.title');
/** The confirm flow's own error modal title (its capital O is the spec's). */
export const CONFIRM_ERROR_TITLE = () => i18n._('auth.error.confirmTitle');

/** Shown when the server's answer carries no `error` field (or there is no answer at all). */
export const FALLBACK = {
  get register() {
    return i18n._('auth.fallback.register');
  },
  get resend() {
    return i18n._('auth.fallback.resend');
  },
  get confirm() {
    return i18n._('auth.fallback.confirm');
  },
  get login() {
    return i18n._('auth.fallback.login');
  },
  /** Not in the spec: logout never surfaces it (the session is cleared locally regardless). */
  get logout() {
    return i18n._('auth.fallback.logout');
  },
  /** Not in the spec: the /download session check and the password reset calls. */
  get session() {
    return i18n._('auth.fallback.session');
  },
  get reset() {
    return i18n._('auth.fallback.reset');
  },
};

export const PASSWORD_TOO_SHORT = () =>
  i18n._('auth.password.tooShort', { min: MIN_PASSWORD_LENGTH });
export const PASSWORD_TOO_LONG = () =>
  i18n._('auth.password.tooLong', { max: MAX_PASSWORD_LENGTH });
export const PASSWORDS_DO_NOT_MATCH = () => i18n._('auth.password.mismatch');

export const EMAIL_VERIFIED_TITLE = () => i18n._('auth.verified.title');
export const CODE_RESENT_TITLE = () => i18n._('auth.resent.title');
export const RESET_SUCCESS_TITLE = () => i18n._('auth.resetSuccess.title');
export const RESET_SUCCESS_BODY = () => i18n._('auth.resetSuccess.body');

export const LOGIN_HEADING = () => i18n._('auth.login.heading');
/** 'Welcome, <first name>' (the spec's 'Welcome, ' before the name). */
export const WELCOME = (name: string) => i18n._('auth.download.welcomeName', { name });
export const GET_STARTED_HEADING = () => i18n._('auth.download.getStarted');

/** The code page without JavaScript: what is said after verifying, and what resending says. */
export const VERIFIED_WITHOUT_SESSION = () => i18n._('auth.verified.withoutSession');
export const CODE_RESENT_BODY = () => i18n._('auth.resent.body');
/** The code page was opened without a sign-up kept for it (another browser, or too late). */
export const SIGNUP_NOT_KEPT = () => i18n._('auth.signup.notKept');
/** Without JavaScript the Create Account button cannot wait for the fields: these say what is missing. */
export const SIGNUP_REQUIRED = {
  get first_name() {
    return i18n._('auth.required.firstName');
  },
  get last_name() {
    return i18n._('auth.required.lastName');
  },
  get email() {
    return i18n._('auth.required.email');
  },
  get password() {
    return i18n._('auth.required.password');
  },
  get password_confirmation() {
    return i18n._('auth.required.confirmation');
  },
};
export const INVALID_EMAIL = () => i18n._('auth.invalidEmail');

/** The age step (issue 45): the year of birth is missing or not a year. */
export const YEAR_MISSING = () => i18n._('auth.signup.yearMissing');
