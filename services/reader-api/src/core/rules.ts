/**
 * Business constants of the reader flows (SPEC section 9 and issue 5). They are rules, not
 * settings, so they are not configurable by environment variable.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** The longest new password accepted (ASVS 6.2.9 asks for at least 64); keeps argon2 input bounded. */
export const PASSWORD_MAX_LENGTH = 128;
/**
 * The longest password a sign-in accepts: new passwords were allowed up to 256 characters before
 * the limit became 128, and such an account must still be able to sign in.
 */
export const ENTERED_PASSWORD_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const OTP_DIGITS = 6;
export const OTP_TTL_MS = 10 * 60_000;
/** Wrong tries one client (an IPv4 address, an IPv6 /64) may make on one code (issue 40, L4). */
export const OTP_MAX_FAILED_ATTEMPTS = 5;
/**
 * Wrong tries all clients together may make on one code: a stranger's guesses use up their own
 * tries, not the owner's, and needs four networks to use up a code (at most 6 x 20 = 120
 * guesses a day on a 6-digit code).
 */
export const OTP_MAX_FAILED_ATTEMPTS_ALL_CLIENTS = 20;
/** One code e-mail per address per minute (resend, and repeated registrations). */
export const MAIL_COOLDOWN_MS = 60_000;
/**
 * Code e-mails (sign-up and password reset) per address per 24 h. Tries carry over between
 * codes, so this also caps guesses: at most 5 x 6 = 30 a day per registration.
 */
export const MAX_CODE_MAILS_PER_DAY = 6;
export const CODE_MAIL_WINDOW_MS = 24 * 3_600_000;
/**
 * Sign-up attempts kept per pending address (each with its own password). Attempts a code
 * e-mail went out for are never dropped (the daily cap keeps them few); beyond this number the
 * oldest of the others drop.
 */
export const MAX_REGISTRATION_ATTEMPTS = 10;
/** Sign-ups one client IP may make for one address while it is pending (24 h), any state alike. */
export const MAX_SIGN_UPS_PER_CLIENT_PER_ADDRESS = 3;
/** An unverified registration is replaced by a new one after this long. */
export const PENDING_REGISTRATION_TTL_MS = 24 * 3_600_000;

/** "The request is verified and the account deleted within 7 days" (SPEC section 9). */
export const ACCOUNT_DELETION_DAYS = 7;

/** E-mails the public forms trigger: at most 2 to one address in any hour (no mail bombing). */
export const FORM_MAILS_PER_ADDRESS_PER_HOUR = 2;
/** …and by default at most 20 triggered from one client IP in any hour (FORM_MAILS_PER_IP_PER_HOUR). */
export const FORM_MAILS_PER_IP_PER_HOUR = 20;
export const FORM_MAIL_WINDOW_MS = 3_600_000;
/** An unconfirmed account-deletion request lapses after this long. */
export const DELETION_CONFIRM_TTL_MS = 24 * 3_600_000;
/** A newsletter / app-updates confirmation link works this long. */
export const SUBSCRIPTION_CONFIRM_TTL_MS = 7 * 24 * 3_600_000;
