/**
 * One person's profile: read it (and a member's uploaded files, each download audited), change
 * a genre or status, and e-mail a password reset. Every change is in the audit log.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { readers } from '../../core/db/accountTables.ts';
import { sessions } from '../../readers/readerTables.ts';
import { adminFiles, members } from '../adminTables.ts';
import { adminPasswordResetMail } from '../adminMail.ts';
import {
  memberRecord,
  PROFILE_READ,
  ROLE_OF,
  userRecord,
  type Genre,
  type MemberKind,
  type MemberRecord,
  type Status,
  type UserRecord,
} from '../people.ts';
import {
  AdminUseCase,
  CHANGED_SINCE,
  pick,
  stillAsExpected,
  type Actor,
  type ChangeResult,
} from './adminUseCase.ts';

export class Profiles extends AdminUseCase {
  /** A member's profile, as `actor` opens it: the read is audited (`profile-read`). */
  async getMember(actor: Actor, kind: MemberKind, id: number): Promise<MemberRecord | undefined> {
    const member = await this.findMember(this.db, kind, id);
    if (!member || member.deletedAt) return undefined;
    await this.audit(this.db, actor, PROFILE_READ, ROLE_OF[kind], id, null, null);
    return memberRecord(member, await this.fileInfos(member));
  }

  /**
   * A reader's profile (name, e-mail, phone, location), as `actor` opens it: who read whose
   * personal details is in the audit log (issue 40), like a member's file downloads.
   */
  async getUser(actor: Actor, number: number): Promise<UserRecord | undefined> {
    const reader = await this.findReader(this.db, number);
    if (!reader || reader.deletedAt) return undefined;
    await this.audit(this.db, actor, PROFILE_READ, 'reader', number, null, null);
    return userRecord(reader);
  }

  /** A member's uploaded file; each download is audited (who read whose documents). */
  async memberFile(
    actor: Actor,
    kind: MemberKind,
    id: number,
    which: 'credentials' | 'experience',
  ): Promise<{ fileName: string; contentType: string; bytes: Buffer } | undefined> {
    const member = await this.findMember(this.db, kind, id);
    const fileId = which === 'credentials' ? member?.credentialsFileId : member?.experienceFileId;
    if (!member || member.deletedAt || !fileId) return undefined;
    const [file] = await this.db.select().from(adminFiles).where(eq(adminFiles.id, fileId));
    if (!file) return undefined;
    const bytes = await this.deps.storage.get(file.storageKey);
    await this.audit(this.db, actor, 'download', ROLE_OF[kind], id, null, {
      file: which,
      fileName: file.fileName,
    });
    return { fileName: file.fileName, contentType: file.contentType, bytes };
  }

  // ---- Changes --------------------------------------------------------------------------

  async updateMember(
    actor: Actor,
    kind: MemberKind,
    id: number,
    patch: { genre?: Genre; status?: Status },
    expected?: { genre?: Genre; status?: Status },
  ): Promise<ChangeResult<MemberRecord>> {
    let changedSince = false;
    const updated = await this.db.transaction(async (tx) => {
      const before = await this.findMember(tx, kind, id, true);
      if (!before || before.deletedAt) return undefined;
      // An undo applies only over the values it undoes (checked under the row lock: once).
      if (!stillAsExpected(before, expected)) {
        changedSince = true;
        return undefined;
      }
      const [after] = await tx.update(members).set(patch).where(eq(members.id, id)).returning();
      if (!after) return undefined;
      await this.audit(
        tx,
        actor,
        'update',
        ROLE_OF[kind],
        id,
        pick(before, patch),
        pick(after, patch),
      );
      return after;
    });
    if (changedSince) return { ok: false, reason: 'changed-since', message: CHANGED_SINCE };
    if (!updated) return { ok: false, reason: 'not-found' };
    await this.changed(kind);
    return { ok: true, record: memberRecord(updated, await this.fileInfos(updated)) };
  }

  async updateUser(
    actor: Actor,
    number: number,
    patch: { status?: Status },
    expected?: { status?: Status },
  ): Promise<ChangeResult<UserRecord>> {
    let changedSince = false;
    const updated = await this.db.transaction(async (tx) => {
      const before = await this.findReader(tx, number, true);
      if (!before || before.deletedAt) return undefined;
      if (!stillAsExpected(before, expected)) {
        changedSince = true;
        return undefined;
      }
      const [after] = await tx
        .update(readers)
        .set(patch)
        .where(eq(readers.id, before.id))
        .returning();
      if (!after) return undefined;
      // An Inactive reader is signed out everywhere (and cannot sign in: readers/login/loginService.ts).
      if (after.status !== 'Active')
        await tx
          .update(sessions)
          .set({ revokedAt: this.deps.clock.now() })
          .where(and(eq(sessions.readerId, after.id), isNull(sessions.revokedAt)));
      await this.audit(
        tx,
        actor,
        'update',
        'reader',
        number,
        pick(before, patch),
        pick(after, patch),
      );
      return after;
    });
    if (changedSince) return { ok: false, reason: 'changed-since', message: CHANGED_SINCE };
    if (!updated) return { ok: false, reason: 'not-found' };
    await this.changed('users');
    return { ok: true, record: userRecord(updated) };
  }

  /**
   * A reader's 'Reset': e-mails them a password-reset message (/reset). A writer's or a
   * consultant's Reset sends a studio invitation instead (adminRoutes, src/contributors).
   */
  async sendPasswordReset(actor: Actor, id: number): Promise<boolean> {
    const reader = await this.findReader(this.db, id);
    if (!reader || reader.deletedAt) return false;
    await this.db.transaction(async (tx) => {
      await this.audit(tx, actor, 'password-reset-email', 'reader', id, null, {
        to: reader.email,
      });
      await this.deps.outbox.enqueue(
        tx,
        adminPasswordResetMail(reader.email, reader.firstName, {
          siteUrl: this.deps.publicSiteUrl,
        }),
      );
    });
    return true;
  }
}
