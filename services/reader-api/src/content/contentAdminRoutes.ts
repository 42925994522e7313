/**
 * The moderation queue under /api/v1/admin (admin bearer token): stories entered for writers,
 * questions and answers; list (paged, sorted, filtered on the server), read, edit, approve,
 * reject with a reason. These are the only routes that can publish anything.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../core/errors/httpError.ts';
import { validBody } from '../core/validation/validation.ts';
import { adminGuard } from '../core/guards/adminGuard.ts';
import {
  parseContentListQuery,
  QUESTION_SORT_COLUMNS,
  STORY_SORT_COLUMNS,
} from './contentListQuery.ts';
import {
  answerBody,
  answerPatchBody,
  newStoryBody,
  questionPatchBody,
  rejectBody,
  storyPatchBody,
} from './contentBodies.ts';
import { Type } from '@sinclair/typebox';
import {
  AdminQuestionSchema,
  AdminStoryRowSchema,
  ModerationPageSchema,
} from '@thrive/admin-contract/schemas';
import { answers, IdParams } from '../core/http/responseSchemas.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const NOT_FOUND = {
  story: 'That story is not there any more.',
  question: 'That question is not there any more.',
  answer: 'That answer is not there any more.',
};

const idOf = (request: { params: { id: string } }, what: keyof typeof NOT_FOUND): number => {
  const value = Number(request.params.id);
  if (!Number.isInteger(value) || value < 1 || value > 2_147_483_647)
    throw new HttpError(404, NOT_FOUND[what]);
  return value;
};

type Result<T> =
  | { ok: true; value?: T; row?: T }
  | { ok: false; reason: 'not-found' | 'wrong-state'; message?: string };

function unwrap<T>(result: Result<T>, what: keyof typeof NOT_FOUND): T {
  if (result.ok) return (result.value ?? result.row)!;
  if (result.reason === 'wrong-state') throw new HttpError(409, result.message ?? 'Changed since.');
  throw new HttpError(404, result.message ?? NOT_FOUND[what]);
}

/** A story or a question (with its answers) after a read or a moderator's step. */
const storyAnswer = Type.Object({ story: AdminStoryRowSchema });
const questionAnswer = Type.Object({ question: AdminQuestionSchema });

type AdminApp = Parameters<FastifyPluginAsyncTypebox>[0];
const actor = (request: FastifyRequest) => request.admin!;

export const contentAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', adminGuard(app));
  storyModeration(app);
  questionModeration(app);
};

/** The stories' queue: list, read, enter for a writer, edit, send for review, decide. */
function storyModeration(app: AdminApp): void {
  const { stories } = app.content;
  app.get(
    '/admin/stories',
    { schema: { response: answers({ 200: ModerationPageSchema(AdminStoryRowSchema) }) } },
    async (request) => {
      const parsed = parseContentListQuery(request.query, STORY_SORT_COLUMNS);
      if (!parsed.ok) throw new HttpError(400, parsed.error);
      return stories.adminList(parsed.query);
    },
  );
  app.get(
    '/admin/stories/:id',
    { schema: { params: IdParams, response: answers({ 200: storyAnswer }) } },
    async (request) => {
      const story = await stories.get(idOf(request, 'story'));
      if (!story) throw new HttpError(404, NOT_FOUND.story);
      return { story };
    },
  );
  app.post(
    '/admin/stories',
    { schema: { response: answers({ 201: storyAnswer }) } },
    async (request, reply) => {
      const { writerId, submit, ...fields } = validBody(newStoryBody, request.body);
      const story = unwrap(await stories.create(actor(request), writerId, fields, submit), 'story');
      return reply.status(201).send({ story });
    },
  );
  app.patch(
    '/admin/stories/:id',
    { schema: { params: IdParams, response: answers({ 200: storyAnswer }) } },
    async (request) => {
      const patch = validBody(storyPatchBody, request.body);
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      return {
        story: unwrap(await stories.edit(actor(request), idOf(request, 'story'), defined), 'story'),
      };
    },
  );
  app.post(
    '/admin/stories/:id/submit',
    { schema: { params: IdParams, response: answers({ 200: storyAnswer }) } },
    async (request) => ({
      story: unwrap(await stories.submit(actor(request), idOf(request, 'story')), 'story'),
    }),
  );
  app.post(
    '/admin/stories/:id/approve',
    { schema: { params: IdParams, response: answers({ 200: storyAnswer }) } },
    async (request) => ({
      story: unwrap(await stories.approve(actor(request), idOf(request, 'story')), 'story'),
    }),
  );
  app.post(
    '/admin/stories/:id/reject',
    { schema: { params: IdParams, response: answers({ 200: storyAnswer }) } },
    async (request) => {
      const { reason } = validBody(rejectBody, request.body);
      return {
        story: unwrap(
          await stories.reject(actor(request), idOf(request, 'story'), reason),
          'story',
        ),
      };
    },
  );
}

/** The questions' queue and their answers: list, read, edit, decide, answer for a member. */
function questionModeration(app: AdminApp): void {
  const { questions } = app.content;
  app.get(
    '/admin/questions',
    { schema: { response: answers({ 200: ModerationPageSchema(AdminQuestionSchema) }) } },
    async (request) => {
      const parsed = parseContentListQuery(request.query, QUESTION_SORT_COLUMNS);
      if (!parsed.ok) throw new HttpError(400, parsed.error);
      return questions.adminList(parsed.query);
    },
  );
  app.get(
    '/admin/questions/:id',
    { schema: { params: IdParams, response: answers({ 200: questionAnswer }) } },
    async (request) => {
      const question = await questions.get(idOf(request, 'question'));
      if (!question) throw new HttpError(404, NOT_FOUND.question);
      return { question };
    },
  );
  app.patch(
    '/admin/questions/:id',
    { schema: { params: IdParams, response: answers({ 200: questionAnswer }) } },
    async (request) => {
      const { text } = validBody(questionPatchBody, request.body);
      return {
        question: unwrap(
          await questions.editText(actor(request), idOf(request, 'question'), text),
          'question',
        ),
      };
    },
  );
  app.post(
    '/admin/questions/:id/approve',
    { schema: { params: IdParams, response: answers({ 200: questionAnswer }) } },
    async (request) => ({
      question: unwrap(
        await questions.approve(actor(request), idOf(request, 'question')),
        'question',
      ),
    }),
  );
  app.post(
    '/admin/questions/:id/reject',
    { schema: { params: IdParams, response: answers({ 200: questionAnswer }) } },
    async (request) => {
      const { reason } = validBody(rejectBody, request.body);
      return {
        question: unwrap(
          await questions.reject(actor(request), idOf(request, 'question'), reason),
          'question',
        ),
      };
    },
  );
  app.post(
    '/admin/questions/:id/answers',
    { schema: { params: IdParams, response: answers({ 201: questionAnswer }) } },
    async (request, reply) => {
      const { memberId, body } = validBody(answerBody, request.body);
      const question = unwrap(
        await questions.answer(actor(request), idOf(request, 'question'), memberId, body),
        'question',
      );
      return reply.status(201).send({ question });
    },
  );
  app.patch(
    '/admin/answers/:id',
    { schema: { params: IdParams, response: answers({ 200: questionAnswer }) } },
    async (request) => {
      const { body } = validBody(answerPatchBody, request.body);
      return {
        question: unwrap(
          await questions.editAnswer(actor(request), idOf(request, 'answer'), body),
          'answer',
        ),
      };
    },
  );
  app.post(
    '/admin/answers/:id/approve',
    { schema: { params: IdParams, response: answers({ 200: questionAnswer }) } },
    async (request) => ({
      question: unwrap(
        await questions.approveAnswer(actor(request), idOf(request, 'answer')),
        'answer',
      ),
    }),
  );
  app.post(
    '/admin/answers/:id/reject',
    { schema: { params: IdParams, response: answers({ 200: questionAnswer }) } },
    async (request) => {
      const { reason } = validBody(rejectBody, request.body);
      return {
        question: unwrap(
          await questions.rejectAnswer(actor(request), idOf(request, 'answer'), reason),
          'answer',
        ),
      };
    },
  );
}
