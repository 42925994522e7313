/**
 * The transactional mail outbox (no e-mail is lost, none is sent twice):
 * - `Outbox.enqueue(tx, mail)` inserts the message in the caller's transaction, so it exists
 *   exactly when the change that causes it is committed (a rolled-back registration sends no
 *   code; a committed one always does);
 * - `OutboxWorker` delivers due messages through a transport (SMTP or `.eml` files). It claims
 *   a batch atomically (`FOR UPDATE SKIP LOCKED` + a lease), so several instances on one
 *   database never take the same row; a failure is retried with exponential backoff and jitter
 *   until it succeeds; a crashed instance's claims come back when their lease runs out; a clean
 *   stop claims nothing more, lets deliveries in flight finish (or releases them) and logs it.
 * The row's content (which may hold a verification code) is erased once it is delivered.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { mailOutbox } from '../db/schema.ts';
import type { MailLog, Mailer, OutgoingMail } from './mailer.ts';

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
  /** Messages claimed (and delivered in parallel) per round. */
  batchSize?: number;
  /** How long a claim lasts; longer than any delivery can take (SMTP timeouts are 30 s). */
  leaseMs?: number;
  /** First retry delay; doubles per failed attempt up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How often an idle worker looks for due messages (other instances' mail, retries). */
  pollIntervalMs?: number;
  /** Identifies this worker's leases. */
  workerId?: string;
}

/** Exponential backoff with ±20 % jitter: base, 2×base, 4×base … capped at max. */
export function retryDelayMs(
  attempts: number,
  baseMs: number,
  maxMs: number,
  random = Math.random,
): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(Math.min(maxMs, exponential * (0.8 + 0.4 * random())));
}

type OutboxRow = typeof mailOutbox.$inferSelect;

export interface OutboxStopResult {
  finished: number;
  released: number;
}

export class OutboxWorker {
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly pollIntervalMs: number;
  readonly workerId: string;

  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private runAgain = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: OutboxWorkerOptions) {
    this.batchSize = options.batchSize ?? 10;
    this.leaseMs = options.leaseMs ?? 120_000;
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

  /** Looks for due mail now (e.g. right after an enqueue). */
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

  private tick(): void {
    if (!this.running || this.round) return;
    this.runAgain = false;
    this.round = this.runOnce()
      .then((claimed) => {
        if (claimed === this.batchSize) this.runAgain = true;
      })
      .catch((error: unknown) => this.options.log.error({ err: error }, 'Mail outbox round failed'))
      .finally(() => {
        this.round = undefined;
        if (this.running) this.schedule(this.runAgain ? 0 : this.pollIntervalMs);
      });
  }

  /** Claims one batch of due messages and delivers them; returns how many it claimed. */
  async runOnce(): Promise<number> {
    const rows = await this.claim();
    await Promise.all(rows.map((row) => this.track(this.deliver(row))));
    return rows.length;
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
    const pending = this.inFlight.size;
    let timeout: NodeJS.Timeout | undefined;
    const settled = await Promise.race([
      Promise.allSettled([...this.inFlight, this.round]).then(() => true),
      new Promise<false>((resolve) => {
        timeout = setTimeout(() => resolve(false), graceMs);
      }),
    ]);
    clearTimeout(timeout);
    let released = 0;
    if (!settled) {
      const rows = await this.options.db
        .update(mailOutbox)
        .set({ leaseOwner: null, leaseExpiresAt: null })
        .where(and(eq(mailOutbox.leaseOwner, this.workerId), isNull(mailOutbox.sentAt)))
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

  private track(delivery: Promise<void>): Promise<void> {
    this.inFlight.add(delivery);
    return delivery.finally(() => this.inFlight.delete(delivery));
  }

  /** Atomically leases up to `batchSize` due messages to this worker. */
  private async claim(): Promise<OutboxRow[]> {
    const { db, clock } = this.options;
    const now = clock.now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.leaseExpiresAt), lte(mailOutbox.leaseExpiresAt, now)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(this.batchSize)
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

  private async deliver(row: OutboxRow): Promise<void> {
    const { db, clock, log, transport } = this.options;
    const mine = and(eq(mailOutbox.id, row.id), eq(mailOutbox.leaseOwner, this.workerId));
    try {
      await transport.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        kind: row.kind,
        messageId: row.messageId,
        ...(row.headers ? { headers: row.headers } : {}),
      });
    } catch (error) {
      const delay = retryDelayMs(row.attempts, this.retryBaseMs, this.retryMaxMs);
      const nextAttemptAt = new Date(clock.now().getTime() + delay);
      log.warn(
        {
          err: error,
          outboxId: row.id,
          kind: row.kind,
          to: row.recipient,
          attempts: row.attempts,
          nextAttemptAt: nextAttemptAt.toISOString(),
        },
        'Mail delivery failed; will retry',
      );
      await db
        .update(mailOutbox)
        .set({
          nextAttemptAt,
          leaseOwner: null,
          leaseExpiresAt: null,
          lastError: describeError(error),
        })
        .where(mine);
      return;
    }
    await db
      .update(mailOutbox)
      .set({
        sentAt: clock.now(),
        leaseOwner: null,
        leaseExpiresAt: null,
        lastError: null,
        // Delivered: the content (codes, links) has no reason to stay in the database.
        subject: '',
        text: '',
        html: '',
      })
      .where(mine);
  }
}

/** A short, code-free description of a delivery error for the row (never the message). */
function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown; responseCode?: unknown }).code;
    const response = (error as Error & { responseCode?: unknown }).responseCode;
    return [typeof code === 'string' ? code : undefined, response, error.message]
      .filter((part) => part !== undefined && part !== '')
      .join(' ')
      .slice(0, 500);
  }
  return String(error).slice(0, 500);
}

/** Deletes delivered rows older than `olderThanMs` (housekeeping). */
export async function purgeDeliveredMail(db: Db, now: Date, olderThanMs: number): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(
      and(
        isNotNull(mailOutbox.sentAt),
        lte(mailOutbox.sentAt, new Date(now.getTime() - olderThanMs)),
      ),
    );
}
