/**
 * The reader's inbox (signed in): GET /reader/notifications (the newest INBOX_SIZE and the
 * unread count), GET /reader/notifications/unread (the bell's count alone, a few bytes) and
 * POST /reader/notifications/read {ids} | {all: true}.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { INBOX_SIZE, NOTIFICATION_PATHS } from '@thrive/reader-contract/community';
import type { Reader } from '../core/db/accountTables.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { validBody } from '../core/validation/validation.ts';
import { bearerToken } from '../core/guards/readerGuard.ts';
import { FIELDS_NOT_OBJECT, SESSION_ENDED } from '../content/index.ts';
import { LOG_IN_FOR_NOTIFICATIONS, NAME_NOTIFICATIONS } from './notificationWords.ts';
import { InboxSchema, UnreadCountSchema } from '@thrive/reader-contract/schemas';
import { answers } from '../core/http/responseSchemas.ts';

const notificationId = z.number({ error: NAME_NOTIFICATIONS }).int().positive().max(2_147_483_647);
const readBody = z.union(
  [
    z.object({ all: z.literal(true) }, { error: FIELDS_NOT_OBJECT }),
    z.object(
      { ids: z.array(notificationId, { error: NAME_NOTIFICATIONS }).min(1).max(INBOX_SIZE) },
      { error: FIELDS_NOT_OBJECT },
    ),
  ],
  { error: NAME_NOTIFICATIONS },
);

export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const signedIn = async (request: FastifyRequest, reply: FastifyReply): Promise<Reader> => {
    const token = bearerToken(request);
    const reader = token
      ? await app.services.readers.sessions.readerFor(token, app.notifications.clock.now())
      : undefined;
    if (token && !reader) throw new HttpError(401, SESSION_ENDED);
    if (!reader) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, LOG_IN_FOR_NOTIFICATIONS);
    }
    return reader;
  };
  const service = app.notifications.service;

  app.get(
    NOTIFICATION_PATHS.inbox,
    { schema: { response: answers({ 200: InboxSchema }) } },
    async (request, reply) => {
      const reader = await signedIn(request, reply);
      return reply
        .header('cache-control', 'private, no-store')
        .send(await service.inbox(reader.id));
    },
  );

  app.get(
    NOTIFICATION_PATHS.unread,
    { schema: { response: answers({ 200: UnreadCountSchema }) } },
    async (request, reply) => {
      const reader = await signedIn(request, reply);
      const unread = await service.unread(reader.id);
      return reply.header('cache-control', 'private, no-store').send({ unread });
    },
  );

  app.post(
    NOTIFICATION_PATHS.read,
    { schema: { response: answers({ 200: InboxSchema }) }, config: { idempotent: true } },
    async (request, reply) => {
      const body = validBody(readBody, request.body);
      const reader = await signedIn(request, reply);
      const inbox = await service.markRead(reader.id, 'all' in body ? 'all' : { ids: body.ids });
      return reply.header('cache-control', 'no-store').send(inbox);
    },
  );
};
