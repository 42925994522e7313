/** POST /newsletter, /contact and /account-deletion-requests: the public site's other forms. */
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from './httpError.ts';
import {
  accountDeletionBody,
  contactBody,
  emailOnlyBody,
  parseBody,
  type ParseResult,
} from './validation.ts';

export const NEWSLETTER_MESSAGE =
  'Thank you for subscribing! Look out for stories and tips from Thrive.';
export const CONTACT_MESSAGE =
  'Thank you for getting in touch. We have received your message and will reply by e-mail soon.';
export const DELETION_MESSAGE =
  'We have received your request. If there is an account for this e-mail address, it will be deleted within 7 days, and we have e-mailed you the details.';

function valid<T>(result: ParseResult<T>): T {
  if (!result.ok) throw new HttpError(400, result.error);
  return result.data;
}

export const formRoutes: FastifyPluginAsync = async (app) => {
  const forms = app.services.forms;

  app.post('/newsletter', async (request, reply) => {
    const body = valid(parseBody(emailOnlyBody, request.body));
    await forms.subscribe(body.email);
    return reply.send({ message: NEWSLETTER_MESSAGE });
  });

  app.post('/contact', async (request, reply) => {
    const body = valid(parseBody(contactBody, request.body));
    await forms.contact(body);
    return reply.status(201).send({ message: CONTACT_MESSAGE });
  });

  app.post('/account-deletion-requests', async (request, reply) => {
    const body = valid(parseBody(accountDeletionBody, request.body));
    const dueBy = await forms.requestDeletion(body);
    return reply.status(201).send({ message: DELETION_MESSAGE, dueBy: dueBy.toISOString() });
  });
};
