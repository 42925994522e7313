/**
 * The reader API's contract (SPEC section 7 and the session, reset and account calls), stated
 * once for both sides: the API (services/reader-api/src/readers) answers with these shapes and
 * the remotes (remotes/auth) send and read them. Types and constants only, so each side builds
 * on its own with it.
 */

/** The reader as the API shows it (never the password hash). */
export interface ReaderProfile {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  premium: boolean;
  /** ISO 8601, UTC. */
  created_at: string;
}

// ---- Requests -------------------------------------------------------------------------------

/** POST /reader/web-register */
export interface RegisterRequest {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
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
export interface SessionAnswer {
  token: string;
  user: ReaderProfile;
}

/** GET /reader/me */
export interface CurrentReaderAnswer {
  user: ReaderProfile;
}

/** One signed-in session, as its reader sees it on the account page. */
export interface ReaderSession {
  /** Random; names the session to end it (never the token). */
  id: string;
  /** The device in plain words, e.g. "Chrome on Android". */
  device: string;
  /** ISO 8601, UTC. */
  signedInAt: string;
  /** ISO 8601, UTC; written at most once a minute. */
  lastActiveAt: string;
  /** The session of the browser that asked. */
  current: boolean;
}

/** GET /reader/sessions: most recently active first. */
export interface SessionsAnswer {
  sessions: ReaderSession[];
}

/** POST /reader/email-change/confirm: the account under its new address. */
export interface EmailChangedAnswer {
  message: string;
  user: ReaderProfile;
}

// ---- Second factor (optional for readers) ---------------------------------------------------

/** How a reader with a second factor may finish a sign-in. */
export type SecondFactorMethod = 'passkey' | 'totp' | 'recovery-code';
/** The kinds of second factor a reader can add. */
export type SecondFactorKind = 'passkey' | 'totp';

/**
 * POST /reader/login with the right password of a reader who added a second factor: no token
 * yet, a short-lived ticket for one of the second-step calls (`loginPasskeyOptions` +
 * `loginPasskey`, `loginTotp`, `loginRecoveryCode`), each answering a SessionAnswer.
 */
export interface SecondFactorChallenge {
  second_factor: 'verify';
  ticket: string;
  methods: SecondFactorMethod[];
  /** ISO 8601, UTC. */
  expires_at: string;
}

/** One second factor, as its reader sees it. */
export interface SecondFactorSummary {
  id: string;
  kind: SecondFactorKind;
  /** The name the reader gave it (may be empty). */
  label: string;
  /** ISO 8601, UTC. */
  created_at: string;
  /** ISO 8601, UTC; null until it is first used. */
  last_used_at: string | null;
}

/** GET /reader/second-factor */
export interface SecondFactorsAnswer {
  factors: SecondFactorSummary[];
  recovery_codes_left: number;
}

/** POST /reader/second-factor/add: a ticket for adding one factor. */
export interface AddTicketAnswer {
  ticket: string;
  expires_at: string;
}

/** POST /reader/second-factor/totp/setup: the new secret, and the same as an otpauth:// URI. */
export interface TotpSetupAnswer {
  secret: string;
  uri: string;
}

/** 201 of …/passkey and …/totp: the new factor; the ten recovery codes with the first one only. */
export interface FactorAddedAnswer {
  id: string;
  recovery_codes: string[] | null;
}

/** POST /reader/second-factor/recovery-codes: ten new codes (the old ones stop working). */
export interface RecoveryCodesAnswer {
  recovery_codes: string[];
}

/** Answers that only say what happened. */
export interface MessageAnswer {
  message: string;
}

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
