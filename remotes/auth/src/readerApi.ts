import { ApiError, post } from '@thrive/api-client';
import type { SessionUser } from '@thrive/auth-store';
import { FALLBACK } from './messages';

/** The reader calls this remote makes (SPEC section 7), each with its spec fallback text. */

export interface RegistrationPayload {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export interface LoginPayload {
  email: string;
  password: string;
}

export interface LoginAnswer {
  token: string;
  user: SessionUser;
}

const isUser = (value: unknown): value is SessionUser =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { first_name?: unknown }).first_name === 'string';

export function register(payload: RegistrationPayload): Promise<unknown> {
  return post('/reader/web-register', payload, FALLBACK.register);
}

/**
 * Verifies the e-mail code and returns the reader the server answered with. The password chosen
 * at sign-up goes with the code: the server activates only the sign-up attempt it belongs to.
 */
export async function confirmOtp(
  email: string,
  otp: string,
  password: string,
): Promise<SessionUser> {
  const answer = await post<{ user?: unknown }>(
    '/reader/web-confirm-otp',
    { email, otp, password },
    FALLBACK.confirm,
  );
  // A 2xx without a usable user would strand the reader on a blank greeting: treat it as a failure.
  if (!isUser(answer?.user)) throw new ApiError(FALLBACK.confirm, null);
  return answer.user;
}

export function resendOtp(email: string): Promise<unknown> {
  return post('/reader/resend-otp', { email }, FALLBACK.resend);
}

export async function login(payload: LoginPayload): Promise<LoginAnswer> {
  const answer = await post<{ token?: unknown; user?: unknown }>(
    '/reader/login',
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
  return post('/reader/logout', {}, FALLBACK.logout);
}
