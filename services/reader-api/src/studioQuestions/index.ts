/**
 * The studio's questions to answer (issue 43): the service on `app.studioQuestions`, the
 * contributors' routes and the moderator's genre filing (registered by app.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { StudioQuestionService } from './studioQuestionService.ts';

export { studioQuestionRoutes } from './studioQuestionRoutes.ts';
export { studioQuestionAdminRoutes } from './studioQuestionAdminRoutes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    studioQuestions: { service: StudioQuestionService };
  }
}

export function setUpStudioQuestions(app: FastifyInstance, setup: { db: Db; clock: Clock }): void {
  app.decorate('studioQuestions', { service: new StudioQuestionService(setup) });
}
