/**
 * What the admin use cases (lists, profiles, deleted profiles, new members, overview) are built
 * from: their dependencies, the audit trail they write every change to, and the lookups they
 * share. Each use case is a small class extending AdminUseCase.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Clock } from '../../core/clock.ts';
import type { Db } from '../../core/db/database.ts';
import { readers, type Reader } from '../../core/db/accountTables.ts';
import type { Outbox } from '../../core/mail/outbox.ts';
import { writeAudit, type Actor } from '../../core/audit/auditLog.ts';
import { adminFiles, members, type Member } from '../adminTables.ts';
import type { FileStorage } from '../fileStorage.ts';
import type { ListTotals } from '../listTotals.ts';
import { ROLE_OF, type FileInfo, type ListKind, type MemberKind } from '../people.ts';

export type { Actor };

export interface AdminServiceDeps {
  db: Db;
  clock: Clock;
  /** Mail goes through the outbox, in the transaction that records the action. */
  outbox: Outbox;
  storage: FileStorage;
  publicSiteUrl: string;
  /** Remembered list totals (in this process, or in Redis shared by instances). */
  totals: ListTotals;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type ChangeResult<T> =
  | { ok: true; record: T }
  | { ok: false; reason: 'not-found' | 'invalid' | 'changed-since'; message?: string };

/** An undo (`expected`) that finds other values than it left: someone changed them since. */
export const CHANGED_SINCE = 'This profile was changed since; nothing was undone.';

/** Whether every field named in `expected` still holds that value. */
export function stillAsExpected(current: object, expected: object | undefined): boolean {
  if (!expected) return true;
  const values = current as Record<string, unknown>;
  return Object.entries(expected).every(([field, value]) => values[field] === value);
}

/** A comparable snapshot for the audit log (no password hash, no search text). */
export function memberSnapshot(member: Member) {
  const { passwordHash: _hash, searchText: _search, ...rest } = member;
  return { ...rest, hasPassword: _hash !== null };
}
export function readerSnapshot(reader: Reader) {
  const { passwordHash: _hash, searchText: _search, ...rest } = reader;
  return rest;
}

/** The fields of `source` named by `patch`, for before/after snapshots. */
export function pick<T extends object>(source: T, patch: object): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(patch) as (keyof T)[]) out[key] = source[key];
  return out;
}

export abstract class AdminUseCase {
  constructor(protected readonly deps: AdminServiceDeps) {}

  protected get db(): Db {
    return this.deps.db;
  }

  protected async audit(
    tx: Executor,
    actor: Actor,
    action: string,
    entityType: string,
    entityId: string | number,
    before: unknown,
    after: unknown,
  ): Promise<void> {
    await writeAudit(tx, this.deps.clock.now(), {
      actor,
      action,
      entityType,
      entityId,
      before,
      after,
    });
  }

  /** After a committed change: the lists' remembered totals are no longer read. */
  protected async changed(...kinds: ListKind[]): Promise<void> {
    await this.deps.totals.invalidate(kinds);
  }

  protected async fileInfos(
    member: Member,
  ): Promise<{ credentials: FileInfo | null; experience: FileInfo | null }> {
    const ids = [member.credentialsFileId, member.experienceFileId].filter(
      (id): id is string => id !== null,
    );
    const files =
      ids.length === 0
        ? []
        : await this.db.select().from(adminFiles).where(inArray(adminFiles.id, ids));
    const info = (id: string | null): FileInfo | null => {
      const file = files.find((f) => f.id === id);
      return file
        ? { fileName: file.fileName, contentType: file.contentType, size: file.size }
        : null;
    };
    return {
      credentials: info(member.credentialsFileId),
      experience: info(member.experienceFileId),
    };
  }

  protected async findMember(executor: Executor, kind: MemberKind, id: number, lock = false) {
    const query = executor
      .select()
      .from(members)
      .where(and(eq(members.id, id), eq(members.role, ROLE_OF[kind])));
    const [member] = lock ? await query.for('update') : await query;
    return member;
  }

  protected async findReader(executor: Executor, number: number, lock = false) {
    const query = executor
      .select()
      .from(readers)
      .where(and(eq(readers.number, number), isNotNull(readers.emailVerifiedAt)));
    const [reader] = lock ? await query.for('update') : await query;
    return reader;
  }
}
