/**
 * The console's server-side lists of writers, consultants and readers: paging, multi-sort, the
 * spec's filters and search, all in SQL, with remembered totals (listTotals.ts).
 */
import { and, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { ListPage as Page } from '@thrive/admin-contract';
import { readers } from '../../core/db/accountTables.ts';
import { members } from '../adminTables.ts';
import {
  orderBy,
  pageWindow,
  totalsKey,
  type OrderKey,
  type PageWindow,
} from '../../core/lists/listPaging.ts';
import { likePattern, type ListQuery, type SortColumn } from '../../core/lists/listQuery.ts';
import {
  memberRecord,
  ROLE_OF,
  userRecord,
  type ListKind,
  type MemberKind,
  type MemberRecord,
  type UserRecord,
} from '../people.ts';
import { AdminUseCase, type Executor } from '../people/adminUseCase.ts';

export type ChangeResult<T> =
  { ok: true; record: T } | { ok: false; reason: 'not-found' | 'invalid'; message?: string };

/**
 * A search with at most this many matches is sorted from its matches (PeopleLists.matches):
 * about 5 ms per 1,000 matches from the covering index, where an index walk in the sort order
 * can take seconds when the matches sit together.
 */
const SORT_MATCHES_UP_TO = 50_000;
/** What reading a new search's first page and total together may take before it is counted. */
const SORT_MATCHES_TIMEOUT_MS = 400;
/**
 * Shorter search terms have no trigram to look up, so they match most of a list: their total
 * is counted first rather than guessed (see PeopleLists.page).
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

export class PeopleLists extends AdminUseCase {
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
}
