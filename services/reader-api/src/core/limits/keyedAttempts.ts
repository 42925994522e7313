/**
 * A sign-in throttle of its own audience (the admin console's, the studio's): attempts per key
 * ('email:<address>' or 'ip:<client>') in the current window, each reserved atomically under
 * its limit (one row-locked upsert) before the password is verified, so parallel guesses on any
 * number of instances cannot exceed it. A successful sign-in starts the address afresh and gives
 * the client its attempt back.
 */
import { eq, lte, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { at } from '../db/columns.ts';

/** The table of one audience's attempts (declared in that feature's *Tables.ts). */
export const keyedAttemptsTable = (name: string) =>
  pgTable(name, {
    key: text('key').primaryKey(),
    windowStart: at('window_start').notNull(),
    attempts: integer('attempts').notNull(),
  });

export type KeyedAttemptsTable = ReturnType<typeof keyedAttemptsTable>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

class Throttled extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('throttled');
  }
}

/** Every limit reserved, with the attempts each is at now; or the wait before the next try. */
export type Reserved = { ok: true; attempts: number[] } | { ok: false; retryAfterSeconds: number };

export class KeyedAttempts {
  constructor(
    private readonly db: Db,
    private readonly table: KeyedAttemptsTable,
    /** The window, read on every use (the console's settings may change it). */
    private readonly windowMs: () => number,
  ) {}

  /** One attempt for each `[key, max]`, all or none (a refusal rolls the others back). */
  async reserve(limits: readonly (readonly [string, number])[], now: Date): Promise<Reserved> {
    try {
      const attempts = await this.db.transaction(async (tx) => {
        const counts: number[] = [];
        for (const [key, max] of limits) counts.push(await this.reserveOne(tx, key, max, now));
        return counts;
      });
      return { ok: true, attempts };
    } catch (error) {
      if (error instanceof Throttled)
        return { ok: false, retryAfterSeconds: error.retryAfterSeconds };
      throw error;
    }
  }

  /** Takes one attempt for `key` if under `max` in the window (its count), or throws Throttled. */
  private async reserveOne(tx: Tx, key: string, max: number, now: Date): Promise<number> {
    const { table } = this;
    const expired = lte(table.windowStart, new Date(now.getTime() - this.windowMs()));
    const rows = await tx
      .insert(table)
      .values({ key, windowStart: now, attempts: 1 })
      .onConflictDoUpdate({
        target: table.key,
        set: {
          attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${table.attempts} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${table.windowStart} END`,
        },
        setWhere: sql`${expired} OR ${table.attempts} < ${max}`,
      })
      .returning({ attempts: table.attempts });
    if (rows[0]) return rows[0].attempts;
    const [row] = await tx
      .select({ windowStart: table.windowStart })
      .from(table)
      .where(eq(table.key, key));
    const endsAt = (row?.windowStart.getTime() ?? now.getTime()) + this.windowMs();
    throw new Throttled(Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)));
  }

  /** A right password: the address starts afresh; the client gets this attempt back. */
  async succeeded(addressKey: string, clientKey: string): Promise<void> {
    const { table } = this;
    await this.db.delete(table).where(eq(table.key, addressKey));
    await this.db
      .update(table)
      .set({ attempts: sql`GREATEST(${table.attempts} - 1, 0)` })
      .where(eq(table.key, clientKey));
  }

  /** Housekeeping: finished windows. */
  async purgeExpired(now: Date): Promise<void> {
    await this.db
      .delete(this.table)
      .where(lte(this.table.windowStart, new Date(now.getTime() - this.windowMs())));
  }
}
