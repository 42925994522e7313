/**
 * The password reset when signed out (`/reader/password-reset/request`, `/confirm`) and the
 * change when signed in (`/reader/change-password`).
 */
import type { FastifyPluginAsync } from 'fastify';
import { READER_PATHS } from '@thrive/reader-contract';
import { HttpError } from '../../core/errors/httpError.ts';
import { requestLocale } from '../../core/mail/mailLocale.ts';
import {
  changePasswordBody,
  emailOnlyBody,
  passwordResetConfirmBody,
  validBody,
} from '../../core/validation/validation.ts';
import { bearerToken, notLoggedIn } from '../../core/guards/readerGuard.ts';
import { INVALID_CODE, TOO_MANY_CODE_TRIES, tooManySignInAttempts } from '../shared/messages.ts';
import type { PasswordService } from './passwordService.ts';
import { MessageAnswerSchema } from '@thrive/reader-contract/schemas';
import { answers } from '../../core/http/responseSchemas.ts';

export const RESET_REQUESTED =
  'If an account uses this address, we have e-mailed it a 6-digit code to reset the password. Please check your inbox.';
export const PASSWORD_RESET_DONE =
  'Your password has been reset. Please log in with your new password.';
export const PASSWORD_CHANGED =
  'Your password has been changed. Please log in with your new password.';
export const WRONG_OLD_PASSWORD = 'Your old password is not correct.';

export const passwordRoutes =
  (passwords: PasswordService): FastifyPluginAsync =>
  async (app) => {
    app.post(
      READER_PATHS.passwordResetRequest,
      { schema: { response: answers({ 202: MessageAnswerSchema }) } },
      async (request, reply) => {
        const body = validBody(emailOnlyBody, request.body);
        await passwords.requestReset(body.email, requestLocale(request));
        // The same answer for every address (no account enumeration).
        return reply.status(202).send({ message: RESET_REQUESTED });
      },
    );

    app.post(
      READER_PATHS.passwordResetConfirm,
      { schema: { response: answers({ 200: MessageAnswerSchema }) } },
      async (request, reply) => {
        const body = validBody(passwordResetConfirmBody, request.body);
        const result = await passwords.confirmReset(
          body.email,
          body.otp,
          body.newPassword,
          request.ip,
        );
        if (result.ok) return reply.send({ message: PASSWORD_RESET_DONE });
        if (result.reason === 'too-many-tries') throw new HttpError(429, TOO_MANY_CODE_TRIES);
        throw new HttpError(400, INVALID_CODE);
      },
    );

    app.post(
      READER_PATHS.changePassword,
      { schema: { response: answers({ 200: MessageAnswerSchema }) } },
      async (request, reply) => {
        const token = bearerToken(request);
        if (!token) throw notLoggedIn(reply);
        const body = validBody(changePasswordBody, request.body);
        const result = await passwords.change(
          token,
          body.oldPassword,
          body.newPassword,
          request.ip,
        );
        if (result.ok) return reply.send({ message: PASSWORD_CHANGED });
        if (result.reason === 'unauthenticated') throw notLoggedIn(reply);
        if (result.reason === 'throttled') {
          throw tooManySignInAttempts(reply, result.retryAfterSeconds);
        }
        throw new HttpError(400, WRONG_OLD_PASSWORD);
      },
    );
  };
