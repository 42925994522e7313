/**
 * Delivers the queued pushes (push_deliveries) like the mail outbox delivers e-mail, off the
 * request that caused them: claims due rows atomically (`FOR UPDATE SKIP LOCKED` and a lease,
 * so instances never take the same row and a killed one's rows come back), encrypts each
 * payload for its phone (RFC 8291) and signs it with the VAPID key (RFC 8292) through
 * `web-push`, and posts it to the phone's push service with a timeout. Outcomes:
 * - 2xx: delivered;
 * - 404 or 410: the subscription is gone: deleted (no more pushes to that phone);
 * - 429, 5xx or no answer: tried again with backoff, failed after `maxAttempts`;
 * - any other 4xx: failed (the push service will not take it);
 * - the phone unsubscribed (or turned the kind off) since: cancelled, nothing sent.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { isPushKind } from '@thrive/reader-contract/community';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { pushPayload } from './pushPayload.ts';
import { pushDeliveries, pushSubscriptions, type PushDeliveryRow } from './pushTables.ts';
import type { VapidKeys } from './vapidKeys.ts';

export interface PushWorkerOptions {
  db: Db;
  clock: Clock;
  keys: VapidKeys;
  publicApiUrl: string;
  log: { error(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /** A subscription the push service says is gone. */
  forget(subscriptionId: string): Promise<void>;
  /** Pushes in flight at once. */
  concurrency?: number;
  sendTimeoutMs?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
  pollIntervalMs?: number;
  leaseMs?: number;
}

/** How long a push service keeps a push for a phone that is off (a day: news goes stale). */
export const PUSH_TTL_SECONDS = 24 * 3600;

/** 'cancelled': unsubscribed (or the kind turned off) after it was queued; nothing sent. */
type Outcome = 'delivered' | 'failed' | 'gone' | 'retry' | 'cancelled';

export function outcomeOf(status: number): Exclude<Outcome, 'cancelled'> {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 404 || status === 410) return 'gone';
  if (status === 0 || status === 429 || status >= 500) return 'retry';
  return 'failed';
}

export class PushWorker {
  private readonly owner = randomUUID();
  private readonly concurrency: number;
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<number> | undefined;
  private again = false;

  constructor(private readonly options: PushWorkerOptions) {
    this.concurrency = options.concurrency ?? 8;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.round?.catch(() => undefined);
  }

  /** Something was queued: deliver it now rather than at the next poll. */
  kick(): void {
    if (!this.running) return;
    if (this.round) this.again = true;
    else this.schedule(0);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), delayMs);
    this.timer.unref();
  }

  private tick(): void {
    if (!this.running || this.round) return;
    this.again = false;
    this.round = this.runOnce()
      .catch((error: unknown) => {
        this.options.log.error({ err: error }, 'Push round failed');
        return 0;
      })
      .finally(() => {
        this.round = undefined;
      });
    void this.round.then((handled) => {
      if (this.running) {
        this.schedule(
          this.again || handled === this.concurrency ? 0 : (this.options.pollIntervalMs ?? 1_000),
        );
      }
    });
  }

  /** Delivers one batch of due pushes; returns how many it handled. */
  async runOnce(): Promise<number> {
    const rows = await this.claim();
    await Promise.all(rows.map((row) => this.deliver(row)));
    return rows.length;
  }

  /** Delivers until nothing is due (tests; a retried push waits for its time). */
  async drain(): Promise<void> {
    while ((await this.runOnce()) > 0) {
      // keep going
    }
  }

  private async claim(): Promise<PushDeliveryRow[]> {
    const { db, clock } = this.options;
    const now = clock.now();
    const due = db
      .select({ id: pushDeliveries.id })
      .from(pushDeliveries)
      .where(
        and(
          isNull(pushDeliveries.outcome),
          lte(pushDeliveries.nextAttemptAt, now),
          or(isNull(pushDeliveries.leaseExpiresAt), lte(pushDeliveries.leaseExpiresAt, now)),
        ),
      )
      .orderBy(asc(pushDeliveries.nextAttemptAt), asc(pushDeliveries.id))
      .limit(this.concurrency)
      .for('update', { skipLocked: true });
    return db
      .update(pushDeliveries)
      .set({
        leaseOwner: this.owner,
        leaseExpiresAt: new Date(now.getTime() + (this.options.leaseMs ?? 60_000)),
        attempts: sql`${pushDeliveries.attempts} + 1`,
      })
      .where(inArray(pushDeliveries.id, due))
      .returning();
  }

  /** The push service's HTTP status for this push (0: no answer in time). */
  private async post(row: PushDeliveryRow): Promise<number | null> {
    const { db, keys, publicApiUrl } = this.options;
    const [subscription] = row.subscriptionId
      ? await db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.id, row.subscriptionId))
      : [];
    // Unsubscribed (or that kind turned off) since it was queued: nothing to send.
    if (!subscription || !isPushKind(row.kind) || !subscription.kinds.includes(row.kind)) {
      return null;
    }
    const payload = pushPayload({
      kind: row.kind,
      link: row.link,
      locale: subscription.locale,
      dataSaver: subscription.dataSaver,
      publicApiUrl,
    });
    const request = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(payload),
      {
        vapidDetails: keys,
        TTL: PUSH_TTL_SECONDS,
        urgency: row.kind === 'announcement' ? 'low' : 'normal',
        // Replaces an undelivered push of the same kind on that phone (RFC 8030 topic).
        topic: row.kind.replace(/_/g, '-'),
      },
    );
    // fetch sets the length itself.
    const headers = Object.fromEntries(
      Object.entries(request.headers as Record<string, unknown>)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(this.options.sendTimeoutMs ?? 15_000),
        redirect: 'error',
      });
      await response.body?.cancel();
      return response.status;
    } catch (error) {
      this.options.log.warn({ err: error, pushId: row.id }, 'Push service did not answer');
      return 0;
    }
  }

  private async deliver(row: PushDeliveryRow): Promise<void> {
    const { db, clock } = this.options;
    const status = await this.post(row).catch((error: unknown) => {
      this.options.log.error({ err: error, pushId: row.id }, 'Push could not be prepared');
      return -1;
    });
    const mine = and(eq(pushDeliveries.id, row.id), eq(pushDeliveries.leaseOwner, this.owner));
    const now = clock.now();
    let outcome: Outcome =
      status === null ? 'cancelled' : status < 0 ? 'failed' : outcomeOf(status);
    if (outcome === 'retry' && row.attempts >= (this.options.maxAttempts ?? 8)) outcome = 'failed';
    if (outcome === 'gone' && row.subscriptionId) {
      await this.options.forget(row.subscriptionId);
    }
    if (outcome === 'retry') {
      const base = this.options.retryBaseMs ?? 5_000;
      const delay = Math.min(base * 2 ** (row.attempts - 1), 3_600_000);
      await db
        .update(pushDeliveries)
        .set({
          nextAttemptAt: new Date(now.getTime() + delay),
          leaseOwner: null,
          leaseExpiresAt: null,
          lastStatus: status,
        })
        .where(mine);
      return;
    }
    await db
      .update(pushDeliveries)
      .set({
        outcome,
        lastStatus: status ?? null,
        doneAt: now,
        leaseOwner: null,
        leaseExpiresAt: null,
      })
      .where(mine);
  }
}
