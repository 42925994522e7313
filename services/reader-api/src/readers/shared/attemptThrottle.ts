/**
 * Counts attempts per subject in the database (`login_throttle`), so every instance sees the
 * same count: sign-in attempts per address and per client IP, and sign-ups per client and
 * address. Each attempt is reserved before the slow work it guards (the argon2 verify), so
 * parallel requests cannot pass the limit.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/database.ts';
import { loginThrottle } from '../../core/limits/limitTables.ts';
import type { Executor } from './readerDeps.ts';
import { clientAddressKey } from '@thrive/platform/clientAddress';

export type ThrottleScope = 'email' | 'ip' | 'sign-up';
export type Reservation =
  /** `attempts`: how many of the window this one is (the last allowed when it equals max). */
  { ok: true; attempts: number } | { ok: false; retryAfterSeconds: number };
/** A reserved password check, and the limits it uses up should the password be wrong. */
export type PasswordCheckReservation =
  { ok: true; exhausts: ('email' | 'ip')[] } | { ok: false; retryAfterSeconds: number };

export class AttemptThrottle {
  constructor(
    private readonly db: Db,
    /** The sign-in window (LOGIN_THROTTLE_WINDOW_MINUTES), the default of `reserve`. */
    private readonly windowMs: number,
  ) {}

  /**
   * Atomically counts one attempt for `subject` within the window (one upsert; the row lock
   * orders concurrent attempts on every instance). Refused once `max` attempts of the current
   * window are used; a window older than `windowMs` starts afresh.
   */
  async reserve(
    scope: ThrottleScope,
    subject: string,
    max: number,
    now: Date,
    windowMs = this.windowMs,
  ): Promise<Reservation> {
    const since = new Date(now.getTime() - windowMs);
    const stale = sql`${loginThrottle.windowStart} <= ${since.toISOString()}::timestamptz`;
    const reserved = await this.db
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
    const [row] = await this.db
      .select({ windowStart: loginThrottle.windowStart })
      .from(loginThrottle)
      .where(and(eq(loginThrottle.scope, scope), eq(loginThrottle.subject, subject)));
    const waitMs = row ? row.windowStart.getTime() + windowMs - now.getTime() : windowMs;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  /**
   * Reserves one password check for the address, then for the client IP (a refusal of the IP
   * gives the address's reservation back). A failure keeps both: they are the failure count.
   */
  async reservePasswordCheck(
    email: string,
    ip: string,
    limits: { perEmail: number; perIp: number },
    now: Date,
  ): Promise<PasswordCheckReservation> {
    const emailSlot = await this.reserve('email', email, limits.perEmail, now);
    if (!emailSlot.ok) return emailSlot;
    const ipSlot = await this.reserve('ip', clientAddressKey(ip), limits.perIp, now);
    if (!ipSlot.ok) {
      await this.release('email', email);
      return ipSlot;
    }
    const exhausts: ('email' | 'ip')[] = [];
    if (emailSlot.attempts >= limits.perEmail) exhausts.push('email');
    if (ipSlot.attempts >= limits.perIp) exhausts.push('ip');
    return { ok: true, exhausts };
  }

  /** Gives back one reserved attempt (it did not fail). */
  async release(scope: 'email' | 'ip', subject: string): Promise<void> {
    const counted = scope === 'ip' ? clientAddressKey(subject) : subject;
    await this.db
      .update(loginThrottle)
      .set({ attempts: sql`GREATEST(${loginThrottle.attempts} - 1, 0)` })
      .where(and(eq(loginThrottle.scope, scope), eq(loginThrottle.subject, counted)));
  }

  /** Forgets an address's failures (a right password, a new password). */
  async clearAddress(email: string, db: Executor = this.db): Promise<void> {
    await db
      .delete(loginThrottle)
      .where(and(eq(loginThrottle.scope, 'email'), eq(loginThrottle.subject, email)));
  }
}
