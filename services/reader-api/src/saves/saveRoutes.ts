/**
 * GET /reader/saves (the reader's saved stories), POST /reader/saves {slug, saved} and POST
 * /reader/saves/merge {slugs} (the device's list at sign-in), all signed in. Limits:
 * SAVES_PER_MINUTE per reader (saveService.ts), SAVES_PER_ADDRESS_PER_MINUTE per address,
 * SAVES_MAX kept, SAVES_MERGE_MAX per merge.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  SAVE_PATHS,
  SAVES_MERGE_MAX,
  SAVES_PER_ADDRESS_PER_MINUTE,
  SLUG_MAX,
} from '@thrive/reader-contract/community';
import type { Reader } from '../core/db/accountTables.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { validBody } from '../core/validation/validation.ts';
import { bearerToken } from '../core/guards/readerGuard.ts';
import { FIELDS_NOT_OBJECT, SESSION_ENDED } from '../content/index.ts';
import { CHOOSE_SAVED, LOG_IN_TO_SAVE, NAME_SAVED_STORIES, SAVE_NOT_FOUND } from './saveWords.ts';
import { SavedListSchema } from '@thrive/reader-contract/schemas';
import { answers } from '../core/http/responseSchemas.ts';

const slug = z
  .string({ error: SAVE_NOT_FOUND })
  .min(1, { error: SAVE_NOT_FOUND })
  .max(SLUG_MAX, { error: SAVE_NOT_FOUND });
const saveBody = z.object(
  { slug, saved: z.boolean({ error: CHOOSE_SAVED }) },
  { error: FIELDS_NOT_OBJECT },
);
const mergeBody = z.object(
  {
    slugs: z
      .array(slug, { error: NAME_SAVED_STORIES })
      .max(SAVES_MERGE_MAX, { error: NAME_SAVED_STORIES }),
  },
  { error: FIELDS_NOT_OBJECT },
);

const limited = {
  config: {
    idempotent: true,
    rateLimit: { max: SAVES_PER_ADDRESS_PER_MINUTE, timeWindow: 60_000 },
  },
};

const savedAnswers = { response: answers({ 200: SavedListSchema }) };

export const saveRoutes: FastifyPluginAsync = async (app) => {
  const signedIn = async (request: FastifyRequest, reply: FastifyReply): Promise<Reader> => {
    const token = bearerToken(request);
    const reader = token
      ? await app.services.readers.sessions.readerFor(token, app.saves.clock.now())
      : undefined;
    if (token && !reader) throw new HttpError(401, SESSION_ENDED);
    if (!reader) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, LOG_IN_TO_SAVE);
    }
    return reader;
  };

  app.get(
    SAVE_PATHS.saves,
    { schema: { response: answers({ 200: SavedListSchema }) } },
    async (request, reply) => {
      const reader = await signedIn(request, reply);
      const list = await app.saves.service.list(reader);
      return reply.header('cache-control', 'private, no-store').send(list);
    },
  );

  app.post(SAVE_PATHS.saves, { ...limited, schema: savedAnswers }, async (request, reply) => {
    const body = validBody(saveBody, request.body);
    const reader = await signedIn(request, reply);
    const list = await app.saves.service.set(reader, body.slug, body.saved);
    return reply.header('cache-control', 'no-store').send(list);
  });

  app.post(SAVE_PATHS.merge, { ...limited, schema: savedAnswers }, async (request, reply) => {
    const body = validBody(mergeBody, request.body);
    const reader = await signedIn(request, reply);
    const list = await app.saves.service.merge(reader, body.slugs);
    return reply.header('cache-control', 'no-store').send(list);
  });
};
