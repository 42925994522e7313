/**
 * GET /follows?role=&username= (anyone; the reader's own follow when signed in), POST /follows
 * {role, username, following} (signed in) and GET /reader/follows (whom the reader follows).
 * Limits: FOLLOWS_PER_MINUTE per reader (followService.ts), FOLLOWS_PER_ADDRESS_PER_MINUTE per
 * address (a ceiling for scripts), FOLLOWS_MAX followed at once.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  FOLLOW_PATHS,
  FOLLOW_ROLES,
  FOLLOWS_PER_ADDRESS_PER_MINUTE,
} from '@thrive/reader-contract/community';
import type { Reader } from '../core/db/accountTables.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { validBody } from '../core/validation/validation.ts';
import { bearerToken } from '../core/guards/readerGuard.ts';
import { FIELDS_NOT_OBJECT, SESSION_ENDED } from '../content/index.ts';
import {
  CHOOSE_FOLLOW_ROLE,
  CHOOSE_FOLLOWING,
  FOLLOW_NOT_FOUND,
  LOG_IN_FOR_FOLLOWS,
  LOG_IN_TO_FOLLOW,
} from './followWords.ts';
import { FollowingListSchema, FollowStateSchema } from '@thrive/reader-contract/schemas';
import { answers } from '../core/http/responseSchemas.ts';

const role = z.enum(FOLLOW_ROLES, { error: CHOOSE_FOLLOW_ROLE });
/** Usernames are short words; anything else names nobody. */
const username = z
  .string({ error: FOLLOW_NOT_FOUND })
  .trim()
  .min(1, { error: FOLLOW_NOT_FOUND })
  .max(100, { error: FOLLOW_NOT_FOUND });

const followBody = z.object(
  { role, username, following: z.boolean({ error: CHOOSE_FOLLOWING }) },
  { error: FIELDS_NOT_OBJECT },
);
const followQuery = z.object({ role, username }, { error: FIELDS_NOT_OBJECT });

export const followRoutes: FastifyPluginAsync = async (app) => {
  const readerOf = async (request: FastifyRequest): Promise<Reader | undefined> => {
    const token = bearerToken(request);
    if (!token) return undefined;
    const reader = await app.services.readers.sessions.readerFor(token, app.follows.clock.now());
    if (!reader) throw new HttpError(401, SESSION_ENDED);
    return reader;
  };

  app.get(
    FOLLOW_PATHS.follows,
    { schema: { response: answers({ 200: FollowStateSchema }) } },
    async (request, reply) => {
      const query = validBody(followQuery, request.query);
      const state = await app.follows.service.state(
        query.role,
        query.username,
        await readerOf(request),
      );
      return reply.header('cache-control', 'private, no-store').send(state);
    },
  );

  app.post(
    FOLLOW_PATHS.follows,
    {
      schema: { response: answers({ 200: FollowStateSchema }) },
      config: {
        idempotent: true,
        rateLimit: { max: FOLLOWS_PER_ADDRESS_PER_MINUTE, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      const body = validBody(followBody, request.body);
      const reader = await readerOf(request);
      if (!reader) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(401, LOG_IN_TO_FOLLOW);
      }
      const state = await app.follows.service.set(reader, body.role, body.username, body.following);
      return reply.header('cache-control', 'no-store').send(state);
    },
  );

  app.get(
    FOLLOW_PATHS.ownFollows,
    { schema: { response: answers({ 200: FollowingListSchema }) } },
    async (request, reply) => {
      const reader = await readerOf(request);
      if (!reader) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(401, LOG_IN_FOR_FOLLOWS);
      }
      const list = await app.follows.service.following(reader);
      return reply.header('cache-control', 'private, no-store').send(list);
    },
  );
};
