/** Copy the spec fixes word for word (SPEC sections 2, 4, 5 and 8), typos included. */
import { MIN_PASSWORD_LENGTH } from './constants';

/** Title of the shared error modal every failed call opens. */
export const ERROR_TITLE = 'An error has occured';
/** The confirm flow's own error modal title (its capital O is the spec's). */
export const CONFIRM_ERROR_TITLE = 'An error has Occured';

/** Shown when the server's answer carries no `error` field (or there is no answer at all). */
export const FALLBACK = {
  register: 'An unknown error occurred.',
  resend: 'Unable to resend OTP.',
  confirm: 'OTP verification failed.',
  login: 'Login failed.',
  /** Not in the spec: logout never surfaces it (the session is cleared locally regardless). */
  logout: 'Logout failed.',
  /** Not in the spec: the /download session check and the password reset calls. */
  session: 'We could not check your session.',
  reset: 'We could not reset your password. Please try again.',
} as const;

export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export const EMAIL_VERIFIED_TITLE = 'E-mail Verified!';
export const CODE_RESENT_TITLE = 'Code Resent';
export const RESET_SUCCESS_TITLE = 'Password Reset Successful';
export const RESET_SUCCESS_BODY = 'Proceed to login';

export const LOGIN_HEADING = 'We missed You!';
export const WELCOME_PREFIX = 'Welcome, ';
export const GET_STARTED_HEADING = 'Get Started with Our App';
