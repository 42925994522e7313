/** POST /reader/web-register, /reader/web-confirm-otp and /reader/resend-otp (SPEC section 7). */
import type { FastifyPluginAsync } from 'fastify';
import { READER_PATHS } from '@thrive/reader-contract';
import { HttpError } from '../../core/errors/httpError.ts';
import { requestLocale } from '../../core/mail/mailLocale.ts';
import {
  confirmOtpBody,
  emailOnlyBody,
  ENTER_BIRTH_YEAR,
  registerBody,
  TOO_YOUNG_TO_JOIN,
  validBody,
} from '../../core/validation/validation.ts';
import { isTooYoung } from '@thrive/reader-contract';
import { INVALID_CODE, TOO_MANY_CODE_TRIES } from '../shared/messages.ts';
import { bearerToken } from '../../core/guards/readerGuard.ts';
import type { SignUpService } from './signUpService.ts';
import {
  CurrentReaderAnswerSchema,
  MessageAnswerSchema,
  SessionAnswerSchema,
} from '@thrive/reader-contract/schemas';
import { answers } from '../../core/http/responseSchemas.ts';
import { Type } from '@sinclair/typebox';

export const REGISTER_MESSAGE =
  'Almost there! Please check your inbox: we have e-mailed you a 6-digit code to verify your address.';
export const RESEND_MESSAGE =
  'If this address is waiting to be verified, a new code is on its way. Please check your inbox.';

const hours = (seconds: number) => Math.max(1, Math.ceil(seconds / 3600));
export const codeMailRefused = (reason: 'cooldown' | 'daily-cap', wait: number) =>
  reason === 'daily-cap'
    ? `You have asked for the most codes we can send to this address today. Please try again in ${hours(wait)} ${hours(wait) === 1 ? 'hour' : 'hours'}.`
    : `Please wait ${wait} ${wait === 1 ? 'second' : 'seconds'} before asking for another code.`;

/** Said to a client that signed up for one address too often (it made those sign-ups itself). */
export const tooManySignUps = (wait: number) =>
  `You have already signed up with this address several times. Please enter the newest code we e-mailed you, or try again in ${hours(wait)} ${hours(wait) === 1 ? 'hour' : 'hours'}.`;

export const signUpRoutes =
  (signUp: SignUpService): FastifyPluginAsync =>
  async (app) => {
    app.post(
      READER_PATHS.register,
      { schema: { response: answers({ 201: MessageAnswerSchema }) } },
      async (request, reply) => {
        const body = validBody(registerBody, request.body);
        const year = body.year_of_birth;
        if (year !== undefined) {
          const now = signUp.now();
          if (year > now.getUTCFullYear()) throw new HttpError(422, ENTER_BIRTH_YEAR);
          // Refused before anything is stored: no account, no attempt, no e-mail.
          if (isTooYoung(year, now)) throw new HttpError(422, TOO_YOUNG_TO_JOIN);
        }
        const result = await signUp.register(body, request.ip, requestLocale(request));
        if (!result.ok) {
          reply.header('retry-after', String(result.retryAfterSeconds));
          throw new HttpError(429, tooManySignUps(result.retryAfterSeconds));
        }
        return reply.status(201).send({ message: REGISTER_MESSAGE });
      },
    );

    app.post(
      READER_PATHS.confirmOtp,
      {
        schema: {
          response: answers({ 200: Type.Union([SessionAnswerSchema, CurrentReaderAnswerSchema]) }),
        },
      },
      async (request, reply) => {
        const body = validBody(confirmOtpBody, request.body);
        const result = await signUp.confirm(
          body.email,
          body.otp,
          body.password,
          request.ip,
          request.headers['user-agent'],
          { startSession: body.session !== 'none', previousToken: bearerToken(request) },
        );
        if (result.ok)
          return reply.send(
            result.token ? { token: result.token, user: result.user } : { user: result.user },
          );
        if (result.reason === 'too-many-tries') throw new HttpError(429, TOO_MANY_CODE_TRIES);
        throw new HttpError(400, INVALID_CODE);
      },
    );

    app.post(
      READER_PATHS.resendOtp,
      { schema: { response: answers({ 200: MessageAnswerSchema }) } },
      async (request, reply) => {
        const body = validBody(emailOnlyBody, request.body);
        const result = await signUp.resend(body.email, requestLocale(request));
        if (!result.ok) {
          reply.header('retry-after', String(result.retryAfterSeconds));
          throw new HttpError(429, codeMailRefused(result.reason, result.retryAfterSeconds));
        }
        return reply.send({ message: RESEND_MESSAGE });
      },
    );
  };
