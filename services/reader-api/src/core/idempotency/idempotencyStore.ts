/**
 * Claims and answers of idempotency keys (table `idempotency_keys`). A request claims its key
 * with one INSERT … ON CONFLICT DO NOTHING, so of two parallel requests on any instances only
 * one runs; the other waits for the first one's answer.
 */
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { idempotencyKeys } from './idempotencyTables.ts';

/** How long a key and its answer are kept (a device offline longer sends as a new request). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;
/**
 * A claim without an answer after this long belongs to an instance that died mid-request
 * (requests are cut after 30 s at most): a retry may take it over rather than wait a day.
 */
export const ABANDONED_CLAIM_MS = 2 * 60_000;

export interface StoredAnswer {
  statusCode: number;
  body: string;
}

export type ClaimResult =
  | { kind: 'claimed' }
  | { kind: 'answered'; answer: StoredAnswer }
  | { kind: 'running' }
  | { kind: 'other-request' };

export class IdempotencyStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async claim(route: string, key: string, fingerprint: string): Promise<ClaimResult> {
    const now = this.clock.now();
    const inserted = await this.db
      .insert(idempotencyKeys)
      .values({ route, key, fingerprint, claimedAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'claimed' };

    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key)));
    // Released between the insert and the read (the first request failed): claim again.
    if (!row) return this.claim(route, key, fingerprint);
    if (row.fingerprint !== fingerprint) return { kind: 'other-request' };
    if (row.statusCode !== null && row.responseBody !== null) {
      return { kind: 'answered', answer: { statusCode: row.statusCode, body: row.responseBody } };
    }
    const takenOver = await this.db
      .update(idempotencyKeys)
      .set({ claimedAt: now })
      .where(
        and(
          eq(idempotencyKeys.route, route),
          eq(idempotencyKeys.key, key),
          isNull(idempotencyKeys.statusCode),
          lte(idempotencyKeys.claimedAt, new Date(now.getTime() - ABANDONED_CLAIM_MS)),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return takenOver.length > 0 ? { kind: 'claimed' } : { kind: 'running' };
  }

  /** Records the answer of a claimed key: every later request with it gets this answer. */
  async answer(route: string, key: string, answer: StoredAnswer): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({
        statusCode: answer.statusCode,
        responseBody: answer.body,
        completedAt: this.clock.now(),
      })
      .where(and(eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key)));
  }

  /** Frees a claimed key whose request changed nothing (a server error, a 429): a retry runs anew. */
  async release(route: string, key: string): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.route, route),
          eq(idempotencyKeys.key, key),
          isNull(idempotencyKeys.statusCode),
        ),
      );
  }

  /** Housekeeping: drops keys older than a day. */
  async purgeExpired(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - IDEMPOTENCY_KEY_TTL_MS);
    await this.db.delete(idempotencyKeys).where(lte(idempotencyKeys.claimedAt, before));
  }
}
