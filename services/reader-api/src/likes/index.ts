/**
 * Likes (issue 42): the service on `app.likes`, the routes (registered by app.ts). Features
 * whose items can be liked say which are public with `app.likes.service.likeable(…)`.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { LikeService } from './likeService.ts';

export { likeRoutes } from './likeRoutes.ts';
export { likeSchema, likes } from './likeTables.ts';
export type { VisibilityCheck } from './likeService.ts';

declare module 'fastify' {
  interface FastifyInstance {
    likes: { service: LikeService; clock: Clock };
  }
}

export function setUpLikes(app: FastifyInstance, setup: { db: Db; clock: Clock }): void {
  app.decorate('likes', { service: new LikeService(setup), clock: setup.clock });
}
