/**
 * Web Push (issue 46): the service and worker on `app.push`, the routes (registered by app.ts),
 * and the wiring that queues a push wherever the inbox hears of something a reader may want on
 * their phone: their question answered, their comment published, a followed writer's new story
 * (notifications' `onNotified`), and the team's news ("Create Notification": `onSent`).
 * Queueing never fails the request that caused it; the worker delivers off the request.
 */
import type { FastifyInstance } from 'fastify';
import { isPushKind } from '@thrive/reader-contract/community';
import type { Clock } from '../core/clock.ts';
import type { Config } from '../core/config.ts';
import type { Db } from '../core/db/database.ts';
import { PushService } from './pushService.ts';
import { PushWorker } from './pushWorker.ts';
import { loadVapidKeys, type VapidKeys } from './vapidKeys.ts';

export { pushRoutes } from './pushRoutes.ts';
export { pushAdminRoutes } from './pushAdminRoutes.ts';
export { pushDeliveries, pushSubscriptions } from './pushTables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    push: {
      service: PushService;
      worker: PushWorker;
      keys: Pick<VapidKeys, 'publicKey'>;
      clock: Clock;
      /** Loopback http endpoints (a local push server) are accepted (config.pushLocalEndpoints). */
      allowLocalEndpoints: boolean;
    };
  }
}

/** Where a push leads when its notification names no page: the inbox. */
const INBOX_PATH = '/notifications';

export async function setUpPush(
  app: FastifyInstance,
  setup: {
    db: Db;
    clock: Clock;
    config: Pick<Config, 'vapid' | 'dataDir' | 'publicApiUrl' | 'pushLocalEndpoints'>;
    /** Run the delivery worker (tests drain it by hand: `app.push.worker.drain()`). */
    startWorker: boolean;
  },
): Promise<void> {
  const { db, clock, config } = setup;
  const keys = await loadVapidKeys(config);
  // Queued pushes wake the worker; a gone subscription is forgotten by the service.
  const service: PushService = new PushService({ db, clock, onQueued: () => worker.kick() });
  const worker: PushWorker = new PushWorker({
    db,
    clock,
    keys,
    publicApiUrl: config.publicApiUrl,
    log: app.log,
    forget: (id) => service.forget(id),
  });
  app.decorate('push', {
    service,
    worker,
    keys: { publicKey: keys.publicKey },
    clock,
    allowLocalEndpoints: config.pushLocalEndpoints,
  });
  if (setup.startWorker) {
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }

  const notQueued = (what: string) => (error: unknown) =>
    app.log.error({ err: error }, `The pushes of ${what} were not queued`);
  app.notifications.service.onNotified(async (readerIds, notification) => {
    if (!isPushKind(notification.kind) || notification.kind === 'announcement') return;
    await service
      .queueForReaders(readerIds, notification.kind, notification.link ?? INBOX_PATH)
      .catch(notQueued(notification.kind));
  });
  app.notifications.announcements.onSent(async (announcement) => {
    await service
      .queueForAnnouncement(announcement.id, announcement.link ?? INBOX_PATH)
      .catch(notQueued('an announcement'));
  });
}
