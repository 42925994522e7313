/**
 * POST /reader/web-register, /reader/web-confirm-otp, /reader/resend-otp, /reader/login,
 * /reader/logout and GET /reader/me (SPEC section 7, plus the two session calls), and the
 * password reset (`/reader/password-reset/request`, `/confirm`) and change (`/reader/change-password`).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CLEAR_SITE_DATA } from '../sessions/sessionPolicy.ts';
import { HttpError } from './httpError.ts';
import {
  changePasswordBody,
  confirmOtpBody,
  emailOnlyBody,
  passwordResetConfirmBody,
  loginBody,
  registerBody,
  validBody,
} from './validation.ts';

export const REGISTER_MESSAGE =
  'Almost there! Please check your inbox: we have e-mailed you a 6-digit code to verify your address.';
export const RESEND_MESSAGE =
  'If this address is waiting to be verified, a new code is on its way. Please check your inbox.';
export const INVALID_CODE =
  'That code is not correct or has expired. Please check the newest e-mail from us, or request a new code.';
export const TOO_MANY_CODE_TRIES = 'Too many incorrect tries. Please request a new code.';
export const INVALID_LOGIN = 'Invalid email or password.';
export const NOT_LOGGED_IN = 'Please log in to continue.';
export const EMAIL_NOT_VERIFIED =
  'Your e-mail address is not verified yet. We have sent you a new code: please enter it to finish signing up.';
export const RESET_REQUESTED =
  'If an account uses this address, we have e-mailed it a 6-digit code to reset the password. Please check your inbox.';
export const PASSWORD_RESET_DONE =
  'Your password has been reset. Please log in with your new password.';
export const PASSWORD_CHANGED =
  'Your password has been changed. Please log in with your new password.';
export const WRONG_OLD_PASSWORD = 'Your old password is not correct.';
export const ACCOUNT_INACTIVE =
  'This account has been deactivated. Please contact support if you think this is a mistake.';
const hours = (seconds: number) => Math.max(1, Math.ceil(seconds / 3600));
export const codeMailRefused = (reason: 'cooldown' | 'daily-cap', wait: number) =>
  reason === 'daily-cap'
    ? `You have asked for the most codes we can send to this address today. Please try again in ${hours(wait)} ${hours(wait) === 1 ? 'hour' : 'hours'}.`
    : `Please wait ${wait} ${wait === 1 ? 'second' : 'seconds'} before asking for another code.`;

/** The bearer token of `Authorization: Bearer <token>`, if well formed. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1];
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
/** Said to a client that signed up for one address too often (it made those sign-ups itself). */
export const tooManySignUps = (wait: number) =>
  `You have already signed up with this address several times. Please enter the newest code we e-mailed you, or try again in ${hours(wait)} ${hours(wait) === 1 ? 'hour' : 'hours'}.`;

/** The 429 of a throttled password check (login, change password), with its Retry-After. */
export function tooManySignInAttempts(reply: FastifyReply, retryAfterSeconds: number): HttpError {
  reply.header('retry-after', String(retryAfterSeconds));
  const wait = minutes(retryAfterSeconds);
  return new HttpError(
    429,
    `Too many sign-in attempts. Please wait ${wait} ${wait === 1 ? 'minute' : 'minutes'} and try again.`,
  );
}

export const readerRoutes: FastifyPluginAsync = async (app) => {
  const readers = app.services.readers;

  app.post('/reader/web-register', async (request, reply) => {
    const body = validBody(registerBody, request.body);
    const result = await readers.register(body, request.ip);
    if (!result.ok) {
      reply.header('retry-after', String(result.retryAfterSeconds));
      throw new HttpError(429, tooManySignUps(result.retryAfterSeconds));
    }
    return reply.status(201).send({ message: REGISTER_MESSAGE });
  });

  app.post('/reader/web-confirm-otp', async (request, reply) => {
    const body = validBody(confirmOtpBody, request.body);
    const result = await readers.confirm(
      body.email,
      body.otp,
      body.password,
      request.headers['user-agent'],
    );
    if (result.ok) return reply.send({ token: result.token, user: result.user });
    if (result.reason === 'too-many-tries') throw new HttpError(429, TOO_MANY_CODE_TRIES);
    throw new HttpError(400, INVALID_CODE);
  });

  app.post('/reader/resend-otp', async (request, reply) => {
    const body = validBody(emailOnlyBody, request.body);
    const result = await readers.resend(body.email);
    if (!result.ok) {
      reply.header('retry-after', String(result.retryAfterSeconds));
      throw new HttpError(429, codeMailRefused(result.reason, result.retryAfterSeconds));
    }
    return reply.send({ message: RESEND_MESSAGE });
  });

  app.post('/reader/login', async (request, reply) => {
    const body = validBody(loginBody, request.body);
    const result = await readers.login(
      body.email,
      body.password,
      request.ip,
      request.headers['user-agent'],
    );
    if (result.ok) return reply.send({ token: result.token, user: result.user });
    if (result.reason === 'throttled') {
      throw tooManySignInAttempts(reply, result.retryAfterSeconds);
    }
    if (result.reason === 'unverified')
      throw new HttpError(403, EMAIL_NOT_VERIFIED, 'EMAIL_NOT_VERIFIED');
    // Told only to someone who gave the right password (like the unverified case).
    if (result.reason === 'inactive')
      throw new HttpError(403, ACCOUNT_INACTIVE, 'ACCOUNT_INACTIVE');
    throw new HttpError(401, INVALID_LOGIN);
  });

  app.post('/reader/password-reset/request', async (request, reply) => {
    const body = validBody(emailOnlyBody, request.body);
    await readers.requestPasswordReset(body.email);
    // The same answer for every address (no account enumeration).
    return reply.status(202).send({ message: RESET_REQUESTED });
  });

  app.post('/reader/password-reset/confirm', async (request, reply) => {
    const body = validBody(passwordResetConfirmBody, request.body);
    const result = await readers.confirmPasswordReset(body.email, body.otp, body.newPassword);
    if (result.ok) return reply.send({ message: PASSWORD_RESET_DONE });
    if (result.reason === 'too-many-tries') throw new HttpError(429, TOO_MANY_CODE_TRIES);
    throw new HttpError(400, INVALID_CODE);
  });

  app.post('/reader/change-password', async (request, reply) => {
    const token = bearerToken(request);
    if (!token) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, NOT_LOGGED_IN);
    }
    const body = validBody(changePasswordBody, request.body);
    const result = await readers.changePassword(
      token,
      body.oldPassword,
      body.newPassword,
      request.ip,
    );
    if (result.ok) return reply.send({ message: PASSWORD_CHANGED });
    if (result.reason === 'unauthenticated') {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, NOT_LOGGED_IN);
    }
    if (result.reason === 'throttled') {
      throw tooManySignInAttempts(reply, result.retryAfterSeconds);
    }
    throw new HttpError(400, WRONG_OLD_PASSWORD);
  });

  app.get('/reader/me', async (request, reply) => {
    const token = bearerToken(request);
    const user = token ? await readers.readerForToken(token) : undefined;
    if (!user) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, NOT_LOGGED_IN);
    }
    return reply.send({ user });
  });

  app.post('/reader/logout', async (request, reply) => {
    const token = bearerToken(request);
    if (!token) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, NOT_LOGGED_IN);
    }
    await readers.logout(token);
    return reply.status(204).header('clear-site-data', CLEAR_SITE_DATA).send();
  });
};
