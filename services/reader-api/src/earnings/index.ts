/**
 * Qualified reads and writers' earnings (issue 43): the service on `app.earnings` (its start
 * tokens signed with a key of its own), the story page's read report, the studio's statement and
 * the console's rate, statements and CSV (registered by app.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { loadOrCreateSecret } from '../core/security/serverSecrets.ts';
import { EarningService } from './earningService.ts';
import { ReadStarts } from './readStarts.ts';

export { readRoutes } from './readRoutes.ts';
export { studioEarningRoutes } from './studioEarningRoutes.ts';
export { earningAdminRoutes } from './earningAdminRoutes.ts';
export { storyReads } from './earningTables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    earnings: { service: EarningService };
  }
}

export async function setUpEarnings(
  app: FastifyInstance,
  { db, clock }: { db: Db; clock: Clock },
): Promise<void> {
  const starts = new ReadStarts(await loadOrCreateSecret(db, 'read-start-hmac-key', clock));
  app.decorate('earnings', { service: new EarningService({ db, clock, starts }) });
}
