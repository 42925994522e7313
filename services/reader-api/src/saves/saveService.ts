/**
 * Saving stories to a reader's account, and merging a device's list into it at sign-in. Every
 * write reserves one of the reader's saves of the minute (atomic across instances), then states
 * the wanted end while holding the reader's row, so a repeat changes nothing and SAVES_MAX
 * cannot be passed by parallel requests.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { SAVES_MAX, SAVES_PER_MINUTE, type SavedList } from '@thrive/reader-contract/community';
import type { StorySummary } from '@thrive/reader-contract/content';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { readers, type Reader } from '../core/db/accountTables.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { reserveAttempt } from '../core/limits/attemptCounter.ts';
import { savedStories } from './saveTables.ts';
import { SAVE_NOT_FOUND, SAVED_TOO_MANY, tooManySaves } from './saveWords.ts';

/** What content says about stories (given by app.ts). */
export interface StoryLookup {
  /** The id of a story readers may see, by slug. */
  publicIdOf: (slug: string) => Promise<number | undefined>;
  /** Summaries of those of these stories readers may see. */
  summariesOf: (ids: number[]) => Promise<Map<number, StorySummary>>;
}

const MINUTE_MS = 60_000;

export class SaveService {
  constructor(private readonly deps: { db: Db; clock: Clock; stories: StoryLookup }) {}

  private async reserve(reader: Reader, now: Date): Promise<void> {
    const reserved = await reserveAttempt(
      this.deps.db,
      'saves',
      reader.id,
      SAVES_PER_MINUTE,
      now,
      MINUTE_MS,
    );
    if (!reserved.ok) {
      throw Object.assign(new HttpError(429, tooManySaves(reserved.retryAfterSeconds)), {
        retryAfterSeconds: reserved.retryAfterSeconds,
      });
    }
  }

  /** Adds these stories (already saved ones stay as they were); false when the limit stopped it. */
  private async add(reader: Reader, storyIds: number[], now: Date): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      await tx
        .select({ id: readers.id })
        .from(readers)
        .where(eq(readers.id, reader.id))
        .for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(savedStories)
        .where(eq(savedStories.readerId, reader.id));
      const room = SAVES_MAX - (held?.n ?? 0);
      const have = new Set(
        (
          await tx
            .select({ storyId: savedStories.storyId })
            .from(savedStories)
            .where(eq(savedStories.readerId, reader.id))
        ).map((row) => row.storyId),
      );
      const fresh = [...new Set(storyIds)].filter((id) => !have.has(id));
      const added = fresh.slice(0, Math.max(0, room));
      if (added.length > 0) {
        await tx
          .insert(savedStories)
          .values(added.map((storyId) => ({ readerId: reader.id, storyId, savedAt: now })))
          .onConflictDoNothing();
      }
      return added.length === fresh.length;
    });
  }

  async set(reader: Reader, slug: string, saved: boolean): Promise<SavedList> {
    const now = this.deps.clock.now();
    await this.reserve(reader, now);
    const id = await this.deps.stories.publicIdOf(slug);
    if (id === undefined) throw new HttpError(404, SAVE_NOT_FOUND);
    if (!saved) {
      await this.deps.db
        .delete(savedStories)
        .where(and(eq(savedStories.readerId, reader.id), eq(savedStories.storyId, id)));
    } else if (!(await this.add(reader, [id], now))) {
      throw new HttpError(409, SAVED_TOO_MANY);
    }
    return this.list(reader);
  }

  /**
   * A device's list at sign-in: the stories readers may still see are added (one reserved
   * save for the whole list); unknown or taken-down ones are left out without an error.
   */
  async merge(reader: Reader, slugs: string[]): Promise<SavedList> {
    const now = this.deps.clock.now();
    await this.reserve(reader, now);
    const ids: number[] = [];
    for (const slug of new Set(slugs)) {
      const id = await this.deps.stories.publicIdOf(slug);
      if (id !== undefined) ids.push(id);
    }
    await this.add(reader, ids, now);
    return this.list(reader);
  }

  async list(reader: Reader): Promise<SavedList> {
    const rows = await this.deps.db
      .select({ storyId: savedStories.storyId, savedAt: savedStories.savedAt })
      .from(savedStories)
      .where(eq(savedStories.readerId, reader.id))
      .orderBy(desc(savedStories.savedAt), desc(savedStories.storyId))
      .limit(SAVES_MAX);
    const summaries = await this.deps.stories.summariesOf(rows.map((row) => row.storyId));
    return {
      stories: rows.flatMap((row) => {
        const story = summaries.get(row.storyId);
        return story ? [{ ...story, saved_at: row.savedAt.toISOString() }] : [];
      }),
    };
  }
}
