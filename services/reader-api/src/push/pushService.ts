/**
 * Readers' push subscriptions and the queue of pushes: subscribing a phone with the kinds its
 * reader wants (one endpoint is one phone: subscribing it again, also from another account,
 * replaces its row), turning one kind off from the notification itself, and queueing a push
 * for every subscription that wants an event's kind. Queueing is one INSERT … SELECT; the
 * worker (pushWorker.ts) delivers.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  PUSH_KINDS,
  PUSH_SUBSCRIPTIONS_PER_READER,
  type PushChoice,
  type PushDeliveryCounts,
  type PushKind,
  type PushSubscriptionKeys,
} from '@thrive/reader-contract/community';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { notifications } from '../notifications/notificationTables.ts';
import { pushDeliveries, pushSubscriptions, type PushSubscriptionRow } from './pushTables.ts';

/** Readers per INSERT … SELECT (a statement takes at most 65,535 parameters). */
const QUEUE_BATCH = 5_000;

const NOT_SUBSCRIBED: PushChoice = { subscribed: false, kinds: [], data_saver: false };

const choiceOf = (row: PushSubscriptionRow | undefined): PushChoice =>
  row
    ? {
        subscribed: true,
        // In the contract's order, whatever order they were chosen in.
        kinds: PUSH_KINDS.filter((kind) => row.kinds.includes(kind)),
        data_saver: row.dataSaver,
      }
    : NOT_SUBSCRIBED;

export interface Subscribe {
  subscription: PushSubscriptionKeys;
  kinds: PushKind[];
  dataSaver: boolean;
  locale: string;
}

export class PushService {
  constructor(private readonly deps: { db: Db; clock: Clock; onQueued: () => void }) {}

  /** Subscribes this phone for `readerId` with these kinds (none: unsubscribes it). */
  async subscribe(readerId: string, choice: Subscribe): Promise<PushChoice> {
    const { endpoint, keys } = choice.subscription;
    if (choice.kinds.length === 0) {
      await this.unsubscribe(readerId, endpoint);
      return NOT_SUBSCRIBED;
    }
    const now = this.deps.clock.now();
    const fields = {
      readerId,
      p256dh: keys.p256dh,
      auth: keys.auth,
      kinds: [...new Set(choice.kinds)],
      dataSaver: choice.dataSaver,
      locale: choice.locale,
      updatedAt: now,
    };
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pushSubscriptions)
        .values({ id: randomUUID(), endpoint, createdAt: now, ...fields })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: fields })
        .returning();
      // A reader's oldest phones beyond the cap stop getting pushes.
      const kept = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.readerId, readerId))
        .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
        .limit(PUSH_SUBSCRIPTIONS_PER_READER);
      await tx
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.readerId, readerId), notInArray(pushSubscriptions.id, kept)),
        );
      return choiceOf(row);
    });
  }

  /** What this phone of the reader's is subscribed to (another reader's phone: nothing). */
  async find(readerId: string, endpoint: string): Promise<PushChoice> {
    const [row] = await this.deps.db
      .select()
      .from(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.readerId, readerId)),
      );
    return choiceOf(row);
  }

  async unsubscribe(readerId: string, endpoint: string): Promise<void> {
    await this.deps.db
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.readerId, readerId)),
      );
  }

  /**
   * The notification's "Turn off these notifications": this kind off on the phone whose endpoint
   * it is (the endpoint is the phone's secret; the worker has no session). The last kind off
   * removes the subscription. An unknown endpoint changes nothing.
   */
  async turnOff(endpoint: string, kind: PushKind): Promise<PushChoice> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint))
        .for('update');
      if (!row) return NOT_SUBSCRIBED;
      const kinds = row.kinds.filter((wanted) => wanted !== kind);
      if (kinds.length === 0) {
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
        return NOT_SUBSCRIBED;
      }
      const [changed] = await tx
        .update(pushSubscriptions)
        .set({ kinds, updatedAt: clock.now() })
        .where(eq(pushSubscriptions.id, row.id))
        .returning();
      return choiceOf(changed);
    });
  }

  /** A push service said the subscription is gone (404/410): it is deleted. */
  async forget(subscriptionId: string): Promise<void> {
    await this.deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
  }

  /** Queues a push of `kind` to every phone of these readers that wants it. */
  async queueForReaders(
    readerIds: readonly string[],
    kind: PushKind,
    link: string,
  ): Promise<number> {
    const now = this.deps.clock.now().toISOString();
    const unique = [...new Set(readerIds)];
    let queued = 0;
    for (let start = 0; start < unique.length; start += QUEUE_BATCH) {
      const batch = unique.slice(start, start + QUEUE_BATCH);
      const result = await this.deps.db.execute(sql`
        INSERT INTO push_deliveries (subscription_id, kind, link, created_at, next_attempt_at)
        SELECT ${pushSubscriptions.id}, ${kind}, ${link}, ${now}::timestamptz, ${now}::timestamptz
        FROM ${pushSubscriptions}
        WHERE ${inArray(pushSubscriptions.readerId, batch)} AND ${kind} = ANY(${pushSubscriptions.kinds})
        RETURNING id`);
      queued += affectedRows(result);
    }
    if (queued > 0) this.deps.onQueued();
    return queued;
  }

  /** Queues an announcement's push to every phone of its recipients that wants news. */
  async queueForAnnouncement(announcementId: number, link: string): Promise<number> {
    const now = this.deps.clock.now().toISOString();
    const kind: PushKind = 'announcement';
    const result = await this.deps.db.execute(sql`
      INSERT INTO push_deliveries
        (subscription_id, kind, link, announcement_id, created_at, next_attempt_at)
      SELECT s.id, ${kind}, ${link}, ${announcementId}, ${now}::timestamptz, ${now}::timestamptz
      FROM push_subscriptions s
      JOIN ${notifications} n ON n.reader_id = s.reader_id
      WHERE n.announcement_id = ${announcementId} AND ${kind} = ANY(s.kinds)
      RETURNING id`);
    const queued = affectedRows(result);
    if (queued > 0) this.deps.onQueued();
    return queued;
  }

  /** An announcement's pushes: queued (sent), delivered (2xx), failed, still pending. */
  async announcementCounts(announcementId: number): Promise<PushDeliveryCounts> {
    const rows = await this.deps.db
      .select({ outcome: pushDeliveries.outcome, n: count() })
      .from(pushDeliveries)
      .where(eq(pushDeliveries.announcementId, announcementId))
      .groupBy(pushDeliveries.outcome);
    const of = (...outcomes: (string | null)[]) =>
      rows.filter((row) => outcomes.includes(row.outcome)).reduce((sum, row) => sum + row.n, 0);
    return {
      sent: of(null, 'delivered', 'failed', 'gone'),
      delivered: of('delivered'),
      failed: of('failed', 'gone'),
      pending: of(null),
    };
  }
}

/** Rows an INSERT … RETURNING wrote (node-postgres and PGlite both answer `rows`). */
function affectedRows(result: unknown): number {
  return (result as { rows?: unknown[] }).rows?.length ?? 0;
}
