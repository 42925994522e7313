/**
 * Contributors' studio sessions: opaque bearer tokens, only their SHA-256 stored, with the
 * absolute and idle timeouts of core/sessions/sessionPolicy.ts. A session ends when the member
 * is deleted or made Inactive in the console (checked on every request).
 */
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { writeAudit } from '../core/audit/auditLog.ts';
import type { SignedInContributor } from '../core/guards/contributorGuard.ts';
import { hashSessionToken, newSessionToken } from '../core/security/secrets.ts';
import {
  activityIsStale,
  CONTRIBUTOR_SESSION_ABSOLUTE_HOURS,
  CONTRIBUTOR_SESSION_IDLE_MS,
} from '../core/sessions/sessionPolicy.ts';
import { liveSession, newSessionRow, unendedSession } from '../core/sessions/sessionColumns.ts';
import { members, type Member } from '../admin/adminTables.ts';
import { contributorSessions } from './contributorTables.ts';

/** The contributor a member row is, as the guard hands it to routes. */
export function contributorOf(member: Member): SignedInContributor {
  return {
    memberId: member.id,
    role: member.role === 'consultant' ? 'consultant' : 'writer',
    email: member.email,
    displayName: member.displayName,
    genre: member.genre,
  };
}

/** The audit log's actor for a contributor: no admin id; the address says who. */
export const contributorActor = (contributor: Pick<SignedInContributor, 'email'>) => ({
  id: null,
  email: contributor.email,
});

export class ContributorSessions {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /**
   * A session for a member who gave their own password and then a second factor (`method`),
   * if they may still sign in (Active, not deleted).
   */
  async startFor(memberId: number, ip: string, method: string, userAgent?: string) {
    const [member] = await this.deps.db
      .select()
      .from(members)
      .where(
        and(eq(members.id, memberId), isNull(members.deletedAt), eq(members.status, 'Active')),
      );
    return member ? this.start(member, ip, method, userAgent) : undefined;
  }

  async start(member: Member, ip: string, secondFactor: string, userAgent?: string) {
    const now = this.deps.clock.now();
    const token = newSessionToken();
    const expiresAt = new Date(now.getTime() + CONTRIBUTOR_SESSION_ABSOLUTE_HOURS * 3_600_000);
    const contributor = contributorOf(member);
    await this.deps.db.transaction(async (tx) => {
      await tx
        .insert(contributorSessions)
        .values({ ...newSessionRow(token, now, expiresAt, userAgent), memberId: member.id });
      await writeAudit(tx, now, {
        actor: contributorActor(contributor),
        action: 'studio-sign-in',
        entityType: 'contributor',
        entityId: member.id,
        after: { ip, contributorId: member.id, secondFactor },
      });
    });
    return { token, expiresAt, contributor };
  }

  /** The contributor behind a live studio token (counts as activity, written once a minute). */
  async contributorForToken(token: string): Promise<SignedInContributor | undefined> {
    const now = this.deps.clock.now();
    const tokenHash = hashSessionToken(token);
    const [row] = await this.deps.db
      .select({ member: members, lastSeenAt: contributorSessions.lastSeenAt })
      .from(contributorSessions)
      .innerJoin(members, eq(members.id, contributorSessions.memberId))
      .where(
        and(
          liveSession(contributorSessions, tokenHash, now, CONTRIBUTOR_SESSION_IDLE_MS),
          isNull(members.deletedAt),
          eq(members.status, 'Active'),
        ),
      );
    if (!row) return undefined;
    if (activityIsStale(row.lastSeenAt, now))
      await this.deps.db
        .update(contributorSessions)
        .set({ lastSeenAt: now })
        .where(eq(contributorSessions.tokenHash, tokenHash));
    return contributorOf(row.member);
  }

  async end(token: string, contributor: SignedInContributor, ip: string): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const ended = await tx
        .update(contributorSessions)
        .set({ revokedAt: now })
        .where(unendedSession(contributorSessions, token))
        .returning({ memberId: contributorSessions.memberId });
      if (ended.length > 0)
        await writeAudit(tx, now, {
          actor: contributorActor(contributor),
          action: 'studio-sign-out',
          entityType: 'contributor',
          entityId: contributor.memberId,
          after: { ip, contributorId: contributor.memberId },
        });
    });
  }

  /** Every session of a member ends (a new password, the console making them Inactive). */
  async endAll(memberId: number): Promise<void> {
    await this.deps.db
      .update(contributorSessions)
      .set({ revokedAt: this.deps.clock.now() })
      .where(
        and(eq(contributorSessions.memberId, memberId), isNull(contributorSessions.revokedAt)),
      );
  }

  async purgeExpired(): Promise<void> {
    await this.deps.db
      .delete(contributorSessions)
      .where(lte(contributorSessions.expiresAt, this.deps.clock.now()));
  }
}
