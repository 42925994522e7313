/** Copy the spec fixes word for word (SPEC sections 2, 4, 5 and 8), typos included. */
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';

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
export const PASSWORD_TOO_LONG = `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export const EMAIL_VERIFIED_TITLE = 'E-mail Verified!';
export const CODE_RESENT_TITLE = 'Code Resent';
export const RESET_SUCCESS_TITLE = 'Password Reset Successful';
export const RESET_SUCCESS_BODY = 'Proceed to login';

export const LOGIN_HEADING = 'We missed You!';
export const WELCOME_PREFIX = 'Welcome, ';
export const GET_STARTED_HEADING = 'Get Started with Our App';

/** The code page without JavaScript: what is said after verifying, and what resending says. */
export const VERIFIED_WITHOUT_SESSION =
  'Your e-mail address is confirmed and your account is ready. Continue to get the app, or log in.';
export const CODE_RESENT_BODY =
  'We sent a new code to your e-mail address. Use the newest code you received.';
/** The code page was opened without a sign-up kept for it (another browser, or too late). */
export const SIGNUP_NOT_KEPT =
  'We could not find your sign-up in this browser, or it has expired. Please sign up again to get a new code.';
/** Without JavaScript the Create Account button cannot wait for the fields: these say what is missing. */
export const SIGNUP_REQUIRED = {
  first_name: 'Please enter your first name.',
  last_name: 'Please enter your last name.',
  email: 'Please enter your email address.',
  password: 'Please enter a password.',
  password_confirmation: 'Please confirm your password.',
} as const;
export const INVALID_EMAIL = 'Please enter a valid email address.';
