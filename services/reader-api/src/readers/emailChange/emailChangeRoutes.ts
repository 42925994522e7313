/**
 * POST /reader/email-change/request (new address + password; a code goes to the new address)
 * and /reader/email-change/confirm (that code: the account moves, every other session ends).
 */
import type { FastifyPluginAsync } from 'fastify';
import { READER_PATHS } from '@thrive/reader-contract';
import { HttpError } from '../../core/errors/httpError.ts';
import {
  emailChangeConfirmBody,
  emailChangeRequestBody,
  validBody,
} from '../../core/validation/validation.ts';
import type { ReaderSessions } from '../session/readerSessions.ts';
import { requireReader } from '../../core/guards/readerGuard.ts';
import { INVALID_CODE, TOO_MANY_CODE_TRIES, tooManySignInAttempts } from '../shared/messages.ts';
import { codeMailRefused } from '../signUp/signUpRoutes.ts';
import type { EmailChangeService } from './emailChangeService.ts';
import { EmailChangedAnswerSchema, MessageAnswerSchema } from '@thrive/reader-contract/schemas';
import { answers } from '../../core/http/responseSchemas.ts';

export const EMAIL_CHANGE_CODE_SENT =
  'We have e-mailed a 6-digit code to your new address. Please enter it to confirm the change.';
export const SAME_EMAIL = 'That is already the e-mail address of your account.';
export const WRONG_PASSWORD = 'Your password is not correct.';
export const EMAIL_CHANGED =
  'Your e-mail address has been changed. Every other device has been signed out.';

export const emailChangeRoutes =
  (emailChange: EmailChangeService, sessions: ReaderSessions): FastifyPluginAsync =>
  async (app) => {
    app.post(
      READER_PATHS.emailChangeRequest,
      { schema: { response: answers({ 202: MessageAnswerSchema }) } },
      async (request, reply) => {
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
      },
    );

    app.post(
      READER_PATHS.emailChangeConfirm,
      { schema: { response: answers({ 200: EmailChangedAnswerSchema }) } },
      async (request, reply) => {
        const signedIn = await requireReader(sessions, request, reply);
        const body = validBody(emailChangeConfirmBody, request.body);
        const result = await emailChange.confirm(signedIn, body.otp);
        if (result.ok) return reply.send({ message: EMAIL_CHANGED, user: result.user });
        if (result.reason === 'too-many-tries') throw new HttpError(429, TOO_MANY_CODE_TRIES);
        throw new HttpError(400, INVALID_CODE);
      },
    );
  };
