/**
 * Saved stories (issue 42): the service on `app.saves`, the routes (registered by app.ts).
 * Which stories readers may see comes from content (given by app.ts as `stories`).
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { SaveService, type StoryLookup } from './saveService.ts';

export { saveRoutes } from './saveRoutes.ts';
export { savedStories } from './saveTables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    saves: { service: SaveService; clock: Clock };
  }
}

export function setUpSaves(
  app: FastifyInstance,
  setup: { db: Db; clock: Clock; stories: StoryLookup },
): void {
  app.decorate('saves', { service: new SaveService(setup), clock: setup.clock });
}
