/**
 * POST /newsletter and /app-updates {email} (double opt-in: a confirmation link is e-mailed),
 * POST /newsletter/confirm {token}, POST /newsletter/unsubscribe {token} — the last also as the
 * RFC 8058 one-click target of List-Unsubscribe: `POST /newsletter/unsubscribe?token=…` with the
 * form body `List-Unsubscribe=One-Click`, as mail clients send it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { formClient } from '../core/limits/formClient.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { requestLocale } from '../core/mail/mailLocale.ts';
import { withRetryAfter } from '../core/http/retryAfter.ts';
import { emailOnlyBody, linkTokenBody, validBody } from '../core/validation/validation.ts';
import type { ListName } from './subscriptionService.ts';
import { MessageAnswerSchema } from '@thrive/reader-contract/schemas';
import { answers } from '../core/http/responseSchemas.ts';
import {
  ListAnswerSchema,
  UnsubscribeQuerySchema as unsubscribeQuery,
} from './subscriptionSchemas.ts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

export const SUBSCRIBE_MESSAGE: Record<ListName, string> = {
  newsletter:
    'Almost there! Please check your inbox: we have sent you a link to confirm your subscription.',
  'app-updates':
    'Almost there! Please check your inbox: we have sent you a link to confirm that you want to hear when the app is out.',
};
export const CONFIRMED_MESSAGE: Record<ListName, string> = {
  newsletter: 'Your subscription is confirmed. Welcome to the Thrive newsletter!',
  'app-updates': 'You are on the list. We will e-mail you once when the Thrive app is out.',
};
export const UNSUBSCRIBED_MESSAGE: Record<ListName, string> = {
  newsletter: 'You have been unsubscribed. You will not receive the Thrive newsletter any more.',
  'app-updates': 'You have been unsubscribed. We will not e-mail you about the app launch.',
};
export const INVALID_CONFIRM_LINK =
  'This confirmation link is invalid or has expired. Please subscribe again to get a new one.';
export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is invalid. Please use the link in one of our e-mails.';

export const subscriptionRoutes: FastifyPluginAsync = async (app) => {
  const subscriptions = app.services.subscriptions;

  for (const [path, list] of [
    ['/newsletter', 'newsletter'],
    ['/app-updates', 'app-updates'],
  ] as const) {
    app.post(
      path,
      { schema: { response: answers({ 200: MessageAnswerSchema }) }, config: { idempotent: true } },
      async (request, reply) => {
        const body = validBody(emailOnlyBody, request.body);
        await withRetryAfter(reply, () =>
          subscriptions.subscribe(list, body.email, formClient(request), requestLocale(request)),
        );
        return reply.send({ message: SUBSCRIBE_MESSAGE[list] });
      },
    );
  }

  app.post(
    '/newsletter/confirm',
    { schema: { response: answers({ 200: ListAnswerSchema }) }, config: { idempotent: true } },
    async (request, reply) => {
      const body = validBody(linkTokenBody, request.body);
      const result = await subscriptions.confirm(body.token);
      if (!result) throw new HttpError(400, INVALID_CONFIRM_LINK);
      return reply.send({ message: CONFIRMED_MESSAGE[result.list], list: result.list });
    },
  );

  // The one-click target gets a form body from mail clients; this plugin alone accepts it.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<TypeBoxTypeProvider>();
    oneClick.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    oneClick.post(
      '/newsletter/unsubscribe',
      {
        schema: { querystring: unsubscribeQuery, response: answers({ 200: ListAnswerSchema }) },
        config: { idempotent: true },
      },
      async (request, reply) => {
        const query = request.query;
        const fromBody =
          request.body && typeof request.body === 'object'
            ? (request.body as { token?: unknown }).token
            : undefined;
        const token = typeof query.token === 'string' ? query.token : fromBody;
        const body = validBody(linkTokenBody, { token });
        const result = await subscriptions.unsubscribe(body.token);
        if (!result) throw new HttpError(400, INVALID_UNSUBSCRIBE_LINK);
        return reply.send({ message: UNSUBSCRIBED_MESSAGE[result.list], list: result.list });
      },
    );
  });
};
