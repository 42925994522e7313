import { ApiError, get, post } from '@thrive/api-client';
import type { SessionUser } from '@thrive/auth-store';
import {
  READER_ERROR_CODES,
  READER_PATHS,
  type ChangePasswordRequest,
  type ConfirmOtpRequest,
  type EmailOnlyRequest,
  type LoginRequest,
  type PasswordResetConfirmRequest,
  type RegisterRequest,
  type SecondFactorChallenge,
  type SecondFactorMethod,
} from '@thrive/reader-contract';
import { FALLBACK } from './messages';

/**
 * The reader calls this remote makes (SPEC section 7), each with its spec fallback text. The
 * paths, request shapes and error codes are the API's own (@thrive/reader-contract).
 */

export type RegistrationPayload = RegisterRequest;
export type LoginPayload = LoginRequest;

export interface LoginAnswer {
  token: string;
  user: SessionUser;
}

const isUser = (value: unknown): value is SessionUser =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { first_name?: unknown }).first_name === 'string';

export function register(payload: RegistrationPayload): Promise<unknown> {
  return post(READER_PATHS.register, payload, FALLBACK.register);
}

/**
 * Verifies the e-mail code. The password chosen at sign-up goes with it (the server activates
 * only the sign-up attempt it belongs to); the answer signs the reader in, like login's.
 */
export async function confirmOtp(
  email: string,
  otp: string,
  password: string,
): Promise<LoginAnswer> {
  const answer = await post<{ token?: unknown; user?: unknown }>(
    READER_PATHS.confirmOtp,
    { email, otp, password } satisfies ConfirmOtpRequest,
    FALLBACK.confirm,
  );
  // A 2xx without a usable user would strand the reader on a blank greeting: treat it as a failure.
  if (typeof answer?.token !== 'string' || !answer.token || !isUser(answer.user)) {
    throw new ApiError(FALLBACK.confirm, null);
  }
  return { token: answer.token, user: answer.user };
}

export function resendOtp(email: string): Promise<unknown> {
  return post(READER_PATHS.resendOtp, { email } satisfies EmailOnlyRequest, FALLBACK.resend);
}

const METHODS: readonly SecondFactorMethod[] = ['passkey', 'totp', 'recovery-code'];

/** The right password of a reader who added a second factor: the ticket for the next step. */
const asChallenge = (answer: unknown): SecondFactorChallenge | null => {
  const step = answer as Partial<SecondFactorChallenge> | null;
  if (step?.second_factor !== 'verify' || typeof step.ticket !== 'string' || !step.ticket)
    return null;
  const methods = Array.isArray(step.methods)
    ? step.methods.filter((m): m is SecondFactorMethod => METHODS.includes(m))
    : [];
  return { ...(step as SecondFactorChallenge), methods };
};

/** A signed-in answer, checked: storing a session without a token or a named user would log
 * the reader out on reload. */
export function sessionFrom(answer: unknown, fallback: string): LoginAnswer {
  const signedIn = answer as { token?: unknown; user?: unknown } | null;
  if (typeof signedIn?.token !== 'string' || !signedIn.token || !isUser(signedIn.user)) {
    throw new ApiError(fallback, null);
  }
  return { token: signedIn.token, user: signedIn.user };
}

/** The session, or (a reader with a second factor) the challenge of the second step. */
export async function login(payload: LoginPayload): Promise<LoginAnswer | SecondFactorChallenge> {
  const answer = await post<unknown>(READER_PATHS.login, payload, FALLBACK.login);
  return asChallenge(answer) ?? sessionFrom(answer, FALLBACK.login);
}

export const isChallenge = (
  answer: LoginAnswer | SecondFactorChallenge,
): answer is SecondFactorChallenge => 'second_factor' in answer;

/** Ends the session on the server (the bearer token travels in the Authorization header). */
export function logout(): Promise<unknown> {
  return post(READER_PATHS.logout, {}, FALLBACK.logout);
}

/** The reader behind the stored token; an ApiError with status 401 when it expired or was revoked. */
export async function currentReader(): Promise<SessionUser> {
  const answer = await get<{ user?: unknown }>(READER_PATHS.me, FALLBACK.session);
  if (!isUser(answer?.user)) throw new ApiError(FALLBACK.session, null);
  return answer.user;
}

/** Signed out: e-mails a reset code to the address if it has an account (same answer either way). */
export function requestPasswordReset(email: string): Promise<unknown> {
  return post(
    READER_PATHS.passwordResetRequest,
    { email } satisfies EmailOnlyRequest,
    FALLBACK.reset,
  );
}

/** Signed out: sets a new password with the e-mailed code. */
export function confirmPasswordReset(
  email: string,
  otp: string,
  newPassword: string,
): Promise<unknown> {
  return post(
    READER_PATHS.passwordResetConfirm,
    { email, otp, newPassword } satisfies PasswordResetConfirmRequest,
    FALLBACK.reset,
  );
}

/** Signed in: changes the password with the old one (the bearer token says who). */
export function changePassword(oldPassword: string, newPassword: string): Promise<unknown> {
  return post(
    READER_PATHS.changePassword,
    { oldPassword, newPassword } satisfies ChangePasswordRequest,
    FALLBACK.reset,
  );
}

/** The login answer's code for a right password on an address that still needs verifying. */
export const EMAIL_NOT_VERIFIED = READER_ERROR_CODES.EMAIL_NOT_VERIFIED;
