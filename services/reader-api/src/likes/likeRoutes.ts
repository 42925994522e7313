/**
 * GET /likes?target=&id= (anyone; the reader's own like when signed in) and POST /likes
 * {target, id, liked} (signed in): a like set or taken back. Limits: LIKES_PER_MINUTE per reader
 * (likeService.ts), LIKES_PER_ADDRESS_PER_MINUTE per address (a ceiling for scripts).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { z } from 'zod';
import {
  COMMUNITY_PATHS,
  LIKE_TARGETS,
  LIKES_PER_ADDRESS_PER_MINUTE,
} from '@thrive/reader-contract/community';
import { LikeStateSchema } from '@thrive/reader-contract/schemas';
import { answers } from '../core/http/responseSchemas.ts';
import type { Reader } from '../core/db/accountTables.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { validBody } from '../core/validation/validation.ts';
import { bearerToken } from '../core/guards/readerGuard.ts';
import { LIKE_NOT_FOUND, LOG_IN_TO_LIKE, CHOOSE_LIKE_TARGET, CHOOSE_LIKED } from './likeWords.ts';
import { SESSION_ENDED } from '../content/index.ts';

const FIELDS_NOT_OBJECT = 'Please send the fields as a JSON object.';

const target = z.enum(LIKE_TARGETS, { error: CHOOSE_LIKE_TARGET });
/** Ids are database integers; anything else names nothing. */
const itemId = z.coerce
  .number({ error: LIKE_NOT_FOUND })
  .int({ error: LIKE_NOT_FOUND })
  .positive({ error: LIKE_NOT_FOUND })
  .max(2_147_483_647, { error: LIKE_NOT_FOUND });

const likeBody = z.object(
  { target, id: itemId, liked: z.boolean({ error: CHOOSE_LIKED }) },
  { error: FIELDS_NOT_OBJECT },
);
const likeQuery = z.object({ target, id: itemId }, { error: FIELDS_NOT_OBJECT });

const likeAnswers = { response: answers({ 200: LikeStateSchema }) };

export const likeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const readerOf = async (request: FastifyRequest): Promise<Reader | undefined> => {
    const token = bearerToken(request);
    if (!token) return undefined;
    const reader = await app.services.readers.sessions.readerFor(token, app.likes.clock.now());
    if (!reader) throw new HttpError(401, SESSION_ENDED);
    return reader;
  };

  app.get(COMMUNITY_PATHS.likes, { schema: likeAnswers }, async (request, reply) => {
    const query = validBody(likeQuery, request.query);
    const state = await app.likes.service.state(query.target, query.id, await readerOf(request));
    return reply.header('cache-control', 'private, no-store').send(state);
  });

  app.post(
    COMMUNITY_PATHS.likes,
    {
      schema: likeAnswers,
      config: {
        idempotent: true,
        rateLimit: { max: LIKES_PER_ADDRESS_PER_MINUTE, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      const body = validBody(likeBody, request.body);
      const reader = await readerOf(request);
      if (!reader) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(401, LOG_IN_TO_LIKE);
      }
      const state = await app.likes.service.set(reader, body.target, body.id, body.liked);
      return reply.header('cache-control', 'no-store').send(state);
    },
  );
};
