/**
 * The studio's Readers page (issue 43): the service on `app.studioReaders` and its routes
 * (registered by app.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { StudioReaderService } from './studioReaderService.ts';

export { studioReaderRoutes } from './studioReaderRoutes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    studioReaders: { service: StudioReaderService };
  }
}

export function setUpStudioReaders(app: FastifyInstance, setup: { db: Db; clock: Clock }): void {
  app.decorate('studioReaders', { service: new StudioReaderService(setup) });
}
