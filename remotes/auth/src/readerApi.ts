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

export async function login(payload: LoginPayload): Promise<LoginAnswer> {
  const answer = await post<{ token?: unknown; user?: unknown }>(
    READER_PATHS.login,
    payload,
    FALLBACK.login,
  );
  // Storing a session without a token or a named user would log the reader out on reload.
  if (typeof answer?.token !== 'string' || !answer.token || !isUser(answer.user)) {
    throw new ApiError(FALLBACK.login, null);
  }
  return { token: answer.token, user: answer.user };
}

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
