/** New writers and consultants, with their Credentials and Experience files. */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { violatedUniqueIndex } from '../../core/db/uniqueViolation.ts';
import { adminFiles, members, type Member } from '../adminTables.ts';
import type { AcceptedType } from '../fileStorage.ts';
import {
  memberRecord,
  ROLE_OF,
  type Genre,
  type MemberKind,
  type MemberRecord,
} from '../people.ts';
import {
  AdminUseCase,
  memberSnapshot,
  type Actor,
  type ChangeResult,
  type Tx,
} from './adminUseCase.ts';

export interface NewUpload {
  fileName: string;
  contentType: AcceptedType;
  bytes: Buffer;
}

export interface NewMember {
  name: string;
  email: string;
  /** Null: the person sets their own from the studio invitation (issue 43). */
  passwordHash: string | null;
  genre: Genre;
  gender: 'M' | 'F';
  about: string;
  credentials: NewUpload | null;
  experience: NewUpload | null;
}

export class NewMembers extends AdminUseCase {
  async createMember(
    actor: Actor,
    kind: MemberKind,
    input: NewMember,
  ): Promise<ChangeResult<MemberRecord>> {
    const now = this.deps.clock.now();
    const role = ROLE_OF[kind];
    const stored: { key: string; upload: NewUpload; id: string }[] = [];
    try {
      // The bytes first: a row never names a file that was not stored.
      for (const upload of [input.credentials, input.experience]) {
        if (!upload) continue;
        const key = randomUUID();
        await this.deps.storage.put(key, upload.bytes, upload.contentType);
        stored.push({ key, upload, id: randomUUID() });
      }
    } catch (error) {
      await this.removeStored(stored);
      throw error;
    }
    const fileIdOf = (upload: NewUpload | null) =>
      upload ? (stored.find((s) => s.upload === upload)?.id ?? null) : null;
    try {
      const created = await this.insertMember(async (tx) => {
        const [taken] = await tx
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.role, role), eq(members.email, input.email)));
        if (taken) return undefined;
        for (const s of stored) {
          await tx.insert(adminFiles).values({
            id: s.id,
            storage: this.deps.storage.kind,
            storageKey: s.key,
            fileName: s.upload.fileName,
            contentType: s.upload.contentType,
            size: s.upload.bytes.length,
            sha256: createHash('sha256').update(s.upload.bytes).digest('hex'),
            uploadedBy: actor.id,
            createdAt: now,
          });
        }
        const username = await this.freeUsername(tx, role, input.email);
        const [member] = await tx
          .insert(members)
          .values({
            role,
            name: input.name,
            displayName: input.name,
            username,
            email: input.email,
            gender: input.gender,
            genre: input.genre,
            about: input.about,
            passwordHash: input.passwordHash,
            credentialsFileId: fileIdOf(input.credentials),
            experienceFileId: fileIdOf(input.experience),
            dateJoined: now.toISOString().slice(0, 10),
            createdAt: now,
          })
          .returning();
        if (!member) throw new Error('insert returned nothing');
        await this.audit(tx, actor, 'create', role, member.id, null, memberSnapshot(member));
        return member;
      });
      if (!created) {
        await this.removeStored(stored);
        return {
          ok: false,
          reason: 'invalid',
          message: `A ${role} with this email already exists.`,
        };
      }
      await this.changed(kind);
      return { ok: true, record: memberRecord(created, await this.fileInfos(created)) };
    } catch (error) {
      await this.removeStored(stored);
      throw error;
    }
  }

  /**
   * Runs the create transaction; a racing create of the same address is `undefined` (409), and
   * one that took the same username first makes this one pick the next free username.
   */
  private async insertMember(create: (tx: Tx) => Promise<Member | undefined>) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.db.transaction(create);
      } catch (error) {
        const index = violatedUniqueIndex(error);
        if (index === 'members_role_email_key') return undefined;
        if (index !== 'members_role_username_key' || attempt >= 5) throw error;
      }
    }
  }

  private async removeStored(stored: { key: string }[]): Promise<void> {
    for (const s of stored) await this.deps.storage.remove(s.key).catch(() => {});
  }

  /** The e-mail's local part, made unique among the role's usernames. */
  private async freeUsername(tx: Tx, role: string, email: string): Promise<string> {
    const base =
      (email.split('@')[0] ?? 'member')
        .toLowerCase()
        .replace(/[^a-z0-9._]/g, '')
        .slice(0, 40) || 'member';
    for (let n = 1; ; n += 1) {
      const candidate = n === 1 ? base : `${base}${n}`;
      const [taken] = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.role, role), eq(members.username, candidate)));
      if (!taken) return candidate;
    }
  }
}
