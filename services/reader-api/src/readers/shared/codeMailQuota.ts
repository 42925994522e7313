/**
 * How often an address may be e-mailed a code: one per 60 s and MAX_CODE_MAILS_PER_DAY per 24 h
 * window, tracked for every address (known or not) so a refusal reveals nothing. With at most 5
 * tries per code (tries carry over), that caps guesses at 5 x MAX_CODE_MAILS_PER_DAY a day.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/database.ts';
import { mailCooldowns } from '../readerTables.ts';
import { CODE_MAIL_WINDOW_MS, MAIL_COOLDOWN_MS, MAX_CODE_MAILS_PER_DAY } from '../../core/rules.ts';
import type { Executor } from './readerDeps.ts';

export type MailClaim =
  { ok: true } | { ok: false; reason: 'cooldown' | 'daily-cap'; retryAfterSeconds: number };

export class CodeMailQuota {
  constructor(private readonly db: Db) {}

  /**
   * Atomically claims the address's next code e-mail: refused during the cooldown and once the
   * day's cap was sent in the current 24 h window.
   */
  async claim(email: string, now: Date, db: Executor = this.db): Promise<MailClaim> {
    const stale = this.staleWindow(now);
    const cooldownAgo = new Date(now.getTime() - MAIL_COOLDOWN_MS).toISOString();
    const claimed = await this.count(
      db,
      email,
      now,
      sql`${mailCooldowns.lastSentAt} <= ${cooldownAgo}::timestamptz AND (${stale} OR ${mailCooldowns.sentInWindow} < ${MAX_CODE_MAILS_PER_DAY})`,
    );
    if (claimed) return { ok: true };
    const [row] = await db.select().from(mailCooldowns).where(eq(mailCooldowns.email, email));
    const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
    if (
      row?.windowStart &&
      row.sentInWindow >= MAX_CODE_MAILS_PER_DAY &&
      row.windowStart.getTime() + CODE_MAIL_WINDOW_MS > now.getTime()
    ) {
      return {
        ok: false,
        reason: 'daily-cap',
        retryAfterSeconds: seconds(row.windowStart.getTime() + CODE_MAIL_WINDOW_MS - now.getTime()),
      };
    }
    const waitMs = row
      ? row.lastSentAt.getTime() + MAIL_COOLDOWN_MS - now.getTime()
      : MAIL_COOLDOWN_MS;
    return { ok: false, reason: 'cooldown', retryAfterSeconds: seconds(waitMs) };
  }

  /**
   * Records one code e-mail to `email` in its cooldown row (a new 24 h window when the last is
   * stale); with `onlyWhere`, an existing row is updated only when that condition holds.
   * Returns whether a row was written.
   */
  async count(db: Executor, email: string, now: Date, onlyWhere?: SQL): Promise<boolean> {
    const stale = this.staleWindow(now);
    const rows = await db
      .insert(mailCooldowns)
      .values({ email, lastSentAt: now, windowStart: now, sentInWindow: 1 })
      .onConflictDoUpdate({
        target: mailCooldowns.email,
        set: {
          lastSentAt: now,
          windowStart: sql`CASE WHEN ${stale} THEN ${now.toISOString()}::timestamptz ELSE ${mailCooldowns.windowStart} END`,
          sentInWindow: sql`CASE WHEN ${stale} THEN 1 ELSE ${mailCooldowns.sentInWindow} + 1 END`,
        },
        ...(onlyWhere ? { setWhere: onlyWhere } : {}),
      })
      .returning({ email: mailCooldowns.email });
    return rows.length > 0;
  }

  /** Where a 24 h window of code e-mails starts afresh (none yet, or older than a day). */
  private staleWindow(now: Date) {
    const dayAgo = new Date(now.getTime() - CODE_MAIL_WINDOW_MS).toISOString();
    return sql`(${mailCooldowns.windowStart} IS NULL OR ${mailCooldowns.windowStart} <= ${dayAgo}::timestamptz)`;
  }
}
