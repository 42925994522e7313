/**
 * The comments' moderation queue under /api/v1/admin (admin bearer token): list (paged, sorted,
 * filtered on the server, urgent first), read, approve, reject with a reason. The approve route
 * is the only one that can publish a comment.
 */
import { adminGuard } from '../core/guards/adminGuard.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { validBody } from '../core/validation/validation.ts';
import { rejectBody } from '../content/index.ts';
import { parseContentListQuery, QUESTION_SORT_COLUMNS } from '../content/index.ts';
import type { Decision } from './commentService.ts';
import { Type } from '@sinclair/typebox';
import { AdminCommentSchema, ModerationPageSchema } from '@thrive/admin-contract/schemas';
import { answers, IdParams } from '../core/http/responseSchemas.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const NOT_THERE = 'That comment is not there any more.';
const CHANGED = 'That comment was decided meanwhile. Please reload the queue.';

const idOf = (request: { params: { id: string } }): number => {
  const value = Number(request.params.id);
  if (!Number.isInteger(value) || value < 1 || value > 2_147_483_647)
    throw new HttpError(404, NOT_THERE);
  return value;
};

const unwrap = (decision: Decision) => {
  if (decision.ok) return { comment: decision.value };
  throw decision.reason === 'wrong-state'
    ? new HttpError(409, CHANGED)
    : new HttpError(404, NOT_THERE);
};

const commentAnswer = Type.Object({ comment: AdminCommentSchema });

export const commentAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.comments.service;
  app.addHook('onRequest', adminGuard(app));

  app.get(
    '/admin/comments',
    { schema: { response: answers({ 200: ModerationPageSchema(AdminCommentSchema) }) } },
    async (request) => {
      const parsed = parseContentListQuery(request.query, QUESTION_SORT_COLUMNS);
      if (!parsed.ok) throw new HttpError(400, parsed.error);
      return service.adminList(parsed.query);
    },
  );
  app.get(
    '/admin/comments/:id',
    { schema: { params: IdParams, response: answers({ 200: commentAnswer }) } },
    async (request) => {
      const comment = await service.get(idOf(request));
      if (!comment) throw new HttpError(404, NOT_THERE);
      return { comment };
    },
  );
  app.post(
    '/admin/comments/:id/approve',
    { schema: { params: IdParams, response: answers({ 200: commentAnswer }) } },
    async (request) => unwrap(await service.decide(request.admin!, idOf(request), 'approve')),
  );
  app.post(
    '/admin/comments/:id/reject',
    { schema: { params: IdParams, response: answers({ 200: commentAnswer }) } },
    async (request) => {
      const { reason } = validBody(rejectBody, request.body);
      return unwrap(await service.decide(request.admin!, idOf(request), 'reject', reason));
    },
  );
};
