/**
 * Reports (issue 42): the service on `app.reports`, the reader and moderation routes
 * (registered by app.ts). Features whose items can be reported say which are public, how the
 * moderator sees one, and how it is taken down, with `app.reports.service.reportable(…)`.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { ReportService } from './reportService.ts';

export { reportRoutes } from './reportRoutes.ts';
export { reportAdminRoutes } from './reportAdminRoutes.ts';
export { reports } from './reportTables.ts';
export type { Reportable, ReportedItem } from './reportService.ts';

declare module 'fastify' {
  interface FastifyInstance {
    reports: { service: ReportService; clock: Clock };
  }
}

export function setUpReports(app: FastifyInstance, setup: { db: Db; clock: Clock }): void {
  app.decorate('reports', { service: new ReportService(setup), clock: setup.clock });
}
