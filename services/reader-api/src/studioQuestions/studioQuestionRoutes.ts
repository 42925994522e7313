/**
 * GET /studio/questions?scope=genre|all (approved questions waiting for an answer, the
 * contributor's genre by default) and POST /studio/questions/:id/answers {body} (into moderation),
 * for a signed-in writer or consultant only (contributorGuard: readers' and admins' tokens are
 * refused).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { z } from 'zod';
import { ANSWER_MAX } from '@thrive/reader-contract/content';
import { StudioAnswerCreatedSchema, WaitingQuestionsSchema } from '@thrive/reader-contract/schemas';
import { contributorGuard, type SignedInContributor } from '../core/guards/contributorGuard.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { answers, IdParams } from '../core/http/responseSchemas.ts';
import { atMostCharacters, charactersRefused, validBody } from '../core/validation/validation.ts';
import { FIELDS_NOT_OBJECT } from '../content/index.ts';
import { ANSWER_SENT, QUESTION_NOT_WAITING, WRITE_ANSWER } from './studioQuestionWords.ts';

// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const answerBody = z.object(
  {
    body: z
      .string({ error: WRITE_ANSWER })
      .trim()
      .min(1, { error: WRITE_ANSWER })
      .max(ANSWER_MAX, { error: atMostCharacters('The answer', ANSWER_MAX) })
      .refine((v) => !CONTROL_EXCEPT_LINES.test(v), { error: charactersRefused('The answer') }),
  },
  { error: FIELDS_NOT_OBJECT },
);

const ScopeQuery = Type.Object({
  scope: Type.Optional(Type.Union([Type.Literal('genre'), Type.Literal('all')])),
});

/** A path id that can name a row, else the question is simply not there. */
export const questionIdOf = (raw: string): number => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
    throw new HttpError(404, QUESTION_NOT_WAITING);
  return id;
};

export const studioQuestionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.studioQuestions.service;
  app.addHook('onRequest', contributorGuard(app));
  const contributor = (request: FastifyRequest): SignedInContributor => request.contributor!;

  app.get(
    '/studio/questions',
    { schema: { querystring: ScopeQuery, response: answers({ 200: WaitingQuestionsSchema }) } },
    async (request) => service.waiting(contributor(request), request.query.scope ?? 'genre'),
  );

  app.post(
    '/studio/questions/:id/answers',
    { schema: { params: IdParams, response: answers({ 201: StudioAnswerCreatedSchema }) } },
    async (request, reply) => {
      const { body } = validBody(answerBody, request.body);
      const answer = await service.answer(
        contributor(request),
        questionIdOf(request.params.id),
        body,
      );
      return reply.status(201).send({ message: ANSWER_SENT, answer });
    },
  );
};
