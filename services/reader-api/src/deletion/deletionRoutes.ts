/**
 * POST /account-deletion-requests (records the request, e-mails a confirmation link),
 * POST /account-deletion-requests/confirm {token}, POST /account-deletion-requests/cancel {token}.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requestLocale } from '../core/mail/mailLocale.ts';
import { formClient } from '../core/limits/formClient.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { withRetryAfter } from '../core/http/retryAfter.ts';
import { accountDeletionBody, linkTokenBody, validBody } from '../core/validation/validation.ts';
import { MessageAnswerSchema } from '@thrive/reader-contract/schemas';
import { answers } from '../core/http/responseSchemas.ts';
import { DeletionConfirmedSchema } from './deletionSchemas.ts';

export const DELETION_REQUESTED_MESSAGE =
  'Please check your inbox. To make sure the request comes from the account holder, we have e-mailed a confirmation link to that address: nothing is deleted unless it is confirmed within 24 hours.';
export const DELETION_CONFIRMED_MESSAGE =
  'Your request is confirmed. Your account and its data will be deleted in 7 days; we have e-mailed you a link to cancel before then.';
export const DELETION_CANCELLED_MESSAGE =
  'The deletion is cancelled. Your account and your data stay as they are.';
export const INVALID_DELETION_CONFIRM_LINK =
  'This confirmation link is invalid or has expired. If you still want your account deleted, please send a new request.';
export const INVALID_DELETION_CANCEL_LINK =
  'This cancel link is invalid. Please use the link in the e-mail we sent you.';
export const ALREADY_DELETED =
  'This account has already been deleted; it can no longer be restored.';

export const deletionRoutes: FastifyPluginAsync = async (app) => {
  const deletion = app.services.deletion;

  app.post(
    '/account-deletion-requests',
    { schema: { response: answers({ 201: MessageAnswerSchema }) }, config: { idempotent: true } },
    async (request, reply) => {
      const body = validBody(accountDeletionBody, request.body);
      const locale = requestLocale(request);
      await withRetryAfter(reply, () => deletion.request(body, formClient(request), locale));
      return reply.status(201).send({ message: DELETION_REQUESTED_MESSAGE });
    },
  );

  app.post(
    '/account-deletion-requests/confirm',
    {
      schema: { response: answers({ 200: DeletionConfirmedSchema }) },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const body = validBody(linkTokenBody, request.body);
      const result = await deletion.confirm(body.token);
      if (!result.ok) throw new HttpError(400, INVALID_DELETION_CONFIRM_LINK);
      return reply.send({
        message: DELETION_CONFIRMED_MESSAGE,
        dueBy: result.dueBy.toISOString(),
      });
    },
  );

  app.post(
    '/account-deletion-requests/cancel',
    { schema: { response: answers({ 200: MessageAnswerSchema }) }, config: { idempotent: true } },
    async (request, reply) => {
      const body = validBody(linkTokenBody, request.body);
      const result = await deletion.cancel(body.token);
      if (!result.ok) {
        throw result.reason === 'already-deleted'
          ? new HttpError(409, ALREADY_DELETED)
          : new HttpError(400, INVALID_DELETION_CANCEL_LINK);
      }
      return reply.send({ message: DELETION_CANCELLED_MESSAGE });
    },
  );
};
