/** The dashboard's live counts and the audit log's pages. */
import { count, desc, isNotNull, sql } from 'drizzle-orm';
import type { DashboardCounts, ModerationSpeed } from '@thrive/admin-contract';
import { readers } from '../../core/db/accountTables.ts';
import { adminAuditLog } from '../../core/audit/auditTables.ts';
import { members } from '../adminTables.ts';
import { AdminUseCase } from '../people/adminUseCase.ts';
import { moderationSpeed } from './moderationSpeed.ts';

export class Overview extends AdminUseCase {
  /** Time from submission to decision, and the urgent items waiting too long. */
  moderationSpeed(): Promise<ModerationSpeed> {
    return moderationSpeed(this.db, this.deps.clock);
  }

  async dashboard(): Promise<DashboardCounts> {
    const [memberCounts, readerCounts] = await Promise.all([
      this.db
        .select({
          totalWriters:
            sql<number>`count(*) filter (where ${members.role} = 'writer' and ${members.deletedAt} is null)`.mapWith(
              Number,
            ),
          activeWriters:
            sql<number>`count(*) filter (where ${members.role} = 'writer' and ${members.deletedAt} is null and ${members.status} = 'Active')`.mapWith(
              Number,
            ),
          totalConsultants:
            sql<number>`count(*) filter (where ${members.role} = 'consultant' and ${members.deletedAt} is null)`.mapWith(
              Number,
            ),
          activeConsultants:
            sql<number>`count(*) filter (where ${members.role} = 'consultant' and ${members.deletedAt} is null and ${members.status} = 'Active')`.mapWith(
              Number,
            ),
          deleted: sql<number>`count(*) filter (where ${members.deletedAt} is not null)`.mapWith(
            Number,
          ),
        })
        .from(members),
      this.db
        .select({
          totalUsers: sql<number>`count(*) filter (where ${readers.deletedAt} is null)`.mapWith(
            Number,
          ),
          activeUsers:
            sql<number>`count(*) filter (where ${readers.deletedAt} is null and ${readers.status} = 'Active')`.mapWith(
              Number,
            ),
          premium:
            sql<number>`count(*) filter (where ${readers.deletedAt} is null and ${readers.premium})`.mapWith(
              Number,
            ),
          deleted: sql<number>`count(*) filter (where ${readers.deletedAt} is not null)`.mapWith(
            Number,
          ),
        })
        .from(readers)
        .where(isNotNull(readers.emailVerifiedAt)),
    ]);
    const m = memberCounts[0]!;
    const r = readerCounts[0]!;
    return {
      totalUsers: r.totalUsers,
      activeUsers: r.activeUsers,
      totalWriters: m.totalWriters,
      activeWriters: m.activeWriters,
      totalFreeUsers: r.totalUsers - r.premium,
      totalPremiumUsers: r.premium,
      totalConsultants: m.totalConsultants,
      activeConsultants: m.activeConsultants,
      deletedProfiles: m.deleted + r.deleted,
    };
  }

  async auditLog(page: number, pageSize: number) {
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(adminAuditLog)
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ total: count() }).from(adminAuditLog),
    ]);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        admin: row.adminEmail,
        action: row.action,
        entity_type: row.entityType,
        entity_id: row.entityId,
        before: row.before,
        after: row.after,
        at: row.createdAt.toISOString(),
      })),
      total: totals?.total ?? 0,
      page,
      pageSize,
    };
  }
}
