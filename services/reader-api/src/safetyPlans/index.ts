/**
 * The reader's safety plan kept in their account, end-to-end private (issue 45): the service on
 * `app.safetyPlans`, the routes (registered by app.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { SafetyPlanService } from './safetyPlanService.ts';

export { safetyPlanRoutes } from './safetyPlanRoutes.ts';
export { safetyPlans } from './safetyPlanTables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    safetyPlans: { service: SafetyPlanService };
  }
}

export function setUpSafetyPlans(app: FastifyInstance, setup: { db: Db; clock: Clock }): void {
  app.decorate('safetyPlans', { service: new SafetyPlanService(setup) });
}
