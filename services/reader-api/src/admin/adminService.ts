/**
 * What administrators do with people: server-side lists (paging, multi-sort, the spec's
 * filters and search, all in SQL), profiles by id, genre and status changes, soft delete with
 * 14 days to restore and a purge afterwards, password-reset e-mails, live dashboard counts,
 * new writers and consultants with their files, and the audit log of every change.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DashboardCounts, DeletedProfile, ListPage as Page } from '@thrive/admin-contract';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { violatedUniqueIndex } from '../db/uniqueViolation.ts';
import { readers, sessions, type Reader } from '../db/schema.ts';
import type { Outbox } from '../mail/outbox.ts';
import { DELETED_PROFILE_RETENTION_MS } from './adminConfig.ts';
import { erasedAddress } from '../deletion/erasedAddress.ts';
import { pseudonymiseReaderAudit, SYSTEM_ACTOR, writeAudit, type Actor } from './auditLog.ts';
import { adminAuditLog, adminFiles, members, type Member } from './adminSchema.ts';
import { adminPasswordResetMail } from './adminMail.ts';
import type { FileStorage, AcceptedType } from './fileStorage.ts';
import { orderBy, pageWindow, totalsKey, type OrderKey, type PageWindow } from './listPaging.ts';
import { likePattern, type ListQuery, type SortColumn } from './listQuery.ts';
import type { ListTotals } from './listTotals.ts';
import {
  memberRecord,
  ROLE_OF,
  userRecord,
  type FileInfo,
  type Genre,
  type ListKind,
  type MemberKind,
  type MemberRecord,
  type Status,
  type UserRecord,
} from './people.ts';

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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export interface NewUpload {
  fileName: string;
  contentType: AcceptedType;
  bytes: Buffer;
}

export interface NewMember {
  name: string;
  email: string;
  passwordHash: string;
  genre: Genre;
  gender: 'M' | 'F';
  about: string;
  credentials: NewUpload | null;
  experience: NewUpload | null;
}

export type ChangeResult<T> =
  { ok: true; record: T } | { ok: false; reason: 'not-found' | 'invalid'; message?: string };

/**
 * A search with at most this many matches is sorted from its matches (AdminService.matches):
 * about 5 ms per 1,000 matches from the covering index, where an index walk in the sort order
 * can take seconds when the matches sit together.
 */
const SORT_MATCHES_UP_TO = 50_000;
/** What reading a new search's first page and total together may take before it is counted. */
const SORT_MATCHES_TIMEOUT_MS = 400;
/**
 * Shorter search terms have no trigram to look up, so they match most of a list: their total
 * is counted first rather than guessed (see AdminService.page).
 */
const SHORTEST_INDEXED_SEARCH = 3;

/** How a list's page is read: plainly, or sorted from a search's matches, and counted. */
interface ListReader<T> {
  rows: (window: PageWindow) => Promise<T[]>;
  /** A page of the search's matches and their number (null when the page is past the end). */
  matches: (window: PageWindow, timeoutMs?: number) => Promise<{ rows: T[]; total: number | null }>;
  count: () => Promise<number>;
}

const MEMBER_SORT: Record<SortColumn, AnyPgColumn> = {
  sn: members.id,
  name: members.name,
  username: members.username,
  email: members.email,
  genre: members.genre,
  sex: members.gender,
  status: members.status,
};

const USER_NAME = sql`(${readers.firstName} || ' ' || ${readers.lastName})`;
const USER_SORT: Record<SortColumn, AnyPgColumn | SQL> = {
  sn: readers.number,
  name: USER_NAME,
  username: readers.username,
  email: readers.email,
  genre: readers.number,
  sex: readers.gender,
  status: readers.status,
};

const pageOf = <T>(rows: T[], total: number, query: ListQuery): Page<T> => ({
  rows,
  total,
  page: query.page,
  pageSize: query.pageSize,
  pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
});

/** A comparable snapshot for the audit log (no password hash, no search text). */
function memberSnapshot(member: Member) {
  const { passwordHash: _hash, searchText: _search, ...rest } = member;
  return { ...rest, hasPassword: _hash !== null };
}
function readerSnapshot(reader: Reader) {
  const { passwordHash: _hash, searchText: _search, ...rest } = reader;
  return rest;
}

export class AdminService {
  constructor(private readonly deps: AdminServiceDeps) {}

  private get db(): Db {
    return this.deps.db;
  }

  private async audit(
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

  // ---- Lists ----------------------------------------------------------------------------

  async listMembers(kind: MemberKind, query: ListQuery): Promise<Page<MemberRecord>> {
    const conditions: SQL[] = [eq(members.role, ROLE_OF[kind]), isNull(members.deletedAt)];
    if (query.genre) conditions.push(eq(members.genre, query.genre));
    if (query.gender) conditions.push(eq(members.gender, query.gender));
    if (query.status) conditions.push(eq(members.status, query.status));
    if (query.search) conditions.push(sql`${members.searchText} LIKE ${likePattern(query.search)}`);
    const where = and(...conditions);
    const sortKeys: OrderKey[] = [
      ...query.sort.map(({ column, direction }) => ({ expr: MEMBER_SORT[column], direction })),
      { expr: members.id, direction: 'asc' },
    ];
    const page = await this.page(
      kind,
      query,
      this.listReader({ from: members, id: members.id, where, sortKeys }, (db) =>
        db.select().from(members).$dynamic(),
      ),
    );
    return { ...page, rows: page.rows.map((row) => memberRecord(row)) };
  }

  async listUsers(query: ListQuery): Promise<Page<UserRecord>> {
    const conditions: SQL[] = [isNotNull(readers.emailVerifiedAt), isNull(readers.deletedAt)];
    if (query.gender) conditions.push(eq(readers.gender, query.gender));
    if (query.status) conditions.push(eq(readers.status, query.status));
    if (query.plan) conditions.push(eq(readers.premium, query.plan === 'premium'));
    if (query.search) conditions.push(sql`${readers.searchText} LIKE ${likePattern(query.search)}`);
    const where = and(...conditions);
    const sortKeys: OrderKey[] = [
      ...query.sort
        .filter(({ column }) => column !== 'genre')
        .map(({ column, direction }) => ({ expr: USER_SORT[column], direction })),
      { expr: readers.number, direction: 'asc' },
    ];
    const page = await this.page(
      'users',
      query,
      this.listReader({ from: readers, id: readers.id, where, sortKeys }, (db) =>
        db.select().from(readers).$dynamic(),
      ),
    );
    return { ...page, rows: page.rows.map(userRecord) };
  }

  /** How a list (one table, its filters and sort) is read: plainly, from a search's matches, counted. */
  private listReader<Q extends PgSelect>(
    list: { from: PgTable; id: AnyPgColumn; where: SQL | undefined; sortKeys: OrderKey[] },
    selectAll: (db: Executor) => Q,
  ): ListReader<Awaited<Q>[number]> {
    const { from, id, where, sortKeys } = list;
    return {
      rows: (window) =>
        selectAll(this.db)
          .where(where)
          .orderBy(...orderBy(sortKeys, window.reversed))
          .limit(window.limit)
          .offset(window.offset),
      matches: (window, timeoutMs) =>
        this.matches({ ...list, window, timeoutMs }, (db, ids) =>
          selectAll(db).where(inArray(id, ids)),
        ),
      count: async () =>
        (await this.db.select({ total: count() }).from(from).where(where))[0]!.total,
    };
  }

  /**
   * One page of a list and its total. A total remembered for this (filters, search) key is
   * used as is (see listTotals.ts); otherwise the total is counted and a large one remembered.
   * With the total known, a page in the second half is read from the end (the order reversed,
   * a small offset, the rows turned back), so 'Last' on a million rows does not walk past
   * 999,990 of them; and a search with few matches is sorted from its matches (see matches).
   * A new search reads its page and its total in one query; one with too many matches for that
   * is counted, then read as its total says. Without a search the rows and the count run side
   * by side.
   */
  private async page<T>(kind: ListKind, query: ListQuery, list: ListReader<T>): Promise<Page<T>> {
    const key = totalsKey(query);
    const remembered = await this.deps.totals.peek(kind, key);
    const offset = (query.page - 1) * query.pageSize;
    const read = async (total: number) => {
      const window = pageWindow(offset, query.pageSize, total);
      const rows =
        query.search !== '' && total <= SORT_MATCHES_UP_TO
          ? (await list.matches(window)).rows
          : await list.rows(window);
      return pageOf(window.reversed ? rows.reverse() : rows, total, query);
    };
    const remember = async (total: number) => {
      if (remembered) await this.deps.totals.remember(kind, key, remembered.generation, total);
    };
    if (remembered?.total != null) return read(remembered.total);
    if (query.search.length >= SHORTEST_INDEXED_SEARCH) {
      const found = await list
        .matches({ offset, limit: query.pageSize, reversed: false }, SORT_MATCHES_TIMEOUT_MS)
        .catch(() => null);
      if (found && found.total !== null) {
        await remember(found.total);
        return pageOf(found.rows, found.total, query);
      }
    }
    if (query.search) {
      const total = await list.count();
      await remember(total);
      return read(total);
    }
    const [rows, total] = await Promise.all([
      list.rows({ offset, limit: query.pageSize, reversed: false }),
      list.count(),
    ]);
    await remember(total);
    return pageOf(rows, total, query);
  }

  /**
   * A page of a search's matches, sorted, and how many matches there are, in one query. The
   * matches are found first, by whichever index the planner prefers (the subquery ends in
   * OFFSET 0, so PostgreSQL plans it on its own and cannot push the sort into it); only their
   * ids and sort keys are sorted, and only the page's rows are read from the table. Walking an
   * index in the sort order instead can take seconds: PostgreSQL assumes matches are spread
   * evenly, while a search's matches often sit together in that order (everyone named Chioma,
   * sorted by name). The covering indexes (searchIndexes.ts) hold the filters, the search text
   * and the sort keys, so the matches are found without visiting the table.
   */
  private async matches<T>(
    search: {
      from: PgTable;
      id: AnyPgColumn;
      where: SQL | undefined;
      sortKeys: readonly OrderKey[];
      window: PageWindow;
      /** Given up after this long (a search with more matches than is worth sorting). */
      timeoutMs?: number;
    },
    rowsByIds: (db: Executor, ids: unknown[]) => Promise<T[]>,
  ): Promise<{ rows: T[]; total: number | null }> {
    const { from, id, where, sortKeys, window, timeoutMs } = search;
    const alias = (i: number) => sql`${sql.identifier(`sort_${i}`)}`;
    const keys = sortKeys.map(({ expr }, i) => sql`${expr} as ${alias(i)}`);
    const order = orderBy(
      sortKeys.map(({ direction }, i) => ({ expr: alias(i), direction })),
      window.reversed,
    );
    const read = async (db: Executor) => {
      const result = (await db.execute(sql`
        select match_id, count(*) over () as total
        from (select ${id} as match_id, ${sql.join(keys, sql`, `)} from ${from}
              ${where ? sql`where ${where}` : sql``} offset 0) as matches
        order by ${sql.join(order, sql`, `)}
        limit ${window.limit} offset ${window.offset}`)) as unknown as {
        rows: { match_id: unknown; total: string | number }[];
      };
      const ids = result.rows.map((row) => row.match_id);
      if (!ids.length) return { rows: [], total: null };
      const position = new Map(ids.map((matchId, i) => [String(matchId), i]));
      const rows = await rowsByIds(db, ids);
      // Every list row carries its table's primary key as `id` (members and readers alike).
      const at = (row: T) => position.get(String((row as { id: unknown }).id))!;
      rows.sort((a, b) => at(a) - at(b));
      return { rows, total: Number(result.rows[0]!.total) };
    };
    if (timeoutMs === undefined) return read(this.db);
    return this.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${Math.round(timeoutMs)}`));
      return read(tx);
    });
  }

  /** After a committed change: the lists' remembered totals are no longer read. */
  private async changed(...kinds: ListKind[]): Promise<void> {
    await this.deps.totals.invalidate(kinds);
  }

  // ---- Profiles -------------------------------------------------------------------------

  private async fileInfos(
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

  private async findMember(executor: Executor, kind: MemberKind, id: number, lock = false) {
    const query = executor
      .select()
      .from(members)
      .where(and(eq(members.id, id), eq(members.role, ROLE_OF[kind])));
    const [member] = lock ? await query.for('update') : await query;
    return member;
  }

  private async findReader(executor: Executor, number: number, lock = false) {
    const query = executor
      .select()
      .from(readers)
      .where(and(eq(readers.number, number), isNotNull(readers.emailVerifiedAt)));
    const [reader] = lock ? await query.for('update') : await query;
    return reader;
  }

  async getMember(kind: MemberKind, id: number): Promise<MemberRecord | undefined> {
    const member = await this.findMember(this.db, kind, id);
    if (!member || member.deletedAt) return undefined;
    return memberRecord(member, await this.fileInfos(member));
  }

  async getUser(number: number): Promise<UserRecord | undefined> {
    const reader = await this.findReader(this.db, number);
    if (!reader || reader.deletedAt) return undefined;
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
  ): Promise<ChangeResult<MemberRecord>> {
    const updated = await this.db.transaction(async (tx) => {
      const before = await this.findMember(tx, kind, id, true);
      if (!before || before.deletedAt) return undefined;
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
    if (!updated) return { ok: false, reason: 'not-found' };
    await this.changed(kind);
    return { ok: true, record: memberRecord(updated, await this.fileInfos(updated)) };
  }

  async updateUser(
    actor: Actor,
    number: number,
    patch: { status?: Status },
  ): Promise<ChangeResult<UserRecord>> {
    const updated = await this.db.transaction(async (tx) => {
      const before = await this.findReader(tx, number, true);
      if (!before || before.deletedAt) return undefined;
      const [after] = await tx
        .update(readers)
        .set(patch)
        .where(eq(readers.id, before.id))
        .returning();
      if (!after) return undefined;
      // An Inactive reader is signed out everywhere (and cannot sign in: readerService.ts).
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
    if (!updated) return { ok: false, reason: 'not-found' };
    await this.changed('users');
    return { ok: true, record: userRecord(updated) };
  }

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

  /** 'Reset': e-mails the person a password-reset message. */
  async sendPasswordReset(actor: Actor, kind: ListKind, id: number): Promise<boolean> {
    const person =
      kind === 'users'
        ? await this.findReader(this.db, id).then((r) =>
            r && !r.deletedAt ? { email: r.email, firstName: r.firstName } : undefined,
          )
        : await this.findMember(this.db, kind, id).then((m) =>
            m && !m.deletedAt
              ? { email: m.email, firstName: m.name.split(' ')[0] ?? m.name }
              : undefined,
          );
    if (!person) return false;
    await this.db.transaction(async (tx) => {
      await this.audit(
        tx,
        actor,
        'password-reset-email',
        kind === 'users' ? 'reader' : ROLE_OF[kind],
        id,
        null,
        { to: person.email },
      );
      await this.deps.outbox.enqueue(
        tx,
        adminPasswordResetMail(person.email, person.firstName, {
          siteUrl: this.deps.publicSiteUrl,
          reader: kind === 'users',
        }),
      );
    });
    return true;
  }

  // ---- New writers and consultants -------------------------------------------------------

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

  // ---- Dashboard and audit log -----------------------------------------------------------

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

/** The fields of `source` named by `patch`, for before/after snapshots. */
function pick<T extends object>(source: T, patch: object): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(patch) as (keyof T)[]) out[key] = source[key];
  return out;
}
