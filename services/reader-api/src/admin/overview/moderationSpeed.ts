/**
 * How fast moderators decide (issues 42 and 45): for questions, comments and reports, the time
 * from submission to decision over the last MODERATION_SPEED_DAYS (median and 90th percentile,
 * urgent items apart), and the urgent items nobody has decided for URGENT_WAIT_MINUTES, which
 * every console page shows at its top until someone takes them.
 */
import { and, asc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  MODERATION_SPEED_DAYS,
  URGENT_WAIT_MINUTES,
  type ModeratedKind,
  type ModerationSpeed,
  type SpeedFigures,
  type UrgentWaiting,
} from '@thrive/admin-contract';
import type { Clock } from '../../core/clock.ts';
import type { Db } from '../../core/db/database.ts';
import { questions } from '../../content/contentTables.ts';
import { comments } from '../../comments/commentTables.ts';
import { reports } from '../../reports/reportTables.ts';

interface Moderated {
  table: PgTable;
  id: PgColumn;
  urgent: PgColumn;
  createdAt: PgColumn;
  decidedAt: PgColumn;
  /** Still waiting for a decision. */
  waiting: SQL;
}

const MODERATED: Record<ModeratedKind, Moderated> = {
  questions: {
    table: questions,
    id: questions.id,
    urgent: questions.urgent,
    createdAt: questions.createdAt,
    decidedAt: questions.decidedAt,
    waiting: eq(questions.status, 'in_review'),
  },
  comments: {
    table: comments,
    id: comments.id,
    urgent: comments.urgent,
    createdAt: comments.createdAt,
    decidedAt: comments.decidedAt,
    waiting: eq(comments.status, 'in_review'),
  },
  reports: {
    table: reports,
    id: reports.id,
    urgent: reports.urgent,
    createdAt: reports.createdAt,
    decidedAt: reports.decidedAt,
    waiting: eq(reports.status, 'open'),
  },
};

const DAY_MS = 86_400_000;
const URGENT_LIMIT = 20;

async function figures(db: Db, item: Moderated, since: Date, urgentOnly: boolean) {
  const seconds = sql`extract(epoch from (${item.decidedAt} - ${item.createdAt}))`;
  const [row] = await db
    .select({
      decided: sql<number>`count(*)`.mapWith(Number),
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${seconds})`,
      p90: sql<number | null>`percentile_cont(0.9) within group (order by ${seconds})`,
    })
    .from(item.table)
    .where(
      and(
        isNotNull(item.decidedAt),
        gte(item.decidedAt, since),
        urgentOnly ? eq(item.urgent, true) : undefined,
      ),
    );
  const round = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Math.round(Number(value));
  return {
    decided: row?.decided ?? 0,
    medianSeconds: round(row?.median),
    p90Seconds: round(row?.p90),
  } satisfies SpeedFigures;
}

async function urgentWaiting(db: Db, now: Date): Promise<UrgentWaiting[]> {
  const before = new Date(now.getTime() - URGENT_WAIT_MINUTES * 60_000);
  const lists = await Promise.all(
    (Object.entries(MODERATED) as [ModeratedKind, Moderated][]).map(async ([kind, item]) => {
      const rows = await db
        .select({ id: item.id, createdAt: item.createdAt })
        .from(item.table)
        .where(and(item.waiting, eq(item.urgent, true), lt(item.createdAt, before)))
        .orderBy(asc(item.createdAt))
        .limit(URGENT_LIMIT);
      return rows.map((row) => ({
        kind,
        id: row.id as number,
        waitingSeconds: Math.round((now.getTime() - (row.createdAt as Date).getTime()) / 1000),
      }));
    }),
  );
  return lists
    .flat()
    .sort((a, b) => b.waitingSeconds - a.waitingSeconds)
    .slice(0, URGENT_LIMIT);
}

export async function moderationSpeed(db: Db, clock: Clock): Promise<ModerationSpeed> {
  const now = clock.now();
  const since = new Date(now.getTime() - MODERATION_SPEED_DAYS * DAY_MS);
  const speed = {} as ModerationSpeed['speed'];
  for (const [kind, item] of Object.entries(MODERATED) as [ModeratedKind, Moderated][]) {
    const [all, urgent] = await Promise.all([
      figures(db, item, since, false),
      figures(db, item, since, true),
    ]);
    speed[kind] = { all, urgent };
  }
  return { days: MODERATION_SPEED_DAYS, speed, urgentWaiting: await urgentWaiting(db, now) };
}
