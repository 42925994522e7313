/**
 * Follows (issue 42): the service on `app.follows`, the routes (registered by app.ts). The
 * newest stories of followed writers come from content (given by app.ts as `storiesOf`).
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { FollowService, type StoriesOf } from './followService.ts';

export { followRoutes } from './followRoutes.ts';
export { follows } from './followTables.ts';
export type { FollowService } from './followService.ts';

declare module 'fastify' {
  interface FastifyInstance {
    follows: { service: FollowService; clock: Clock };
  }
}

export function setUpFollows(
  app: FastifyInstance,
  setup: { db: Db; clock: Clock; storiesOf: StoriesOf },
): void {
  app.decorate('follows', { service: new FollowService(setup), clock: setup.clock });
}
