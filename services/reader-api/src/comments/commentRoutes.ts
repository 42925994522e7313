/**
 * GET /comments?target=&id= (published, anyone), POST /comments (signed in: into the moderation
 * queue), GET /reader/comments (the reader's own, with their outcome). Limits: COMMENTS_PER_MINUTE
 * per reader (commentService.ts), COMMENTS_PER_ADDRESS_PER_HOUR per address (a ceiling).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  COMMENT_MAX,
  COMMENT_TARGETS,
  COMMENTS_PER_ADDRESS_PER_HOUR,
  COMMUNITY_PATHS,
} from '@thrive/reader-contract/community';
import type { Reader } from '../core/db/accountTables.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { atMostCharacters, charactersRefused, validBody } from '../core/validation/validation.ts';
import { bearerToken } from '../core/guards/readerGuard.ts';
import { SESSION_ENDED } from '../content/index.ts';
import { FIELDS_NOT_OBJECT } from '../content/index.ts';
import {
  CHOOSE_COMMENT_ANONYMITY,
  CHOOSE_COMMENT_TARGET,
  COMMENT_ON_NOT_FOUND,
  LOG_IN_FOR_COMMENTS,
  LOG_IN_TO_COMMENT,
  WRITE_COMMENT,
} from './commentWords.ts';
import { Type } from '@sinclair/typebox';
import { OwnCommentSchema, PublicCommentSchema } from '@thrive/reader-contract/schemas';
import { answers } from '../core/http/responseSchemas.ts';

// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const target = z.enum(COMMENT_TARGETS, { error: CHOOSE_COMMENT_TARGET });
const itemId = z.coerce
  .number({ error: COMMENT_ON_NOT_FOUND })
  .int({ error: COMMENT_ON_NOT_FOUND })
  .positive({ error: COMMENT_ON_NOT_FOUND })
  .max(2_147_483_647, { error: COMMENT_ON_NOT_FOUND });

const commentBody = z.object(
  {
    target,
    id: itemId,
    text: z
      .string({ error: WRITE_COMMENT })
      .trim()
      .min(1, { error: WRITE_COMMENT })
      .max(COMMENT_MAX, { error: atMostCharacters('Comment', COMMENT_MAX) })
      .refine((v) => !CONTROL_EXCEPT_LINES.test(v), { error: charactersRefused('Comment') }),
    anonymous: z.boolean({ error: CHOOSE_COMMENT_ANONYMITY }),
  },
  { error: FIELDS_NOT_OBJECT },
);
const commentsQuery = z.object({ target, id: itemId }, { error: FIELDS_NOT_OBJECT });

export const commentRoutes: FastifyPluginAsync = async (app) => {
  const service = app.comments.service;
  const readerOf = async (request: FastifyRequest): Promise<Reader | undefined> => {
    const token = bearerToken(request);
    if (!token) return undefined;
    const reader = await app.services.readers.sessions.readerFor(token, app.comments.clock.now());
    if (!reader) throw new HttpError(401, SESSION_ENDED);
    return reader;
  };

  app.get(
    COMMUNITY_PATHS.comments,
    {
      schema: {
        response: answers({ 200: Type.Object({ comments: Type.Array(PublicCommentSchema) }) }),
      },
    },
    async (request, reply) => {
      const query = validBody(commentsQuery, request.query);
      // Not cached: a hidden or rejected comment leaves the very next read.
      return reply
        .header('cache-control', 'no-store')
        .send({ comments: await service.published(query.target, query.id) });
    },
  );

  app.post(
    COMMUNITY_PATHS.comments,
    {
      schema: { response: answers({ 201: Type.Object({ comment: OwnCommentSchema }) }) },
      config: {
        idempotent: true,
        rateLimit: { max: COMMENTS_PER_ADDRESS_PER_HOUR, timeWindow: 3_600_000 },
      },
    },
    async (request, reply) => {
      const body = validBody(commentBody, request.body);
      const reader = await readerOf(request);
      if (!reader) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(401, LOG_IN_TO_COMMENT);
      }
      const comment = await service.write(reader, body);
      return reply.status(201).header('cache-control', 'no-store').send({ comment });
    },
  );

  app.get(
    COMMUNITY_PATHS.ownComments,
    {
      schema: {
        response: answers({ 200: Type.Object({ comments: Type.Array(OwnCommentSchema) }) }),
      },
    },
    async (request, reply) => {
      const reader = await readerOf(request);
      if (!reader) throw new HttpError(401, LOG_IN_FOR_COMMENTS);
      return reply
        .header('cache-control', 'private, no-store')
        .send({ comments: await service.ownComments(reader) });
    },
  );
};
