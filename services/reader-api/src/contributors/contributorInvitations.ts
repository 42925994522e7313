/**
 * Invitations to the studio (issue 43): an admin's Create Writer / Create Consultant (or a
 * Resend from the profile) sends one; a member who signs in with a password an admin typed
 * gets one too. Each is single use and lasts seven days; a new one supersedes the open ones.
 * Accepting sets the person's own password and records the writers' terms they accepted.
 * Only the token's SHA-256 is stored; the link carries the token in its fragment.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { writeAudit, type Actor } from '../core/audit/auditLog.ts';
import type { DbExecutor, Outbox } from '../core/mail/outbox.ts';
import type { PasswordHasher } from '../core/security/passwords.ts';
import { hashSessionToken, newSessionToken } from '../core/security/secrets.ts';
import { members, type Member } from '../admin/adminTables.ts';
import type { InvitationStatus } from '@thrive/admin-contract';
import { WRITERS_TERMS_VERSION } from '@thrive/reader-contract/schemas';
import {
  contributorAccess,
  contributorInvitations,
  contributorSessions,
} from './contributorTables.ts';
import { invitationMail, type InvitationReason } from './invitationMail.ts';

export const INVITATION_DAYS = 7;
const INVITATION_MS = INVITATION_DAYS * 24 * 3_600_000;

export type InvitationProblem = 'unknown' | 'used' | 'expired' | 'superseded' | 'terms';

export type OpenResult =
  | { ok: true; member: Member; expiresAt: Date; invitationId: string }
  | { ok: false; problem: InvitationProblem };

export class ContributorInvitations {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      hasher: PasswordHasher;
      outbox: Outbox;
      publicSiteUrl: string;
    },
  ) {}

  /**
   * A new invitation for the member (the open ones are superseded), e-mailed in the caller's
   * transaction. `sentBy` is the admin, or null when the member asked by signing in.
   */
  async send(
    executor: DbExecutor,
    member: Member,
    sentBy: Actor | null,
    reason: InvitationReason,
  ): Promise<{ expiresAt: Date }> {
    const now = this.deps.clock.now();
    const token = newSessionToken();
    const expiresAt = new Date(now.getTime() + INVITATION_MS);
    await executor
      .update(contributorInvitations)
      .set({ supersededAt: now })
      .where(
        and(
          eq(contributorInvitations.memberId, member.id),
          isNull(contributorInvitations.acceptedAt),
          isNull(contributorInvitations.supersededAt),
        ),
      );
    await executor.insert(contributorInvitations).values({
      id: randomUUID(),
      tokenHash: hashSessionToken(token),
      memberId: member.id,
      createdAt: now,
      expiresAt,
      sentBy: sentBy?.id ?? null,
    });
    await this.deps.outbox.enqueue(
      executor,
      invitationMail(member.email, member.displayName, {
        siteUrl: this.deps.publicSiteUrl,
        token,
        role: member.role === 'consultant' ? 'consultant' : 'writer',
        expiresAt,
        reason,
      }),
    );
    await writeAudit(executor, now, {
      actor: sentBy ?? { id: null, email: member.email },
      action: 'studio-invitation-sent',
      entityType: member.role,
      entityId: member.id,
      after: { reason, expiresAt: expiresAt.toISOString() },
    });
    return { expiresAt };
  }

  /**
   * From the console (Create Writer / Create Consultant, Resend on the profile, or Reset in a
   * list): a member of that role who is not deleted; undefined if there is none.
   */
  async invite(
    actor: Actor,
    role: 'writer' | 'consultant',
    memberId: number,
    reason: Exclude<InvitationReason, 'own-password'>,
  ): Promise<{ expiresAt: Date } | undefined> {
    return this.deps.db.transaction(async (tx) => {
      const [member] = await tx
        .select()
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.role, role), isNull(members.deletedAt)));
      if (!member) return undefined;
      return this.send(tx, member, actor, reason);
    });
  }

  /** A member who signed in with an admin-set password: an invitation to set their own. */
  async askForOwnPassword(member: Member): Promise<void> {
    await this.deps.db.transaction((tx) => this.send(tx, member, null, 'own-password'));
  }

  /** Whether a member of this role exists and is not deleted. */
  async isMember(role: 'writer' | 'consultant', memberId: number): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.role, role), isNull(members.deletedAt)));
    return Boolean(row);
  }

  /** What the console shows: the latest invitation's state. */
  async status(memberId: number): Promise<InvitationStatus> {
    const [latest] = await this.deps.db
      .select()
      .from(contributorInvitations)
      .where(eq(contributorInvitations.memberId, memberId))
      .orderBy(desc(contributorInvitations.createdAt))
      .limit(1);
    return this.statusOf(latest);
  }

  /** The console's list: each listed member's latest invitation (members of `role` only). */
  async statuses(
    role: 'writer' | 'consultant',
    memberIds: number[],
  ): Promise<Record<string, InvitationStatus>> {
    if (memberIds.length === 0) return {};
    const known = await this.deps.db
      .select({ id: members.id })
      .from(members)
      .where(
        and(inArray(members.id, memberIds), eq(members.role, role), isNull(members.deletedAt)),
      );
    if (known.length === 0) return {};
    const rows = await this.deps.db
      .select()
      .from(contributorInvitations)
      .where(
        inArray(
          contributorInvitations.memberId,
          known.map((row) => row.id),
        ),
      )
      .orderBy(desc(contributorInvitations.createdAt));
    const answer: Record<string, InvitationStatus> = {};
    for (const { id } of known) answer[id] = this.statusOf(rows.find((row) => row.memberId === id));
    return answer;
  }

  private statusOf(
    latest: typeof contributorInvitations.$inferSelect | undefined,
  ): InvitationStatus {
    if (!latest) return { state: 'none', sent_at: null, expires_at: null, accepted_at: null };
    const now = this.deps.clock.now();
    const state = latest.acceptedAt
      ? 'accepted'
      : latest.expiresAt.getTime() <= now.getTime()
        ? 'expired'
        : 'invited';
    return {
      state,
      sent_at: latest.createdAt.toISOString(),
      expires_at: latest.expiresAt.toISOString(),
      accepted_at: latest.acceptedAt?.toISOString() ?? null,
    };
  }

  /** The invitation behind a token, if it can still be accepted. */
  async open(token: string, executor: DbExecutor = this.deps.db): Promise<OpenResult> {
    const [row] = await executor
      .select({ invitation: contributorInvitations, member: members })
      .from(contributorInvitations)
      .innerJoin(members, eq(members.id, contributorInvitations.memberId))
      .where(eq(contributorInvitations.tokenHash, hashSessionToken(token)));
    if (!row || row.member.deletedAt) return { ok: false, problem: 'unknown' };
    const { invitation, member } = row;
    if (invitation.acceptedAt) return { ok: false, problem: 'used' };
    if (invitation.supersededAt) return { ok: false, problem: 'superseded' };
    if (invitation.expiresAt.getTime() <= this.deps.clock.now().getTime())
      return { ok: false, problem: 'expired' };
    return { ok: true, member, expiresAt: invitation.expiresAt, invitationId: invitation.id };
  }

  /**
   * Sets the person's own password and records the terms, once: the invitation row is claimed
   * (accepted_at set where still null) in the same transaction, so two tabs accepting at once
   * give one password and one "already used".
   */
  async accept(
    token: string,
    password: string,
    termsVersion: string,
    ip: string,
  ): Promise<{ ok: true; member: Member } | { ok: false; problem: InvitationProblem }> {
    if (termsVersion !== WRITERS_TERMS_VERSION) return { ok: false, problem: 'terms' };
    const passwordHash = await this.deps.hasher.hash(password);
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const opened = await this.open(token, tx);
      if (!opened.ok) return opened;
      const claimed = await tx
        .update(contributorInvitations)
        .set({ acceptedAt: now })
        .where(
          and(
            eq(contributorInvitations.id, opened.invitationId),
            isNull(contributorInvitations.acceptedAt),
          ),
        )
        .returning({ id: contributorInvitations.id });
      if (claimed.length === 0) return { ok: false as const, problem: 'used' as const };
      const { member } = opened;
      await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id));
      await tx
        .insert(contributorAccess)
        .values({
          memberId: member.id,
          passwordSetAt: now,
          termsVersion,
          termsAcceptedAt: now,
        })
        .onConflictDoUpdate({
          target: contributorAccess.memberId,
          set: { passwordSetAt: now, termsVersion, termsAcceptedAt: now },
        });
      // A new password ends every session signed in with the old one.
      await tx
        .update(contributorSessions)
        .set({ revokedAt: now })
        .where(
          and(eq(contributorSessions.memberId, member.id), isNull(contributorSessions.revokedAt)),
        );
      await writeAudit(tx, now, {
        actor: { id: null, email: member.email },
        action: 'studio-invitation-accepted',
        entityType: member.role,
        entityId: member.id,
        after: { ip, termsVersion, contributorId: member.id },
      });
      return { ok: true as const, member: { ...member, passwordHash } };
    });
  }

  /** A member's address (the name their passkey or app is set up under). */
  async emailOf(memberId: number): Promise<string | undefined> {
    const [row] = await this.deps.db
      .select({ email: members.email })
      .from(members)
      .where(and(eq(members.id, memberId), isNull(members.deletedAt)));
    return row?.email;
  }

  /** Whether the member set their own password (an accepted invitation), not an admin. */
  async ownPassword(memberId: number): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ at: contributorAccess.passwordSetAt })
      .from(contributorAccess)
      .where(eq(contributorAccess.memberId, memberId));
    return Boolean(row?.at);
  }
}
