/**
 * Reports: a signed-in reader reports a published story, answer or comment with a reason; a
 * moderator hides it at once, removes it or dismisses the report, audit-logged. Hiding and
 * removing take the item down through its owner (the one way each is taken down, audit-logged
 * there too), so it leaves every public read at once; every open report of the item shares the
 * decision, and each reporter sees it.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  REPORTS_PER_HOUR,
  type OwnReport,
  type ReportReason,
  type ReportStatus,
  type ReportTarget,
} from '@thrive/reader-contract/community';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import type { Reader } from '../core/db/accountTables.ts';
import { writeAudit, type Actor } from '../core/audit/auditLog.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { reserveAttempt } from '../core/limits/attemptCounter.ts';
import { reports, type Report } from './reportTables.ts';
import { REPORT_NOT_FOUND, tooManyReports } from './reportWords.ts';
import type { ReportedItem, AdminReport } from '@thrive/admin-contract';

export type { ReportedItem, AdminReport };

/** What a feature that owns reportable items tells the reports. */
export interface Reportable {
  isPublic: (id: number) => Promise<boolean>;
  context: (id: number) => Promise<ReportedItem | undefined>;
  /** Takes the item down from every public read (audit-logged by its owner). */
  takeDown: (actor: Actor, id: number, reason: string) => Promise<unknown>;
}

export type ReportAction = 'hide' | 'remove' | 'dismiss';

const STATUS_OF: Record<ReportAction, ReportStatus> = {
  hide: 'hidden',
  remove: 'removed',
  dismiss: 'dismissed',
};
/** What the item's owner records as the reason it was taken down. */
const TAKE_DOWN_REASON: Record<Exclude<ReportAction, 'dismiss'>, string> = {
  hide: 'Hidden after a report while a moderator reviews it.',
  remove: 'Removed after a report.',
};
/** Which decisions a report in each state can still take. */
const NEXT: Record<ReportStatus, readonly ReportAction[]> = {
  open: ['hide', 'remove', 'dismiss'],
  hidden: ['remove'],
  removed: [],
  dismissed: [],
};

export interface ReportListQuery {
  page: number;
  pageSize: number;
  status: ReportStatus | null;
  sort: { column: 'reported' | 'reason' | 'status'; direction: 'asc' | 'desc' }[];
}

export type ReportDecision =
  { ok: true; value: AdminReport } | { ok: false; reason: 'not-found' | 'wrong-state' };

const HOUR_MS = 3_600_000;

const own = (r: Report): OwnReport => ({
  id: r.id,
  target: r.target as ReportTarget,
  target_id: r.targetId,
  reason: r.reason as ReportReason,
  status: r.status as ReportStatus,
  created_at: r.createdAt.toISOString(),
  decided_at: r.decidedAt?.toISOString() ?? null,
});

export class ReportService {
  private readonly owners = new Map<ReportTarget, Reportable>();

  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** Each feature that owns reportable items says which are public and how to take one down. */
  reportable(target: ReportTarget, owner: Reportable): void {
    this.owners.set(target, owner);
  }

  private owner(target: ReportTarget): Reportable {
    const owner = this.owners.get(target);
    if (!owner) throw new Error(`No owner of reportable ${target}s`);
    return owner;
  }

  private async existing(reader: Reader, target: ReportTarget, id: number) {
    const [row] = await this.deps.db
      .select()
      .from(reports)
      .where(
        and(eq(reports.readerId, reader.id), eq(reports.target, target), eq(reports.targetId, id)),
      );
    return row;
  }

  /**
   * POST /reports. A repeat (same reader and item) answers the report already made and costs
   * no attempt; a new one counts against REPORTS_PER_HOUR.
   */
  async report(
    reader: Reader,
    request: { target: ReportTarget; id: number; reason: ReportReason; details?: string },
  ): Promise<{ report: OwnReport; created: boolean }> {
    const { db, clock } = this.deps;
    const before = await this.existing(reader, request.target, request.id);
    if (before) return { report: own(before), created: false };
    const now = clock.now();
    const reserved = await reserveAttempt(db, 'reports', reader.id, REPORTS_PER_HOUR, now, HOUR_MS);
    if (!reserved.ok) {
      throw Object.assign(new HttpError(429, tooManyReports(reserved.retryAfterSeconds)), {
        retryAfterSeconds: reserved.retryAfterSeconds,
      });
    }
    if (!(await this.owner(request.target).isPublic(request.id))) {
      throw new HttpError(404, REPORT_NOT_FOUND);
    }
    const [row] = await db
      .insert(reports)
      .values({
        target: request.target,
        targetId: request.id,
        readerId: reader.id,
        reason: request.reason,
        details: request.details?.trim() || null,
        urgent: request.reason === 'self_harm',
        status: 'open',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return { report: own(row), created: true };
    // Two identical reports at the same moment: the one stored answers both.
    const stored = await this.existing(reader, request.target, request.id);
    return { report: own(stored!), created: false };
  }

  /** GET /reader/reports: the reader's reports, newest first, with what became of each. */
  async ownReports(reader: Reader): Promise<OwnReport[]> {
    const rows = await this.deps.db
      .select()
      .from(reports)
      .where(eq(reports.readerId, reader.id))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(100);
    return rows.map(own);
  }

  // ---- Moderation --------------------------------------------------------------------------

  private async adminView(r: Report, itemCounts?: Map<string, number>): Promise<AdminReport> {
    const key = `${r.target}:${r.targetId}`;
    let many = itemCounts?.get(key);
    if (many === undefined) {
      const [row] = await this.deps.db
        .select({ n: count() })
        .from(reports)
        .where(and(eq(reports.target, r.target), eq(reports.targetId, r.targetId)));
      many = row?.n ?? 1;
    }
    const item = (await this.owner(r.target as ReportTarget).context(r.targetId)) ?? null;
    return {
      id: r.id,
      target: r.target as ReportTarget,
      target_id: r.targetId,
      reason: r.reason as ReportReason,
      details: r.details,
      urgent: r.urgent,
      status: r.status as ReportStatus,
      reports_of_item: many,
      item,
      created_at: r.createdAt.toISOString(),
      decided_at: r.decidedAt?.toISOString() ?? null,
      decision_seconds: r.decidedAt
        ? Math.round((r.decidedAt.getTime() - r.createdAt.getTime()) / 1000)
        : null,
    };
  }

  async get(id: number): Promise<AdminReport | undefined> {
    const [row] = await this.deps.db.select().from(reports).where(eq(reports.id, id));
    return row && this.adminView(row);
  }

  /** GET /admin/reports: open first, self-harm first, newest first, unless sorted otherwise. */
  async adminList(query: ReportListQuery) {
    const where = query.status ? eq(reports.status, query.status) : undefined;
    const columns = {
      reported: reports.createdAt,
      reason: reports.reason,
      status: reports.status,
    } as const;
    const order =
      query.sort.length > 0
        ? query.sort.map((key) =>
            key.direction === 'asc' ? asc(columns[key.column]) : desc(columns[key.column]),
          )
        : [sql`(${reports.status} = 'open') desc`, desc(reports.urgent), desc(reports.createdAt)];
    const [total] = await this.deps.db.select({ n: count() }).from(reports).where(where);
    const rows = await this.deps.db
      .select()
      .from(reports)
      .where(where)
      .orderBy(...order, desc(reports.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const counts = new Map<string, number>();
    if (rows.length > 0) {
      const grouped = await this.deps.db
        .select({ target: reports.target, targetId: reports.targetId, n: count() })
        .from(reports)
        .where(
          inArray(
            sql`(${reports.target} || ':' || ${reports.targetId})`,
            rows.map((r) => `${r.target}:${r.targetId}`),
          ),
        )
        .groupBy(reports.target, reports.targetId);
      for (const g of grouped) counts.set(`${g.target}:${g.targetId}`, g.n);
    }
    const n = total?.n ?? 0;
    return {
      rows: await Promise.all(rows.map((r) => this.adminView(r, counts))),
      total: n,
      page: query.page,
      pageCount: Math.max(1, Math.ceil(n / query.pageSize)),
    };
  }

  /**
   * Hide (at once), remove, or dismiss. The item is taken down through its owner first, then
   * this report and every other undecided report of the same item take the decision, with
   * who made it and when; one audit entry per report decided.
   */
  async decide(actor: Actor, id: number, action: ReportAction): Promise<ReportDecision> {
    const [report] = await this.deps.db.select().from(reports).where(eq(reports.id, id));
    if (!report) return { ok: false, reason: 'not-found' };
    if (!NEXT[report.status as ReportStatus].includes(action)) {
      return { ok: false, reason: 'wrong-state' };
    }
    if (action !== 'dismiss') {
      await this.owner(report.target as ReportTarget).takeDown(
        actor,
        report.targetId,
        TAKE_DOWN_REASON[action],
      );
    }
    const now = this.deps.clock.now();
    const status = STATUS_OF[action];
    const decided = await this.deps.db.transaction(async (tx) => {
      const from = action === 'dismiss' ? [report.status] : ['open', 'hidden'];
      const waiting = await tx
        .select()
        .from(reports)
        .where(
          and(
            action === 'dismiss'
              ? eq(reports.id, id)
              : and(eq(reports.target, report.target), eq(reports.targetId, report.targetId)),
            inArray(reports.status, from),
          ),
        )
        .for('update');
      if (waiting.length === 0) return false;
      await tx
        .update(reports)
        .set({
          status,
          decidedBy: actor.id,
          // The time to a decision is the time to the first one (a hide, later a removal).
          decidedAt: sql`coalesce(${reports.decidedAt}, ${now.toISOString()}::timestamptz)`,
          updatedAt: now,
        })
        .where(
          inArray(
            reports.id,
            waiting.map((row) => row.id),
          ),
        );
      for (const row of waiting) {
        await writeAudit(tx, now, {
          actor,
          action: `report.${action}`,
          entityType: 'report',
          entityId: row.id,
          before: { status: row.status },
          after: {
            status,
            target: row.target,
            target_id: row.targetId,
            decision_seconds: Math.round((now.getTime() - row.createdAt.getTime()) / 1000),
          },
        });
      }
      return waiting.some((row) => row.id === id);
    });
    if (!decided) return { ok: false, reason: 'wrong-state' };
    return { ok: true, value: (await this.get(id))! };
  }
}
