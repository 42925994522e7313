/**
 * Second-factor guesses per person: each check reserves an attempt (atomically, under the
 * limit) before it runs, across every ticket and instance, so parallel guesses cannot exceed
 * it; a success gives the window back. With 6-digit codes and the ±1 step window, 10 guesses
 * per 15 minutes (behind a password that is throttled too) keep a guesser's odds negligible.
 */
import { eq, lte, sql } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import type { DbExecutor } from '../core/mail/outbox.ts';
import { secondFactorThrottle } from './secondFactorTables.ts';

export const SECOND_FACTOR_MAX_ATTEMPTS = 10;
export const SECOND_FACTOR_WINDOW_MINUTES = 15;
const WINDOW_MS = SECOND_FACTOR_WINDOW_MINUTES * 60_000;

export class Throttled extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('throttled');
  }
}

export async function reserveAttempt(db: DbExecutor, clock: Clock, key: string): Promise<void> {
  const now = clock.now();
  const expired = lte(secondFactorThrottle.windowStart, new Date(now.getTime() - WINDOW_MS));
  const rows = await db
    .insert(secondFactorThrottle)
    .values({ key, windowStart: now, attempts: 1 })
    .onConflictDoUpdate({
      target: secondFactorThrottle.key,
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${secondFactorThrottle.attempts} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${secondFactorThrottle.windowStart} END`,
      },
      setWhere: sql`${expired} OR ${secondFactorThrottle.attempts} < ${SECOND_FACTOR_MAX_ATTEMPTS}`,
    })
    .returning({ attempts: secondFactorThrottle.attempts });
  if (rows.length > 0) return;
  const [row] = await db
    .select({ windowStart: secondFactorThrottle.windowStart })
    .from(secondFactorThrottle)
    .where(eq(secondFactorThrottle.key, key));
  const endsAt = (row?.windowStart.getTime() ?? now.getTime()) + WINDOW_MS;
  throw new Throttled(Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)));
}

export async function clearAttempts(db: DbExecutor, key: string): Promise<void> {
  await db.delete(secondFactorThrottle).where(eq(secondFactorThrottle.key, key));
}

export async function purgeThrottle(db: DbExecutor, clock: Clock): Promise<void> {
  await db
    .delete(secondFactorThrottle)
    .where(lte(secondFactorThrottle.windowStart, new Date(clock.now().getTime() - WINDOW_MS)));
}
