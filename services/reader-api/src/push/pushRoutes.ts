/**
 * Web Push routes (issue 46): GET /push/key (the VAPID public key, anyone), the signed-in
 * reader's POST /reader/push/subscription {subscription, kinds, data_saver, locale} (subscribe
 * this phone or change its kinds; no kinds unsubscribes), POST /reader/push/subscription/find
 * {endpoint} and POST /reader/push/unsubscribe {endpoint}; and POST /push/turn-off {endpoint,
 * kind}, the notification's own "Turn off these notifications" (the service worker has no
 * session: the endpoint, which only that phone and the API know, is the proof).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PUSH_PATHS } from '@thrive/reader-contract/community';
import type { Reader } from '../core/db/accountTables.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { bearerToken } from '../core/guards/readerGuard.ts';
import { answers } from '../core/http/responseSchemas.ts';
import { requestLocale } from '../core/mail/mailLocale.ts';
import { validBody } from '../core/validation/validation.ts';
import { SESSION_ENDED } from '../content/index.ts';
import {
  endpointBody,
  PushChoiceSchema,
  PushKeySchema,
  subscribeBody,
  turnOffBody,
} from './pushSchemas.ts';
import { LOG_IN_FOR_PUSH } from './pushWords.ts';

export const pushRoutes: FastifyPluginAsync = async (app) => {
  const { service, keys, clock, allowLocalEndpoints } = app.push;
  const subscribe = subscribeBody(allowLocalEndpoints);
  const byEndpoint = endpointBody(allowLocalEndpoints);
  const turnOff = turnOffBody(allowLocalEndpoints);

  const signedIn = async (request: FastifyRequest, reply: FastifyReply): Promise<Reader> => {
    const token = bearerToken(request);
    const reader = token
      ? await app.services.readers.sessions.readerFor(token, clock.now())
      : undefined;
    if (token && !reader) throw new HttpError(401, SESSION_ENDED);
    if (!reader) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, LOG_IN_FOR_PUSH);
    }
    return reader;
  };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

  app.get(
    PUSH_PATHS.key,
    { schema: { response: answers({ 200: PushKeySchema }) } },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').send({ public_key: keys.publicKey }),
  );

  app.post(
    PUSH_PATHS.subscription,
    { schema: { response: answers({ 200: PushChoiceSchema }) }, config: { idempotent: true } },
    async (request, reply) => {
      const body = validBody(subscribe, request.body);
      const locale = requestLocale(request);
      const reader = await signedIn(request, reply);
      const choice = await service.subscribe(reader.id, {
        subscription: body.subscription,
        kinds: body.kinds,
        dataSaver: body.data_saver,
        locale,
      });
      return noStore(reply).send(choice);
    },
  );

  app.post(
    PUSH_PATHS.find,
    { schema: { response: answers({ 200: PushChoiceSchema }) } },
    async (request, reply) => {
      const { endpoint } = validBody(byEndpoint, request.body);
      const reader = await signedIn(request, reply);
      return noStore(reply).send(await service.find(reader.id, endpoint));
    },
  );

  app.post(
    PUSH_PATHS.unsubscribe,
    { schema: { response: answers({ 200: PushChoiceSchema }) }, config: { idempotent: true } },
    async (request, reply) => {
      const { endpoint } = validBody(byEndpoint, request.body);
      const reader = await signedIn(request, reply);
      await service.unsubscribe(reader.id, endpoint);
      return noStore(reply).send(await service.find(reader.id, endpoint));
    },
  );

  app.post(
    PUSH_PATHS.turnOff,
    { schema: { response: answers({ 200: PushChoiceSchema }) } },
    async (request, reply) => {
      const body = validBody(turnOff, request.body);
      return noStore(reply).send(await service.turnOff(body.endpoint, body.kind));
    },
  );
};
