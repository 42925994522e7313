/** What the reader routes of more than one use case say (SPEC section 7 and the reset flow). */
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../core/errors/httpError.ts';

export const INVALID_CODE =
  'That code is not correct or has expired. Please check the newest e-mail from us, or request a new code.';
export const TOO_MANY_CODE_TRIES = 'Too many incorrect tries. Please request a new code.';

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export const signInAttemptsRefused = (wait: number) =>
  `Too many sign-in attempts. Please wait ${wait} ${wait === 1 ? 'minute' : 'minutes'} and try again.`;

/** The 429 of a throttled password check (login, change password), with its Retry-After. */
export function tooManySignInAttempts(reply: FastifyReply, retryAfterSeconds: number): HttpError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new HttpError(429, signInAttemptsRefused(minutes(retryAfterSeconds)));
}
