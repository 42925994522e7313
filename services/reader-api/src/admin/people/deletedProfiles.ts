/**
 * Soft delete with 14 days to restore, the list of deleted profiles, and the purge afterwards
 * (a purged reader is erased from the audit trail too).
 */
import { and, desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { DeletedProfile } from '@thrive/admin-contract';
import { readers } from '../../core/db/accountTables.ts';
import { sessions } from '../../readers/readerTables.ts';
import { erasedAddress } from '../../deletion/index.ts';
import { DELETED_PROFILE_RETENTION_MS } from '../adminConfig.ts';
import { adminFiles, members } from '../adminTables.ts';
import { pseudonymiseReaderAudit, SYSTEM_ACTOR } from '../../core/audit/auditLog.ts';
import { ROLE_OF, type ListKind } from '../people.ts';
import { AdminUseCase, memberSnapshot, readerSnapshot, type Actor } from './adminUseCase.ts';

export class DeletedProfiles extends AdminUseCase {
  /** Soft delete: off the lists, restorable for 14 days, then purged. */
  async deletePerson(actor: Actor, kind: ListKind, id: number): Promise<boolean> {
    const now = this.deps.clock.now();
    const deleted = await this.db.transaction(async (tx) => {
      if (kind === 'users') {
        const before = await this.findReader(tx, id, true);
        if (!before || before.deletedAt) return false;
        await tx
          .update(readers)
          .set({ deletedAt: now, deletedBy: actor.id })
          .where(eq(readers.id, before.id));
        // A deleted reader is signed out everywhere.
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.readerId, before.id), isNull(sessions.revokedAt)));
        await this.audit(tx, actor, 'delete', 'reader', id, readerSnapshot(before), {
          deletedAt: now,
        });
        return true;
      }
      const before = await this.findMember(tx, kind, id, true);
      if (!before || before.deletedAt) return false;
      await tx
        .update(members)
        .set({ deletedAt: now, deletedBy: actor.id })
        .where(eq(members.id, id));
      await this.audit(tx, actor, 'delete', ROLE_OF[kind], id, memberSnapshot(before), {
        deletedAt: now,
      });
      return true;
    });
    if (deleted) await this.changed(kind);
    return deleted;
  }

  async restorePerson(actor: Actor, kind: ListKind, id: number): Promise<boolean> {
    const now = this.deps.clock.now();
    const stillKept = (deletedAt: Date | null) =>
      deletedAt !== null && deletedAt.getTime() + DELETED_PROFILE_RETENTION_MS > now.getTime();
    const restored = await this.db.transaction(async (tx) => {
      if (kind === 'users') {
        const before = await this.findReader(tx, id, true);
        if (!before || !stillKept(before.deletedAt)) return false;
        await tx
          .update(readers)
          .set({ deletedAt: null, deletedBy: null })
          .where(eq(readers.id, before.id));
        await this.audit(
          tx,
          actor,
          'restore',
          'reader',
          id,
          { deletedAt: before.deletedAt },
          {
            deletedAt: null,
          },
        );
        return true;
      }
      const before = await this.findMember(tx, kind, id, true);
      if (!before || !stillKept(before.deletedAt)) return false;
      await tx.update(members).set({ deletedAt: null, deletedBy: null }).where(eq(members.id, id));
      await this.audit(
        tx,
        actor,
        'restore',
        ROLE_OF[kind],
        id,
        { deletedAt: before.deletedAt },
        {
          deletedAt: null,
        },
      );
      return true;
    });
    if (restored) await this.changed(kind);
    return restored;
  }

  async listDeleted(): Promise<DeletedProfile[]> {
    const purgeAt = (deletedAt: Date) =>
      new Date(deletedAt.getTime() + DELETED_PROFILE_RETENTION_MS).toISOString();
    const [deletedMembers, deletedReaders] = await Promise.all([
      this.db
        .select()
        .from(members)
        .where(isNotNull(members.deletedAt))
        .orderBy(desc(members.deletedAt))
        .limit(500),
      this.db
        .select()
        .from(readers)
        .where(isNotNull(readers.deletedAt))
        .orderBy(desc(readers.deletedAt))
        .limit(500),
    ]);
    const profiles: DeletedProfile[] = [
      ...deletedMembers.map((m) => ({
        kind: (m.role === 'writer' ? 'writers' : 'consultants') as ListKind,
        _id: m.id,
        name: m.name,
        email: m.email,
        deleted_at: m.deletedAt!.toISOString(),
        purge_at: purgeAt(m.deletedAt!),
      })),
      ...deletedReaders.map((r) => ({
        kind: 'users' as ListKind,
        _id: r.number,
        name: `${r.firstName} ${r.lastName}`,
        email: r.email,
        deleted_at: r.deletedAt!.toISOString(),
        purge_at: purgeAt(r.deletedAt!),
      })),
    ];
    return profiles.sort((a, b) => b.deleted_at.localeCompare(a.deleted_at));
  }

  /** The scheduled job: profiles deleted 14 days ago or more are removed for good. */
  async purgeDeleted(): Promise<{ members: number; readers: number }> {
    const cutoff = new Date(this.deps.clock.now().getTime() - DELETED_PROFILE_RETENTION_MS);
    const purged = await this.db.transaction(async (tx) => {
      const goneMembers = await tx
        .delete(members)
        .where(and(isNotNull(members.deletedAt), lte(members.deletedAt, cutoff)))
        .returning();
      const fileIds = goneMembers
        .flatMap((m) => [m.credentialsFileId, m.experienceFileId])
        .filter((id): id is string => id !== null);
      const goneFiles =
        fileIds.length === 0
          ? []
          : await tx.delete(adminFiles).where(inArray(adminFiles.id, fileIds)).returning();
      const goneReaders = await tx
        .delete(readers)
        .where(and(isNotNull(readers.deletedAt), lte(readers.deletedAt, cutoff)))
        .returning({ id: readers.id, number: readers.number, email: readers.email });
      for (const m of goneMembers)
        await this.audit(tx, SYSTEM_ACTOR, 'purge', m.role, m.id, { deletedAt: m.deletedAt }, null);
      for (const r of goneReaders) {
        // A purged reader is erased from the audit trail too (what happened stays, not who).
        await pseudonymiseReaderAudit(tx, r.number, erasedAddress(r.email));
        await this.audit(tx, SYSTEM_ACTOR, 'purge', 'reader', r.number, null, null);
      }
      return { goneMembers, goneFiles, goneReaders };
    });
    // The bytes go after the rows: a failure here leaves an orphan file, never a dangling row.
    for (const file of purged.goneFiles)
      await this.deps.storage.remove(file.storageKey).catch(() => {});
    return { members: purged.goneMembers.length, readers: purged.goneReaders.length };
  }
}
