/**
 * Following writers and consultants. Every write first reserves one of the reader's follows of
 * the minute (atomic across instances), then states the wanted end (a row, or none) while
 * holding the reader's row, so a repeat changes nothing and FOLLOWS_MAX cannot be passed by
 * parallel requests. The counts the console shows are kept by the database (the trigger in the
 * migration): one more or one fewer exactly when a row is added or removed, cascades included.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  FOLLOWS_MAX,
  FOLLOWS_PER_MINUTE,
  type FollowingList,
  type FollowRole,
  type FollowState,
} from '@thrive/reader-contract/community';
import type { StoryList } from '@thrive/reader-contract/content';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { readers, type Reader } from '../core/db/accountTables.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { reserveAttempt } from '../core/limits/attemptCounter.ts';
import { members } from '../admin/adminTables.ts';
import { follows } from './followTables.ts';
import { FOLLOW_NOT_FOUND, FOLLOWING_TOO_MANY, tooManyFollows } from './followWords.ts';

/** The newest published stories of some writers (content's, given by app.ts). */
export type StoriesOf = (writerIds: number[]) => Promise<StoryList>;

const MINUTE_MS = 60_000;

export class FollowService {
  constructor(private readonly deps: { db: Db; clock: Clock; storiesOf: StoriesOf }) {}

  /** A writer or consultant readers can find (not deleted by an administrator). */
  private async member(role: FollowRole, username: string) {
    const [member] = await this.deps.db
      .select({
        id: members.id,
        username: members.username,
        followers: members.followerCount,
      })
      .from(members)
      .where(
        and(
          eq(members.role, role),
          eq(sql`lower(${members.username})`, username.toLowerCase()),
          isNull(members.deletedAt),
        ),
      )
      .limit(1);
    if (!member) throw new HttpError(404, FOLLOW_NOT_FOUND);
    return member;
  }

  async state(
    role: FollowRole,
    username: string,
    reader: Reader | undefined,
  ): Promise<FollowState> {
    const member = await this.member(role, username);
    return this.read(role, member, reader);
  }

  async set(
    reader: Reader,
    role: FollowRole,
    username: string,
    following: boolean,
  ): Promise<FollowState> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const reserved = await reserveAttempt(
      db,
      'follows',
      reader.id,
      FOLLOWS_PER_MINUTE,
      now,
      MINUTE_MS,
    );
    if (!reserved.ok) {
      throw Object.assign(new HttpError(429, tooManyFollows(reserved.retryAfterSeconds)), {
        retryAfterSeconds: reserved.retryAfterSeconds,
      });
    }
    const member = await this.member(role, username);
    await db.transaction(async (tx) => {
      // One write at a time per reader: the limit below counts what is really there.
      await tx
        .select({ id: readers.id })
        .from(readers)
        .where(eq(readers.id, reader.id))
        .for('update');
      const mine = and(eq(follows.readerId, reader.id), eq(follows.memberId, member.id));
      if (!following) {
        await tx.delete(follows).where(mine);
        return;
      }
      const [already] = await tx.select({ at: follows.createdAt }).from(follows).where(mine);
      if (already) return;
      const [held] = await tx
        .select({ n: count() })
        .from(follows)
        .where(eq(follows.readerId, reader.id));
      if ((held?.n ?? 0) >= FOLLOWS_MAX) throw new HttpError(409, FOLLOWING_TOO_MANY);
      await tx
        .insert(follows)
        .values({ readerId: reader.id, memberId: member.id, createdAt: now })
        .onConflictDoNothing();
    });
    return this.read(role, await this.member(role, username), reader);
  }

  /** GET /reader/follows: whom the reader follows (newest first) and their newest stories. */
  async following(reader: Reader): Promise<FollowingList> {
    const rows = await this.deps.db
      .select({
        id: members.id,
        role: members.role,
        username: members.username,
        displayName: members.displayName,
      })
      .from(follows)
      .innerJoin(members, eq(members.id, follows.memberId))
      .where(and(eq(follows.readerId, reader.id), isNull(members.deletedAt)))
      .orderBy(desc(follows.createdAt), desc(members.id))
      .limit(FOLLOWS_MAX);
    const writers = rows.filter((row) => row.role === 'writer').map((row) => row.id);
    const { stories } = await this.deps.storiesOf(writers);
    return {
      following: rows.map((row) => ({
        role: row.role as FollowRole,
        username: row.username,
        display_name: row.displayName,
      })),
      stories,
    };
  }

  /** The readers who follow a writer (a new story's notification goes to them). */
  async followersOf(memberId: number): Promise<string[]> {
    const rows = await this.deps.db
      .select({ readerId: follows.readerId })
      .from(follows)
      .where(eq(follows.memberId, memberId));
    return rows.map((row) => row.readerId);
  }

  private async read(
    role: FollowRole,
    member: { id: number; username: string; followers: number },
    reader: Reader | undefined,
  ): Promise<FollowState> {
    const own = reader
      ? await this.deps.db
          .select({ at: follows.createdAt })
          .from(follows)
          .where(and(eq(follows.readerId, reader.id), eq(follows.memberId, member.id)))
      : [];
    return {
      role,
      username: member.username,
      followers: member.followers,
      following: own.length > 0,
    };
  }
}
