/**
 * Setting and taking back likes, and counting them. Every write first reserves one of the
 * reader's likes of the minute (atomic across instances: ../limits/attemptCounter.ts), then
 * states the wanted end (a row, or none), so a repeat changes nothing and parallel likes of
 * many readers each add exactly one row.
 */
import { and, count, eq } from 'drizzle-orm';
import {
  LIKES_PER_MINUTE,
  type LikeState,
  type LikeTarget,
} from '@thrive/reader-contract/community';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { Reader } from '../db/schema.ts';
import { HttpError } from '../http/httpError.ts';
import { reserveAttempt } from '../limits/attemptCounter.ts';
import { likes } from './likeTables.ts';
import { LIKE_NOT_FOUND, tooManyLikes } from './likeWords.ts';

/** Whether readers may see (and so like) the item with this id. */
export type VisibilityCheck = (id: number) => Promise<boolean>;

const MINUTE_MS = 60_000;

export class LikeService {
  private readonly visible = new Map<LikeTarget, VisibilityCheck>();

  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** Each feature that owns likeable items says which are public (content, comments). */
  likeable(target: LikeTarget, check: VisibilityCheck): void {
    this.visible.set(target, check);
  }

  private async ensureVisible(target: LikeTarget, id: number): Promise<void> {
    const check = this.visible.get(target);
    if (!check || !(await check(id))) throw new HttpError(404, LIKE_NOT_FOUND);
  }

  async state(target: LikeTarget, id: number, reader: Reader | undefined): Promise<LikeState> {
    await this.ensureVisible(target, id);
    return this.read(target, id, reader);
  }

  async set(reader: Reader, target: LikeTarget, id: number, liked: boolean): Promise<LikeState> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const reserved = await reserveAttempt(db, 'likes', reader.id, LIKES_PER_MINUTE, now, MINUTE_MS);
    if (!reserved.ok) {
      throw Object.assign(new HttpError(429, tooManyLikes(reserved.retryAfterSeconds)), {
        retryAfterSeconds: reserved.retryAfterSeconds,
      });
    }
    await this.ensureVisible(target, id);
    const mine = and(
      eq(likes.readerId, reader.id),
      eq(likes.target, target),
      eq(likes.targetId, id),
    );
    if (liked) {
      await db
        .insert(likes)
        .values({ readerId: reader.id, target, targetId: id, createdAt: now })
        .onConflictDoNothing();
    } else {
      await db.delete(likes).where(mine);
    }
    return this.read(target, id, reader);
  }

  private async read(
    target: LikeTarget,
    id: number,
    reader: Reader | undefined,
  ): Promise<LikeState> {
    const { db } = this.deps;
    const item = and(eq(likes.target, target), eq(likes.targetId, id));
    const [[total], own] = await Promise.all([
      db.select({ n: count() }).from(likes).where(item),
      reader
        ? db
            .select({ target: likes.target })
            .from(likes)
            .where(and(item, eq(likes.readerId, reader.id)))
        : Promise.resolve([]),
    ]);
    return { target, id, count: total?.n ?? 0, liked: own.length > 0 };
  }
}
