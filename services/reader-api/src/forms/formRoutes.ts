/**
 * POST /contact: the public site's contact form. (The newsletter and app-updates lists live in
 * src/subscriptions, account deletion in src/deletion.)
 */
import type { FastifyPluginAsync } from 'fastify';
import { formClient } from '../core/limits/formClient.ts';
import { withRetryAfter } from '../core/http/retryAfter.ts';
import { contactBody, validBody } from '../core/validation/validation.ts';
import { requestLocale } from '../core/mail/mailLocale.ts';
import { MessageAnswerSchema } from '@thrive/reader-contract/schemas';
import { answers } from '../core/http/responseSchemas.ts';

export const CONTACT_MESSAGE =
  'Thank you for getting in touch. We have received your message and will reply by e-mail soon.';

export const formRoutes: FastifyPluginAsync = async (app) => {
  const forms = app.services.forms;

  app.post(
    '/contact',
    { schema: { response: answers({ 201: MessageAnswerSchema }) }, config: { idempotent: true } },
    async (request, reply) => {
      const body = validBody(contactBody, request.body);
      const locale = requestLocale(request);
      await withRetryAfter(reply, () => forms.contact(body, formClient(request), locale));
      return reply.status(201).send({ message: CONTACT_MESSAGE });
    },
  );
};
