/**
 * The reader API's contract (SPEC section 7 and the session, reset and account calls), stated
 * once for both sides: the API (services/reader-api/src/readers) answers with these shapes and
 * the remotes (remotes/auth) send and read them. Types and constants only, so each side builds
 * on its own with it. The answers' types are `Static` of their wire schemas
 * (`@thrive/reader-contract/schemas`, imported as types only: no TypeBox in a remote's bundle).
 */
import type { Static } from '@sinclair/typebox';
import type * as schemas from './schemas';

/** The reader as the API shows it (never the password hash). */
export type ReaderProfile = Static<typeof schemas.ReaderProfileSchema>;

export * from './age';

// ---- Requests -------------------------------------------------------------------------------

/** POST /reader/web-register */
export interface RegisterRequest {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  /**
   * The year of birth (issue 45; age.ts): the site's form always sends it. Optional on the wire
   * for SPEC section 7's callers; an account without it counts as an adult's.
   */
  year_of_birth?: number;
}

/** POST /reader/web-confirm-otp: the code proves the mailbox, the password which sign-up it was. */
export interface ConfirmOtpRequest {
  email: string;
  otp: string;
  password: string;
  /**
   * 'none': verify the address without signing in; the answer is `{ user }` only (the page
   * server's no-JavaScript form, which has nowhere to keep a token). Otherwise a SessionAnswer,
   * and a token the browser still sent in its Authorization header ends (issue 40, L10).
   */
  session?: 'none';
}

/** POST /reader/resend-otp and POST /reader/password-reset/request */
export interface EmailOnlyRequest {
  email: string;
}

/** POST /reader/login */
export interface LoginRequest {
  email: string;
  password: string;
}

/** POST /reader/password-reset/confirm */
export interface PasswordResetConfirmRequest {
  email: string;
  otp: string;
  newPassword: string;
}

/** POST /reader/change-password (signed in) */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
}

/** POST /reader/email-change/request (signed in): the new address, with the password re-entered. */
export interface EmailChangeRequest {
  email: string;
  password: string;
}

/** POST /reader/email-change/confirm (signed in): the code e-mailed to the new address. */
export interface EmailChangeConfirmRequest {
  otp: string;
}

// ---- Answers --------------------------------------------------------------------------------

/** A signed-in answer (login, confirmed code): the bearer token and who it belongs to. */
export type SessionAnswer = Static<typeof schemas.SessionAnswerSchema>;

/** GET /reader/me */
export type CurrentReaderAnswer = Static<typeof schemas.CurrentReaderAnswerSchema>;

/** One signed-in session, as its reader sees it on the account page. */
export type ReaderSession = Static<typeof schemas.ReaderSessionSchema>;

/** GET /reader/sessions: most recently active first. */
export type SessionsAnswer = Static<typeof schemas.SessionsAnswerSchema>;

/** DELETE /reader/sessions/others: how many other sessions ended. */
export type OtherSessionsEndedAnswer = Static<typeof schemas.OtherSessionsEndedAnswerSchema>;

/** POST /reader/email-change/confirm: the account under its new address. */
export type EmailChangedAnswer = Static<typeof schemas.EmailChangedAnswerSchema>;

// ---- Second factor (optional for readers) ---------------------------------------------------

/** How a reader with a second factor may finish a sign-in. */
export type SecondFactorMethod = Static<typeof schemas.SecondFactorMethodSchema>;
/** The kinds of second factor a reader can add. */
export type SecondFactorKind = Static<typeof schemas.SecondFactorKindSchema>;

/**
 * POST /reader/login with the right password of a reader who added a second factor: no token
 * yet, a short-lived ticket for one of the second-step calls (`loginPasskeyOptions` +
 * `loginPasskey`, `loginTotp`, `loginRecoveryCode`), each answering a SessionAnswer.
 */
export type SecondFactorChallenge = Static<typeof schemas.SecondFactorChallengeSchema>;

/** One second factor, as its reader sees it. */
export type SecondFactorSummary = Static<typeof schemas.SecondFactorSummarySchema>;

/** GET /reader/second-factor */
export type SecondFactorsAnswer = Static<typeof schemas.SecondFactorsAnswerSchema>;

/** POST /reader/second-factor/add: a ticket for adding one factor. */
export type AddTicketAnswer = Static<typeof schemas.AddTicketAnswerSchema>;

/** POST /reader/second-factor/totp/setup: the new secret, and the same as an otpauth:// URI. */
export type TotpSetupAnswer = Static<typeof schemas.TotpSetupAnswerSchema>;

/** 201 of …/passkey and …/totp: the new factor; the ten recovery codes with the first one only. */
export type FactorAddedAnswer = Static<typeof schemas.FactorAddedAnswerSchema>;

/** POST /reader/second-factor/recovery-codes: ten new codes (the old ones stop working). */
export type RecoveryCodesAnswer = Static<typeof schemas.RecoveryCodesAnswerSchema>;

/** Answers that only say what happened. */
export type MessageAnswer = Static<typeof schemas.MessageAnswerSchema>;

/** Every error of the API: a human message, and a machine-readable code where the UI acts on it. */
export interface ErrorAnswer {
  error: string;
  code?: ReaderErrorCode;
}

/** The error codes the front end acts on (beside the human `error` message). */
export const READER_ERROR_CODES = {
  /** Login: the right password of a registration still waiting for its code (a new one was sent). */
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  /** Login: the right password of an account an administrator set to Inactive. */
  ACCOUNT_INACTIVE: 'ACCOUNT_INACTIVE',
  /** A second-factor step whose ticket ran out: back to the password. */
  SIGN_IN_AGAIN: 'SIGN_IN_AGAIN',
  /**
   * A second-factor change or ending other sessions needs a recent proof: post the password or
   * an authenticator-app code to `reauthenticate`, then ask again (5 minutes).
   */
  REAUTHENTICATE: 'REAUTHENTICATE',
} as const;
export type ReaderErrorCode = (typeof READER_ERROR_CODES)[keyof typeof READER_ERROR_CODES];

/** The reader API's paths under /api/v1, named once. */
export const READER_PATHS = {
  register: '/reader/web-register',
  confirmOtp: '/reader/web-confirm-otp',
  resendOtp: '/reader/resend-otp',
  login: '/reader/login',
  logout: '/reader/logout',
  me: '/reader/me',
  passwordResetRequest: '/reader/password-reset/request',
  passwordResetConfirm: '/reader/password-reset/confirm',
  changePassword: '/reader/change-password',
  /** GET lists them; DELETE signs out everywhere (this session too). */
  sessions: '/reader/sessions',
  /** DELETE `${sessions}/<id>` signs one session out. */
  emailChangeRequest: '/reader/email-change/request',
  emailChangeConfirm: '/reader/email-change/confirm',
  /** The second step of a login (a SecondFactorChallenge's ticket). */
  loginPasskeyOptions: '/reader/login/passkey/options',
  loginPasskey: '/reader/login/passkey',
  loginTotp: '/reader/login/totp',
  loginRecoveryCode: '/reader/login/recovery-code',
  /** GET lists the reader's factors; `${secondFactor}/add`, `/passkey/options`, `/passkey`,
   * `/totp/setup`, `/totp`, `/recovery-codes` (POST) and `/<id>` (DELETE) manage them. */
  secondFactor: '/reader/second-factor',
  /** POST `{ password }` or `{ code }`: the step-up before a second-factor change or ending other sessions. */
  reauthenticate: '/reader/reauthenticate',
} as const;
