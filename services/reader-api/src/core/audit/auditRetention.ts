/**
 * How long the audit log keeps what (issue 40, L11), run with the housekeeping:
 * - an address typed at a sign-in for which no account exists (a reader's or an admin's failed
 *   or locked sign-in) is kept as typed for TYPED_ADDRESS_KEPT_DAYS, long enough to look into
 *   an attack, then replaced by a keyed hash (`hmac:` and 32 hex digits, HMAC-SHA-256 under a
 *   server secret): attempts on one address still group together, but the address (often a
 *   real person's, mistyped) is no longer stored;
 * - every row is deleted AUDIT_LOG_KEPT_DAYS after it was written.
 */
import { createHmac } from 'node:crypto';
import { and, eq, inArray, like, lte, not, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { adminAuditLog } from './auditTables.ts';

export const TYPED_ADDRESS_KEPT_DAYS = 7;
export const AUDIT_LOG_KEPT_DAYS = 365;
const DAY_MS = 24 * 3_600_000;
/** Rows rewritten per run (the next run takes the rest). */
const BATCH = 500;
const HASHED = 'hmac:';
/** The sign-in events that can name an address without an account. */
const SIGN_IN_FAILURES = ['sign-in-failed', 'sign-in-locked'];

export class AuditRetention {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** The HMAC key of typed addresses (a server secret). */
    private readonly key: string,
  ) {}

  /** What the log keeps of a typed address after TYPED_ADDRESS_KEPT_DAYS. */
  typedAddress(email: string): string {
    return `${HASHED}${createHmac('sha256', this.key).update(email, 'utf8').digest('hex').slice(0, 32)}`;
  }

  /** One run: answers how many rows it changed or deleted. */
  async run(): Promise<number> {
    const now = this.clock.now().getTime();
    const deleted = await this.db
      .delete(adminAuditLog)
      .where(lte(adminAuditLog.createdAt, new Date(now - AUDIT_LOG_KEPT_DAYS * DAY_MS)))
      .returning({ id: adminAuditLog.id });
    return (
      deleted.length +
      (await this.hashTypedAddresses(new Date(now - TYPED_ADDRESS_KEPT_DAYS * DAY_MS)))
    );
  }

  private async hashTypedAddresses(before: Date): Promise<number> {
    const typedByReader = sql`${adminAuditLog.after} ->> 'email'`;
    const rows = await this.db
      .select({
        id: adminAuditLog.id,
        entityType: adminAuditLog.entityType,
        adminEmail: adminAuditLog.adminEmail,
        after: adminAuditLog.after,
      })
      .from(adminAuditLog)
      .where(
        and(
          inArray(adminAuditLog.action, SIGN_IN_FAILURES),
          eq(adminAuditLog.entityId, ''),
          lte(adminAuditLog.createdAt, before),
          or(
            and(
              eq(adminAuditLog.entityType, 'reader'),
              sql`${typedByReader} IS NOT NULL`,
              not(like(typedByReader, `${HASHED}%`)),
            ),
            and(
              eq(adminAuditLog.entityType, 'admin'),
              not(like(adminAuditLog.adminEmail, `${HASHED}%`)),
            ),
          ),
        ),
      )
      .limit(BATCH);
    for (const row of rows) {
      if (row.entityType === 'admin') {
        await this.db
          .update(adminAuditLog)
          .set({ adminEmail: this.typedAddress(row.adminEmail) })
          .where(eq(adminAuditLog.id, row.id));
        continue;
      }
      const after = row.after as Record<string, unknown>;
      await this.db
        .update(adminAuditLog)
        .set({ after: { ...after, email: this.typedAddress(String(after.email)) } })
        .where(eq(adminAuditLog.id, row.id));
    }
    return rows.length;
  }
}
