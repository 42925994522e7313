/**
 * PATCH /admin/questions/:id/genre {genre | null}: a moderator files a question under a genre, so
 * the studio shows it to that genre's writers and consultants (audit-logged).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { z } from 'zod';
import { GENRES } from '@thrive/admin-contract';
import { Nullable } from '@thrive/reader-contract/schemas';
import { adminGuard } from '../core/guards/adminGuard.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { answers, IdParams } from '../core/http/responseSchemas.ts';
import { validBody } from '../core/validation/validation.ts';
import { FIELDS_NOT_OBJECT } from '../content/index.ts';
import { CHOOSE_GENRE, QUESTION_NOT_WAITING } from './studioQuestionWords.ts';
import { questionIdOf } from './studioQuestionRoutes.ts';

const genreBody = z.object(
  { genre: z.enum(GENRES, { error: CHOOSE_GENRE }).nullable() },
  { error: FIELDS_NOT_OBJECT },
);

export const studioQuestionAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', adminGuard(app));
  app.patch(
    '/admin/questions/:id/genre',
    {
      schema: {
        params: IdParams,
        response: answers({
          200: Type.Object({ id: Type.Number(), genre: Nullable(Type.String()) }),
        }),
      },
    },
    async (request) => {
      const id = questionIdOf(request.params.id);
      const { genre } = validBody(genreBody, request.body);
      if (!(await app.studioQuestions.service.fileUnder(request.admin!, id, genre)))
        throw new HttpError(404, QUESTION_NOT_WAITING);
      return { id, genre };
    },
  );
};
