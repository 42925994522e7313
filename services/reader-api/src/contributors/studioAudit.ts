/**
 * The audit helper of every studio write (issue 43): the row names the contributor (their
 * member id and address) and what they changed. Other features call it through this feature's
 * index.ts, inside the transaction that makes the change: `app.contributors.recordStudioAction(tx,
 * contributor, action, entity)` (the app's clock), or `recordStudioAction` with a time of its own.
 */
import { writeAudit } from '../core/audit/auditLog.ts';
import type { SignedInContributor } from '../core/guards/contributorGuard.ts';
import type { DbExecutor } from '../core/mail/outbox.ts';
import { contributorActor } from './contributorSessions.ts';

/** What a studio write touched: its kind ('story', 'answer', 'comment-reply', …) and id. */
export interface StudioEntity {
  type: string;
  id: string | number;
  /** What it was before (for a change), and after. */
  before?: unknown;
  after?: unknown;
}

export async function recordStudioAction(
  db: DbExecutor,
  contributor: SignedInContributor,
  action: string,
  entity: StudioEntity,
  at: Date,
): Promise<void> {
  const after =
    entity.after && typeof entity.after === 'object' && !Array.isArray(entity.after)
      ? { ...entity.after, contributorId: contributor.memberId, role: contributor.role }
      : {
          value: entity.after ?? null,
          contributorId: contributor.memberId,
          role: contributor.role,
        };
  await writeAudit(db, at, {
    actor: contributorActor(contributor),
    action: `studio-${action}`,
    entityType: entity.type,
    entityId: entity.id,
    before: entity.before,
    after,
  });
}
