/**
 * Attempts counted per (scope, subject) in `login_throttle`, shared by every instance: one
 * upsert reserves an attempt only while fewer than `max` were made in the current window (the
 * row lock orders concurrent requests), so parallel requests cannot pass a limit.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { loginThrottle } from './limitTables.ts';

/** A reserved attempt carries the window's count with it (to tell when it used up a limit). */
export type Reservation = { ok: true; attempts: number } | { ok: false; retryAfterSeconds: number };

export async function reserveAttempt(
  db: Db,
  scope: string,
  subject: string,
  max: number,
  now: Date,
  windowMs: number,
): Promise<Reservation> {
  const since = new Date(now.getTime() - windowMs);
  const stale = sql`${loginThrottle.windowStart} <= ${since.toISOString()}::timestamptz`;
  const reserved = await db
    .insert(loginThrottle)
    .values({ scope, subject, windowStart: now, attempts: 1 })
    .onConflictDoUpdate({
      target: [loginThrottle.scope, loginThrottle.subject],
      set: {
        attempts: sql`CASE WHEN ${stale} THEN 1 ELSE ${loginThrottle.attempts} + 1 END`,
        windowStart: sql`CASE WHEN ${stale} THEN ${now.toISOString()}::timestamptz ELSE ${loginThrottle.windowStart} END`,
      },
      setWhere: sql`${stale} OR ${loginThrottle.attempts} < ${max}`,
    })
    .returning({ attempts: loginThrottle.attempts });
  if (reserved[0]) return { ok: true, attempts: reserved[0].attempts };
  const [row] = await db
    .select({ windowStart: loginThrottle.windowStart })
    .from(loginThrottle)
    .where(and(eq(loginThrottle.scope, scope), eq(loginThrottle.subject, subject)));
  const waitMs = row ? row.windowStart.getTime() + windowMs - now.getTime() : windowMs;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** Gives back one reserved attempt (it did not fail). */
export async function releaseAttempt(db: Db, scope: string, subject: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ attempts: sql`GREATEST(${loginThrottle.attempts} - 1, 0)` })
    .where(and(eq(loginThrottle.scope, scope), eq(loginThrottle.subject, subject)));
}

export async function clearAttempts(db: Db, scope: string, subject: string): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(and(eq(loginThrottle.scope, scope), eq(loginThrottle.subject, subject)));
}
