/** The business constants of the account pages (SPEC section 9), named in one place. */

/** Shortest password the sign-up form accepts. */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest new password the API accepts. */
export const MAX_PASSWORD_LENGTH = 128;
/** Fewest digits the e-mail code must have before Next is enabled. */
export const MIN_OTP_DIGITS = 4;
/** The resend link appears this long after the code screen opens, and rests this long after a click. */
export const RESEND_DELAY_MS = 60_000;
/** "Passwords do not match" waits this long after the last keystroke in the confirmation. */
export const MISMATCH_DEBOUNCE_MS = 500;
/** Pause between "Continue" on the reset success modal and the login page. */
export const RESET_REDIRECT_DELAY_MS = 1_000;
/** Where the e-mail code lands once verified without JavaScript (publicForms.ts). */
export const VERIFIED_PATH = '/confirm/verified';
