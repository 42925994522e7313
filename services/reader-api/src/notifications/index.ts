/**
 * Notifications (issue 42): the inbox service on `app.notifications` (other features tell a
 * reader with `app.notifications.service.notifyReader(readerId, event)`), the announcements of
 * "Create Notification", and the routes (registered by app.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { Announcements } from './announcements.ts';
import { NotificationService } from './notificationService.ts';

export { notificationRoutes } from './notificationRoutes.ts';
export { notificationAdminRoutes } from './notificationAdminRoutes.ts';
export { announcements, notifications } from './notificationTables.ts';
export type { NotificationService, ReaderEvent } from './notificationService.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: { service: NotificationService; announcements: Announcements; clock: Clock };
  }
}

export function setUpNotifications(app: FastifyInstance, setup: { db: Db; clock: Clock }): void {
  app.decorate('notifications', {
    service: new NotificationService(setup),
    announcements: new Announcements(setup),
    clock: setup.clock,
  });
}
