/**
 * Qualified reads and writers' statements (issue 43). A read counts when a signed-in reader
 * reports it at least QUALIFIED_READ_SECONDS after the server started it (readStarts.ts), once
 * per reader, story and Lagos day (the unique key of story_reads: parallel reports insert one
 * row). The statement sums a writer's reads per month, each at the rate in force when it was
 * counted; the rate is an admin setting, audit-logged. Money is in kobo. No payouts here.
 */
import { and, count, desc, eq, isNull, sql, sum } from 'drizzle-orm';
import {
  QUALIFIED_READ_SECONDS,
  type EarningRate,
  type EarningsStatement,
} from '@thrive/reader-contract/studioReaders';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { writeAudit, type Actor } from '../core/audit/auditLog.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { members } from '../admin/adminTables.ts';
import { stories } from '../content/contentTables.ts';
import { earningRates, storyReads } from './earningTables.ts';
import type { ReadStarts } from './readStarts.ts';
import { READ_START_EXPIRED, READ_START_INVALID, READ_TOO_EARLY } from './earningWords.ts';

/** A start older than this is refused: the reader opens the story again. */
export const READ_START_VALID_MS = 6 * 3_600_000;
/** Lagos is UTC+1 all year (West Africa Time, no daylight saving). */
const LAGOS_OFFSET_MS = 3_600_000;

/** The Lagos calendar day of an instant, 'YYYY-MM-DD'. */
export const lagosDay = (at: Date) =>
  new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10);

export class EarningService {
  constructor(private readonly deps: { db: Db; clock: Clock; starts: ReadStarts }) {}

  /** POST /stories/:slug/reads/start: the signed start the report brings back. */
  start(readerId: string, storyId: number): string {
    return this.deps.starts.issue(readerId, storyId, this.deps.clock.now());
  }

  /** POST /stories/:slug/reads: counts the read (true), or it was counted today already (false). */
  async report(readerId: string, storyId: number, token: string): Promise<boolean> {
    const claim = this.deps.starts.verify(readerId, token);
    if (!claim || claim.storyId !== storyId) throw new HttpError(403, READ_START_INVALID);
    const now = this.deps.clock.now();
    const elapsed = now.getTime() - claim.startedAt;
    if (elapsed < QUALIFIED_READ_SECONDS * 1000) throw new HttpError(409, READ_TOO_EARLY);
    if (elapsed > READ_START_VALID_MS) throw new HttpError(409, READ_START_EXPIRED);
    const [story] = await this.deps.db
      .select({ writerId: stories.writerId })
      .from(stories)
      .where(eq(stories.id, storyId));
    if (!story) throw new HttpError(403, READ_START_INVALID);
    const rate = await this.rate();
    const inserted = await this.deps.db
      .insert(storyReads)
      .values({
        readerId,
        storyId,
        writerId: story.writerId,
        day: lagosDay(now),
        kobo: rate.kobo_per_read,
        readAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: storyReads.id });
    return inserted.length === 1;
  }

  async rate(): Promise<EarningRate> {
    const [row] = await this.deps.db
      .select()
      .from(earningRates)
      .orderBy(desc(earningRates.setAt), desc(earningRates.id))
      .limit(1);
    return { kobo_per_read: row?.koboPerRead ?? 0, set_at: row?.setAt.toISOString() ?? null };
  }

  /** The console's rate per read from now on (past reads keep theirs). */
  async setRate(actor: Actor, koboPerRead: number): Promise<EarningRate> {
    const now = this.deps.clock.now();
    const before = await this.rate();
    await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(earningRates)
        .values({ koboPerRead, setBy: actor.id, setAt: now })
        .returning({ id: earningRates.id });
      await writeAudit(tx, now, {
        actor,
        action: 'earnings.rate',
        entityType: 'earning_rate',
        entityId: row!.id,
        before: { koboPerRead: before.kobo_per_read },
        after: { koboPerRead },
      });
    });
    return this.rate();
  }

  /** Whether this id is a writer still listed (whose statement the console may show). */
  async isWriter(memberId: number): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.role, 'writer'), isNull(members.deletedAt)));
    return row !== undefined;
  }

  /** The writer's qualified reads and amounts per month, newest month first. */
  async statement(writerId: number): Promise<EarningsStatement> {
    const month = sql<string>`left(${storyReads.day}::text, 7)`;
    const rows = await this.deps.db
      .select({ month, reads: count(), kobo: sum(storyReads.kobo) })
      .from(storyReads)
      .where(eq(storyReads.writerId, writerId))
      .groupBy(month)
      .orderBy(desc(month));
    const months = rows.map((r) => ({ month: r.month, reads: r.reads, kobo: Number(r.kobo ?? 0) }));
    return {
      rate_kobo: (await this.rate()).kobo_per_read,
      months,
      total_reads: months.reduce((n, m) => n + m.reads, 0),
      total_kobo: months.reduce((n, m) => n + m.kobo, 0),
    };
  }
}

/** Kobo as naira with two decimals, for the CSV ('12345' → '123.45'). */
export const naira = (kobo: number) =>
  `${Math.trunc(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}`;

/** The statement as CSV: one row per month, then the total. */
export function statementCsv(statement: EarningsStatement): string {
  const lines = [
    'Month,Qualified reads,Amount (kobo),Amount (NGN)',
    ...statement.months.map((m) => `${m.month},${m.reads},${m.kobo},${naira(m.kobo)}`),
    `Total,${statement.total_reads},${statement.total_kobo},${naira(statement.total_kobo)}`,
  ];
  return `${lines.join('\r\n')}\r\n`;
}
