/* eslint-disable max-lines -- the outbox: its queue and the worker that delivers it, with their delivery failures, in one file; not split yet (issue 41). */
/**
 * The transactional mail outbox (no e-mail is lost, none is sent twice):
 * - `Outbox.enqueue(tx, mail)` inserts the message in the caller's transaction, so it exists
 *   exactly when the change that causes it is committed (a rolled-back registration sends no
 *   code; a committed one always does);
 * - `OutboxWorker` delivers due messages through a transport (SMTP or `.eml` files), at most
 *   `concurrency` at once, each cut after `sendTimeoutMs`, so one hung SMTP connection holds
 *   one slot, never the whole worker. It claims rows atomically (`FOR UPDATE SKIP LOCKED` + a
 *   short lease that a heartbeat renews while the delivery runs), so several instances on one
 *   database never take the same row, and a killed instance's claims come back within one
 *   lease. A transient failure is retried with exponential backoff and jitter; a permanent one
 *   (5xx) or the `maxAttempts`-th failure makes the row a dead letter (`dead_at`, logged as an
 *   error, never retried). A clean stop claims nothing more, lets deliveries in flight finish
 *   (or releases their leases) and logs it. Every attempt carries the Message-ID fixed at
 *   enqueue time, so a resend after a crash is recognisable as the same message.
 * The row's content (which may hold a verification code) is erased once it is delivered or dead.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { isConnectionLoss } from '../db/connectionLoss.ts';
import type { Db } from '../db/database.ts';
import { mailOutbox } from './mailTables.ts';
import {
  describeError,
  isPermanentFailure,
  retryDelayMs,
  SendTimeoutError,
} from './deliveryFailure.ts';
import type { MailLog, Mailer, OutgoingMail } from './mailer.ts';

export { retryDelayMs } from './deliveryFailure.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or an open transaction: enqueue joins whichever it is given. */
export type DbExecutor = Db | Tx;

export interface OutboxOptions {
  clock: Clock;
  /** The right-hand side of Message-IDs, e.g. `thrive.local` (from MAIL_FROM). */
  messageIdDomain: string;
}

/** The domain of a `Name <user@domain>` or `user@domain` sender; `thrive.local` otherwise. */
export function senderDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim());
  return match?.[1] ?? 'thrive.local';
}

export class Outbox {
  private wakeListener: (() => void) | undefined;
  private wakeTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: OutboxOptions) {}

  /**
   * Adds `mail` to the outbox within `executor` (pass the transaction that makes the change the
   * mail is about). The worker picks it up right after the commit, or at its next poll.
   */
  async enqueue(executor: DbExecutor, mail: OutgoingMail): Promise<void> {
    const now = this.options.clock.now();
    await executor.insert(mailOutbox).values({
      messageId: mail.messageId ?? `<${randomUUID()}@${this.options.messageIdDomain}>`,
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? null,
      createdAt: now,
      nextAttemptAt: now,
    });
    this.wakeSoon();
  }

  /** The worker registers here to be woken when mail is enqueued. */
  onEnqueued(listener: () => void): void {
    this.wakeListener = listener;
  }

  /**
   * Wakes the worker shortly after the enqueue; by then the caller's transaction has normally
   * committed (if not, the worker's regular poll finds the row).
   */
  private wakeSoon(): void {
    if (!this.wakeListener || this.wakeTimer) return;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = undefined;
      this.wakeListener?.();
    }, 20);
    this.wakeTimer.unref();
  }
}

export interface OutboxWorkerOptions {
  db: Db;
  transport: Mailer;
  clock: Clock;
  log: MailLog & { warn(obj: object, msg?: string): void };
  /** Most messages claimed in one round. */
  batchSize?: number;
  /** Most deliveries in flight at once (a hung one holds one slot). */
  concurrency?: number;
  /** How long a claim lasts without a heartbeat (a killed instance's mail waits this long). */
  leaseMs?: number;
  /** A delivery still running after this long is abandoned and retried later. */
  sendTimeoutMs?: number;
  /** After this many failed attempts a message becomes a dead letter. */
  maxAttempts?: number;
  /** First retry delay; doubles per failed attempt up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How often an idle worker looks for due messages (other instances' mail, retries). */
  pollIntervalMs?: number;
  /** Identifies this worker's leases. */
  workerId?: string;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

export interface OutboxStopResult {
  finished: number;
  released: number;
}

export class OutboxWorker {
  private readonly batchSize: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly sendTimeoutMs: number;
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly pollIntervalMs: number;
  readonly workerId: string;

  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private runAgain = false;
  /** A claim failed with its connection: it may hold leases it never saw (released next round). */
  private claimMayHaveCommitted = false;
  /** Rows the mail server accepted whose sending is not recorded yet. */
  private readonly accepted = new Set<number>();
  /** Deliveries in flight, by outbox row id. */
  private readonly inFlight = new Map<number, Promise<void>>();

  constructor(private readonly options: OutboxWorkerOptions) {
    this.batchSize = options.batchSize ?? 10;
    this.concurrency = options.concurrency ?? 8;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.sendTimeoutMs = options.sendTimeoutMs ?? 45_000;
    this.maxAttempts = options.maxAttempts ?? 20;
    this.retryBaseMs = options.retryBaseMs ?? 2_000;
    this.retryMaxMs = options.retryMaxMs ?? 10 * 60_000;
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.workerId = options.workerId ?? randomUUID();
  }

  /** Starts polling (and reacting to `kick`). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Looks for due mail now (e.g. right after an enqueue, or when a slot frees up). */
  kick(): void {
    if (!this.running) return;
    if (this.round) this.runAgain = true;
    else this.schedule(0);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), delayMs);
    this.timer.unref();
  }

  /** One round: claims what the free slots allow and starts those deliveries (not awaited). */
  private tick(): void {
    if (!this.running || this.round) return;
    this.runAgain = false;
    this.round = this.claimAndStart()
      .then((started) => {
        if (started.length === this.batchSize) this.runAgain = true;
        for (const delivery of started) void delivery.then(() => this.kick());
      })
      .catch((error: unknown) => this.options.log.error({ err: error }, 'Mail outbox round failed'))
      .finally(() => {
        this.round = undefined;
        if (this.running) this.schedule(this.runAgain ? 0 : this.pollIntervalMs);
      });
  }

  /** Claims one batch of due messages and delivers them; returns how many it claimed. */
  async runOnce(): Promise<number> {
    const started = await this.claimAndStart();
    await Promise.all(started);
    return started.length;
  }

  /** Delivers until nothing is due (tests; a failed message waits for its retry time). */
  async drain(): Promise<void> {
    while ((await this.runOnce()) > 0) {
      // keep going
    }
  }

  /**
   * Clean shutdown: claims nothing more, gives deliveries in flight `graceMs` to finish, then
   * releases what is still unfinished so another instance (or the next start) sends it.
   */
  async stop(graceMs = 5_000): Promise<OutboxStopResult> {
    this.running = false;
    clearTimeout(this.timer);
    let pending = this.inFlight.size;
    // A round claiming right now starts its deliveries after this point: count them too, or
    // their leases would outlive the stop and hold the mail back from the next start.
    const inFlightSettled = async () => {
      await this.round;
      pending = this.inFlight.size;
      await Promise.allSettled(this.inFlight.values());
      return true;
    };
    let timeout: NodeJS.Timeout | undefined;
    const settled = await Promise.race([
      inFlightSettled(),
      new Promise<false>((resolve) => {
        timeout = setTimeout(() => resolve(false), graceMs);
      }),
    ]);
    clearTimeout(timeout);
    let released = 0;
    if (!settled) {
      this.stopHeartbeat();
      // Unfinished deliveries are due again at once (the mail server did not say it took
      // them); one it accepted but not yet recorded stays handed over.
      const accepted = [...this.accepted];
      const rows = await this.options.db
        .update(mailOutbox)
        .set({ leaseOwner: null, leaseExpiresAt: null, nextAttemptAt: this.options.clock.now() })
        .where(
          and(
            eq(mailOutbox.leaseOwner, this.workerId),
            isNull(mailOutbox.sentAt),
            accepted.length > 0 ? notInArray(mailOutbox.id, accepted) : undefined,
          ),
        )
        .returning({ id: mailOutbox.id });
      released = rows.length;
    }
    const result = { finished: pending - this.inFlight.size, released };
    this.options.log.info(
      { inFlightAtStop: pending, ...result },
      `Mail outbox stopped: ${result.finished} in-flight e-mail(s) finished, ${released} released for the next start`,
    );
    return result;
  }

  private async claimAndStart(): Promise<Array<Promise<void>>> {
    const free = Math.min(this.batchSize, this.concurrency - this.inFlight.size);
    if (free <= 0) return [];
    if (this.claimMayHaveCommitted) await this.releaseOrphanedLeases();
    let rows: OutboxRow[];
    try {
      rows = await this.claim(free);
    } catch (error) {
      // The connection dropped: the claim may have committed without its rows reaching us.
      if (isConnectionLoss(error)) this.claimMayHaveCommitted = true;
      throw error;
    }
    return rows.map((row) => {
      const delivery = this.deliver(row)
        // Not awaited by the round: a database error while recording the outcome is logged
        // (the lease runs out and the row is tried again).
        .catch((error: unknown) =>
          this.options.log.error({ err: error, outboxId: row.id }, 'Mail outbox delivery failed'),
        )
        .finally(() => {
          this.inFlight.delete(row.id);
          if (this.inFlight.size === 0) this.stopHeartbeat();
        });
      this.inFlight.set(row.id, delivery);
      this.startHeartbeat();
      return delivery;
    });
  }

  /**
   * Gives back the leases this worker holds on rows it is not delivering (a claim whose answer
   * was lost with its connection), so they go out now rather than after the lease.
   */
  private async releaseOrphanedLeases(): Promise<void> {
    const delivering = [...this.inFlight.keys()];
    await this.options.db
      .update(mailOutbox)
      .set({ leaseOwner: null, leaseExpiresAt: null })
      .where(
        and(
          eq(mailOutbox.leaseOwner, this.workerId),
          isNull(mailOutbox.sentAt),
          delivering.length > 0 ? notInArray(mailOutbox.id, delivering) : undefined,
        ),
      );
    this.claimMayHaveCommitted = false;
  }

  /** While deliveries run, renews their leases so no other instance takes them meanwhile. */
  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => void this.renewLeases(), Math.max(10, this.leaseMs / 3));
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private async renewLeases(): Promise<void> {
    const ids = [...this.inFlight.keys()];
    if (ids.length === 0) return;
    const { db, clock, log } = this.options;
    try {
      await db
        .update(mailOutbox)
        .set({ leaseExpiresAt: new Date(clock.now().getTime() + this.leaseMs) })
        .where(
          and(
            inArray(mailOutbox.id, ids),
            eq(mailOutbox.leaseOwner, this.workerId),
            isNull(mailOutbox.sentAt),
          ),
        );
    } catch (error) {
      // The database is briefly away: the next beat tries again (the lease outlasts two misses).
      log.warn({ err: error }, 'Mail outbox could not renew its leases');
    }
  }

  /** Atomically leases up to `limit` due messages to this worker. */
  private async claim(limit: number): Promise<OutboxRow[]> {
    const { db, clock } = this.options;
    const now = clock.now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.deadAt),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.leaseExpiresAt), lte(mailOutbox.leaseExpiresAt, now)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({
        leaseOwner: this.workerId,
        leaseExpiresAt: new Date(now.getTime() + this.leaseMs),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  }

  /** The transport's send, abandoned (rejected) after `sendTimeoutMs`. */
  private async sendWithTimeout(mail: OutgoingMail): Promise<void> {
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.options.transport.send(mail),
        new Promise<never>((_resolve, reject) => {
          timeout = setTimeout(
            () => reject(new SendTimeoutError(this.sendTimeoutMs)),
            this.sendTimeoutMs,
          );
          timeout.unref();
        }),
      ]);
    } finally {
      clearTimeout(timeout);
    }
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const { db, clock, log } = this.options;
    const mine = and(eq(mailOutbox.id, row.id), eq(mailOutbox.leaseOwner, this.workerId));
    // Recorded before the mail server sees it: a handed-over row is due nowhere (no instance
    // claims it again, whatever happens to the lease) until this delivery records its outcome.
    // A crash before that leaves it parked, never sent twice (see HANDED_OVER).
    const handedOver = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: HANDED_OVER_UNTIL, lastError: HANDED_OVER })
      .where(and(mine, isNull(mailOutbox.sentAt)))
      .returning({ id: mailOutbox.id });
    if (handedOver.length === 0) return; // the lease was lost meanwhile: another worker has it
    try {
      await this.sendWithTimeout({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        kind: row.kind,
        messageId: row.messageId,
        ...(row.headers ? { headers: row.headers } : {}),
      });
    } catch (error) {
      const about = { outboxId: row.id, kind: row.kind, to: row.recipient, attempts: row.attempts };
      if (isPermanentFailure(error) || row.attempts >= this.maxAttempts) {
        log.error(
          { err: error, ...about, permanent: isPermanentFailure(error) },
          'Mail delivery given up (dead letter): see mail_outbox.last_error',
        );
        await this.record(row.id, {
          deadAt: clock.now(),
          leaseOwner: null,
          leaseExpiresAt: null,
          lastError: describeError(error),
          ...ERASED,
        });
        return;
      }
      const delay = retryDelayMs(row.attempts, this.retryBaseMs, this.retryMaxMs);
      const nextAttemptAt = new Date(clock.now().getTime() + delay);
      log.warn(
        { err: error, ...about, nextAttemptAt: nextAttemptAt.toISOString() },
        'Mail delivery failed; will retry',
      );
      await this.record(row.id, {
        nextAttemptAt,
        leaseOwner: null,
        leaseExpiresAt: null,
        lastError: describeError(error),
      });
      return;
    }
    // The server accepted it: no one sends it again while this is recorded.
    this.accepted.add(row.id);
    await this.record(row.id, {
      sentAt: clock.now(),
      leaseOwner: null,
      leaseExpiresAt: null,
      lastError: null,
      ...ERASED,
    });
    this.accepted.delete(row.id);
  }

  /**
   * Records a handed-over row's outcome, however long the database is away: the delivery
   * stays in flight and the write is tried again (the row stays handed over meanwhile).
   */
  private async record(id: number, outcome: Partial<OutboxRow>): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.options.db
          .update(mailOutbox)
          .set(outcome)
          .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
        return;
      } catch (error) {
        if (!isConnectionLoss(error)) throw error;
        const delayMs = Math.min(RECORD_RETRY_MAX_MS, RECORD_RETRY_FIRST_MS * 2 ** attempt);
        this.options.log.warn(
          { err: error, outboxId: id, retryInMs: delayMs },
          'Mail delivery outcome not recorded yet (database away); trying again shortly',
        );
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
  }
}

/**
 * A row handed to the mail server carries this `last_error` and is due only at
 * HANDED_OVER_UNTIL until its delivery records the outcome (sent, retry or dead letter). One
 * still carrying it after its instance stopped was being sent when that instance died: the
 * server may have taken it, so it is not sent again (at most once; operators find it with
 * `WHERE sent_at IS NULL AND last_error LIKE 'Handed to the mail server%'`).
 */
export const HANDED_OVER =
  'Handed to the mail server; outcome not recorded yet (not resent after a crash)';
const HANDED_OVER_UNTIL = new Date('9999-12-31T00:00:00Z');

/** Backoff of recording a delivery the server accepted while the database is away. */
const RECORD_RETRY_FIRST_MS = 100;
const RECORD_RETRY_MAX_MS = 2_000;

/** Delivered or dead: the content (codes, links) has no reason to stay in the database. */
const ERASED = { subject: '', text: '', html: '' };

/**
 * Housekeeping: deletes delivered rows older than `olderThanMs`, and dead letters older than
 * `deadOlderThanMs` (kept longer, for operators to look into).
 */
export async function purgeDeliveredMail(
  db: Db,
  now: Date,
  olderThanMs: number,
  deadOlderThanMs = 30 * 24 * 3_600_000,
): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(
      or(
        and(
          isNotNull(mailOutbox.sentAt),
          lte(mailOutbox.sentAt, new Date(now.getTime() - olderThanMs)),
        ),
        and(
          isNotNull(mailOutbox.deadAt),
          lte(mailOutbox.deadAt, new Date(now.getTime() - deadOlderThanMs)),
        ),
      ),
    );
}
