/**
 * POST /reader/email-change/request (new address + password; a code goes to the new address)
 * and /reader/email-change/confirm (that code: the account moves, every other session ends).
 */
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/httpError.ts';
import {
  codeMailRefused,
  INVALID_CODE,
  TOO_MANY_CODE_TRIES,
  tooManySignInAttempts,
} from '../http/readerRoutes.ts';
import { emailChangeConfirmBody, emailChangeRequestBody, validBody } from '../http/validation.ts';
import { requireReader } from '../sessions/requireReader.ts';

export const EMAIL_CHANGE_CODE_SENT =
  'We have e-mailed a 6-digit code to your new address. Please enter it to confirm the change.';
export const SAME_EMAIL = 'That is already the e-mail address of your account.';
export const WRONG_PASSWORD = 'Your password is not correct.';
export const EMAIL_CHANGED =
  'Your e-mail address has been changed. Every other device has been signed out.';

export const emailChangeRoutes: FastifyPluginAsync = async (app) => {
  const { sessions, emailChange } = app.services;

  app.post('/reader/email-change/request', async (request, reply) => {
    const signedIn = await requireReader(sessions, request, reply);
    const body = validBody(emailChangeRequestBody, request.body);
    const result = await emailChange.request(signedIn, body.email, body.password, request.ip);
    if (result.ok) return reply.status(202).send({ message: EMAIL_CHANGE_CODE_SENT });
    switch (result.reason) {
      case 'same-address':
        throw new HttpError(400, SAME_EMAIL);
      case 'wrong-password':
        throw new HttpError(400, WRONG_PASSWORD);
      case 'throttled':
        throw tooManySignInAttempts(reply, result.retryAfterSeconds);
      default:
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new HttpError(429, codeMailRefused(result.reason, result.retryAfterSeconds));
    }
  });

  app.post('/reader/email-change/confirm', async (request, reply) => {
    const signedIn = await requireReader(sessions, request, reply);
    const body = validBody(emailChangeConfirmBody, request.body);
    const result = await emailChange.confirm(signedIn, body.otp);
    if (result.ok) return reply.send({ message: EMAIL_CHANGED, user: result.user });
    if (result.reason === 'too-many-tries') throw new HttpError(429, TOO_MANY_CODE_TRIES);
    throw new HttpError(400, INVALID_CODE);
  });
};
