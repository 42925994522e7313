/**
 * Comments (issue 42): the service on `app.comments`, the reader and moderation routes
 * (registered by app.ts). Features whose items take comments say which are public with
 * `app.comments.service.commentable(…)`.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { CommentService } from './commentService.ts';

export { commentRoutes } from './commentRoutes.ts';
export { commentAdminRoutes } from './commentAdminRoutes.ts';
export { commentSchema, comments } from './commentTables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    comments: { service: CommentService; clock: Clock };
  }
}

export function setUpComments(app: FastifyInstance, setup: { db: Db; clock: Clock }): void {
  app.decorate('comments', { service: new CommentService(setup), clock: setup.clock });
}
