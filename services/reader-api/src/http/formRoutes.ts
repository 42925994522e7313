/**
 * POST /contact: the public site's contact form. (The newsletter and app-updates lists live in
 * src/subscriptions, account deletion in src/deletion.)
 */
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from './httpError.ts';
import { withRetryAfter } from './retryAfter.ts';
import { contactBody, parseBody, type ParseResult } from './validation.ts';

export const CONTACT_MESSAGE =
  'Thank you for getting in touch. We have received your message and will reply by e-mail soon.';

function valid<T>(result: ParseResult<T>): T {
  if (!result.ok) throw new HttpError(400, result.error);
  return result.data;
}

export const formRoutes: FastifyPluginAsync = async (app) => {
  const forms = app.services.forms;

  app.post('/contact', async (request, reply) => {
    const body = valid(parseBody(contactBody, request.body));
    await withRetryAfter(reply, () => forms.contact(body, request.ip));
    return reply.status(201).send({ message: CONTACT_MESSAGE });
  });
};
