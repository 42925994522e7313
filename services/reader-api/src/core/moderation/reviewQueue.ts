/**
 * What every moderation queue of things readers write (questions and their answers, comments)
 * shares: the console's list (filtered by status, urgency and a search of the typed text; urgent
 * first, then what waits, oldest first, unless sorted otherwise; paged) and a moderator's
 * decision (approve publishes what is in review; reject declines it, also once published), with
 * its audit entry.
 */
import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { writeAudit, type Actor } from '../audit/auditLog.ts';
import type { DbExecutor } from '../mail/outbox.ts';
import { likePattern } from '../lists/listQuery.ts';

/** The console's list query (content/contentListQuery.ts parses it). */
export interface ReviewListQuery {
  page: number;
  pageSize: number;
  sort: { column: string; direction: 'asc' | 'desc' }[];
  search: string;
  status: string | null;
  urgent: boolean | null;
}

/** The columns of a queue's table the list reads. */
export interface ReviewColumns {
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  status: AnyPgColumn;
  urgent: AnyPgColumn;
  originalText: AnyPgColumn;
}

/** WHERE of the list: its status, urgency and search filters. */
export function reviewFilter(table: ReviewColumns, query: ReviewListQuery): SQL | undefined {
  return and(
    query.status ? eq(table.status, query.status) : undefined,
    query.urgent === null ? undefined : eq(table.urgent, query.urgent),
    query.search ? ilike(table.originalText, likePattern(query.search)) : undefined,
  );
}

/** ORDER BY of the list (the sort columns `asked`, `status`, `urgent`), the id last. */
export function reviewOrder(table: ReviewColumns, query: ReviewListQuery): SQL[] {
  const columns = { asked: table.createdAt, status: table.status, urgent: table.urgent } as const;
  const order =
    query.sort.length > 0
      ? query.sort.map((key) => {
          const column = columns[key.column as keyof typeof columns] ?? table.createdAt;
          return key.direction === 'asc' ? asc(column) : desc(column);
        })
      : [desc(table.urgent), sql`(${table.status} = 'in_review') desc`, asc(table.createdAt)];
  return [...order, asc(table.id)];
}

/** The rows to skip for the query's page. */
export const offsetOf = (query: Pick<ReviewListQuery, 'page' | 'pageSize'>) =>
  (query.page - 1) * query.pageSize;

/** A page of a list of `total` rows, as the console reads it. */
export const pageOf = (query: Pick<ReviewListQuery, 'page' | 'pageSize'>, total: number) => ({
  total,
  page: query.page,
  pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
});

export type ReviewDecision = 'approve' | 'reject';

/** Approve takes what waits in review; reject also what was published. */
export const mayDecide = (decision: ReviewDecision, status: string) =>
  (decision === 'approve' ? ['in_review'] : ['in_review', 'published']).includes(status);

/** The columns a decision sets. */
export function decisionColumns(
  actor: Actor,
  decision: ReviewDecision,
  now: Date,
  reason?: string,
) {
  return {
    status: decision === 'approve' ? 'published' : 'rejected',
    approvedBy: decision === 'approve' ? actor.id : null,
    decidedAt: now,
    publishedAt: decision === 'approve' ? now : null,
    rejectionReason: reason ?? null,
    updatedAt: now,
  };
}

/** The audit entry of a decision (`<entity>.approve` or `<entity>.reject`). */
export async function auditDecision(
  tx: DbExecutor,
  now: Date,
  entry: {
    actor: Actor;
    entityType: string;
    id: number;
    decision: ReviewDecision;
    before: string;
    reason?: string;
  },
): Promise<void> {
  const { actor, entityType, id, decision, before, reason } = entry;
  await writeAudit(tx, now, {
    actor,
    action: `${entityType}.${decision}`,
    entityType,
    entityId: id,
    before: { status: before },
    after: {
      status: decision === 'approve' ? 'published' : 'rejected',
      ...(reason ? { reason } : {}),
    },
  });
}
