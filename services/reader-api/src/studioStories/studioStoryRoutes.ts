/**
 * A writer's own stories under /api/v1/studio (a studio session; issue 43):
 * GET /studio/stories (My stories), POST /studio/stories (a new draft),
 * GET /studio/stories/:id, PATCH /studio/stories/:id (a save naming its base revision: 409 with
 * the server's version when that revision is old), POST /studio/stories/:id/submit.
 * Another writer's story answers 404, as if it were not there.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  StudioStoryAnswerSchema,
  StudioStoryConflictSchema,
  StudioStoryListSchema,
} from '@thrive/reader-contract/schemas';
import { HttpError } from '../core/errors/httpError.ts';
import { validBody } from '../core/validation/validation.ts';
import { answers, IdParams } from '../core/http/responseSchemas.ts';
import { contributorGuard, signedInContributor } from '../core/guards/contributorGuard.ts';
import { newDraftBody, saveDraftBody, submitBody } from './studioStoryBodies.ts';
import type { StudioResult } from './studioStoryService.ts';

export const STORY_NOT_FOUND = 'That story is not there any more.';
export const WRITERS_ONLY = 'Only writers write stories in the studio.';
export const REVISION_CONFLICT =
  'This draft was changed on another device. Both versions are shown: keep one, or merge them.';

const idOf = (request: { params: { id: string } }): number => {
  const value = Number(request.params.id);
  if (!Number.isInteger(value) || value < 1 || value > 2_147_483_647)
    throw new HttpError(404, STORY_NOT_FOUND);
  return value;
};

/** The signed-in writer (a consultant answers questions; stories are writers'). */
function writerOf(request: FastifyRequest) {
  const contributor = signedInContributor(request);
  if (contributor.role !== 'writer') throw new HttpError(403, WRITERS_ONLY);
  return contributor;
}

function unwrap(result: StudioResult) {
  if (result.ok) return { story: result.story };
  if (result.reason === 'not-found') throw new HttpError(404, STORY_NOT_FOUND);
  if (result.reason === 'conflict')
    throw new HttpError(409, REVISION_CONFLICT, 'REVISION_CONFLICT', { story: result.story });
  throw new HttpError(result.reason === 'incomplete' ? 400 : 409, result.message);
}

export const studioStoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.studioStories.service;
  app.addHook('onRequest', contributorGuard(app));

  app.get(
    '/studio/stories',
    { schema: { response: answers({ 200: StudioStoryListSchema }) } },
    async (request) => ({ stories: await service.list(writerOf(request).memberId) }),
  );
  app.post(
    '/studio/stories',
    { schema: { response: answers({ 201: StudioStoryAnswerSchema }) } },
    async (request, reply) => {
      const writer = writerOf(request);
      const fields = validBody(newDraftBody, request.body);
      return reply.status(201).send({ story: await service.create(writer, fields) });
    },
  );
  app.get(
    '/studio/stories/:id',
    { schema: { params: IdParams, response: answers({ 200: StudioStoryAnswerSchema }) } },
    async (request) => {
      const story = await service.get(writerOf(request).memberId, idOf(request));
      if (!story) throw new HttpError(404, STORY_NOT_FOUND);
      return { story };
    },
  );
  app.patch(
    '/studio/stories/:id',
    {
      schema: {
        params: IdParams,
        response: { ...answers({ 200: StudioStoryAnswerSchema }), 409: StudioStoryConflictSchema },
      },
    },
    async (request) => {
      const writer = writerOf(request);
      const id = idOf(request);
      const { base_revision, ...fields } = validBody(saveDraftBody, request.body);
      return unwrap(await service.save(writer, id, base_revision, fields));
    },
  );
  app.post(
    '/studio/stories/:id/submit',
    { schema: { params: IdParams, response: answers({ 200: StudioStoryAnswerSchema }) } },
    async (request) => {
      const writer = writerOf(request);
      const id = idOf(request);
      const { revision } = validBody(submitBody, request.body);
      return unwrap(await service.submit(writer, id, revision));
    },
  );
};
