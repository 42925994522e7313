/**
 * A writer's own stories (issue 43): My stories, drafts saved as they type, submit for review
 * and revise after a rejection. Every write is audit-logged with the writer's member id in the
 * transaction that makes it. A save names the revision it was based on: one based on an older
 * revision (the draft was changed on another device since) is refused, so neither version is
 * silently lost; the writer chooses or merges in the studio.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { StudioStory, StudioStoryRow } from '@thrive/reader-contract/schemas';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import type { DbExecutor } from '../core/mail/outbox.ts';
import type { SignedInContributor } from '../core/guards/contributorGuard.ts';
import { stories, slugFor, type Story } from '../content/index.ts';
import { likes } from '../likes/index.ts';
import { comments } from '../comments/index.ts';
import { storyReads } from '../earnings/index.ts';
import type { DraftFields } from './studioStoryBodies.ts';

/** Audit-logs a studio write (the contributors feature's `recordStudioAction`). */
export type StudioAudit = (
  executor: DbExecutor,
  contributor: SignedInContributor,
  action: string,
  entity: { type: string; id: number; before?: unknown; after?: unknown },
) => Promise<void>;

export type StudioResult =
  | { ok: true; story: StudioStory }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'conflict'; story: StudioStory }
  | { ok: false; reason: 'wrong-state' | 'incomplete'; message: string };

export const EDIT_ONLY_DRAFTS =
  'This story is with the moderators or published: it cannot be changed here any more.';
export const SUBMIT_ONLY_DRAFTS = 'Only a draft or a rejected story can be sent for review.';
export const SUBMIT_STALE =
  'This story was changed on another device. Please look at the latest version before you send it.';
export const INCOMPLETE: Record<'title' | 'body' | 'genre', string> = {
  title: 'Please give your story a title before you send it for review.',
  body: 'Please write your story before you send it for review.',
  genre: 'Please choose a genre before you send it for review.',
};

const EDITABLE = ['draft', 'rejected'];

export function studioView(story: Story): StudioStory {
  return {
    id: story.id,
    slug: story.slug,
    title: story.title,
    body: story.body,
    genre: story.genre,
    content_warnings: story.contentWarnings,
    premium: story.premium,
    status: story.status as StudioStory['status'],
    revision: story.revision,
    rejection_reason: story.status === 'rejected' ? story.rejectionReason : null,
    updated_at: story.updatedAt.toISOString(),
    published_at: story.publishedAt?.toISOString() ?? null,
  };
}

const columnsOf = (fields: DraftFields) => ({
  title: fields.title,
  body: fields.body,
  genre: fields.genre,
  contentWarnings: fields.content_warnings,
  premium: fields.premium,
});

export class StudioStoryService {
  constructor(private readonly deps: { db: Db; clock: Clock; audit: StudioAudit }) {}

  /** My stories: every story of this writer, the latest change first, with reads and reactions. */
  async list(writerId: number): Promise<StudioStoryRow[]> {
    const { db } = this.deps;
    const rows = await db
      .select()
      .from(stories)
      .where(eq(stories.writerId, writerId))
      .orderBy(desc(stories.updatedAt), desc(stories.id));
    const ids = rows.map((row) => row.id);
    const likeCounts = new Map<number, number>();
    const commentCounts = new Map<number, number>();
    const readCounts = new Map<number, number>();
    if (ids.length > 0) {
      // Qualified reads (earnings/): one per reader, story and Lagos day.
      for (const row of await db
        .select({ id: storyReads.storyId, n: count() })
        .from(storyReads)
        .where(inArray(storyReads.storyId, ids))
        .groupBy(storyReads.storyId))
        readCounts.set(row.id, row.n);
      for (const row of await db
        .select({ id: likes.targetId, n: count() })
        .from(likes)
        .where(and(eq(likes.target, 'story'), inArray(likes.targetId, ids)))
        .groupBy(likes.targetId))
        likeCounts.set(row.id, row.n);
      for (const row of await db
        .select({ id: comments.targetId, n: count() })
        .from(comments)
        .where(
          and(
            eq(comments.target, 'story'),
            eq(comments.status, 'published'),
            inArray(comments.targetId, ids),
          ),
        )
        .groupBy(comments.targetId))
        commentCounts.set(row.id, row.n);
    }
    return rows.map((story) => ({
      id: story.id,
      slug: story.slug,
      title: story.title,
      genre: story.genre,
      status: story.status as StudioStoryRow['status'],
      rejection_reason: story.status === 'rejected' ? story.rejectionReason : null,
      reads: readCounts.get(story.id) ?? 0,
      likes: likeCounts.get(story.id) ?? 0,
      comments: commentCounts.get(story.id) ?? 0,
      updated_at: story.updatedAt.toISOString(),
      published_at: story.publishedAt?.toISOString() ?? null,
    }));
  }

  /** One of the writer's own stories; another writer's is as if it did not exist. */
  async get(writerId: number, id: number): Promise<StudioStory | undefined> {
    const [story] = await this.deps.db
      .select()
      .from(stories)
      .where(and(eq(stories.id, id), eq(stories.writerId, writerId)));
    return story && studioView(story);
  }

  /** A new draft (revision 1): never in the moderation queue until the writer submits it. */
  async create(contributor: SignedInContributor, fields: DraftFields): Promise<StudioStory> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(stories)
        .values({
          slug: slugFor(fields.title),
          writerId: contributor.memberId,
          ...columnsOf(fields),
          status: 'draft',
          source: 'studio',
          format: 'markdown',
          revision: 1,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await this.deps.audit(tx, contributor, 'story.create', {
        type: 'story',
        id: created!.id,
        after: { title: fields.title, status: 'draft', revision: 1 },
      });
      return studioView(created!);
    });
  }

  /** The writer's own row, locked for the change (undefined: not theirs, or gone). */
  private async own(tx: DbExecutor, writerId: number, id: number) {
    const [story] = await tx
      .select()
      .from(stories)
      .where(and(eq(stories.id, id), eq(stories.writerId, writerId)))
      .for('update');
    return story;
  }

  /** Saves a draft (or a rejected story being revised) if it is still at `baseRevision`. */
  async save(
    contributor: SignedInContributor,
    id: number,
    baseRevision: number,
    fields: DraftFields,
  ): Promise<StudioResult> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx): Promise<StudioResult> => {
      const before = await this.own(tx, contributor.memberId, id);
      if (!before) return { ok: false, reason: 'not-found' };
      if (!EDITABLE.includes(before.status))
        return { ok: false, reason: 'wrong-state', message: EDIT_ONLY_DRAFTS };
      if (before.revision !== baseRevision)
        return { ok: false, reason: 'conflict', story: studioView(before) };
      const [after] = await tx
        .update(stories)
        .set({ ...columnsOf(fields), revision: before.revision + 1, updatedAt: now })
        .where(eq(stories.id, id))
        .returning();
      await this.deps.audit(tx, contributor, 'story.save', {
        type: 'story',
        id,
        before: { revision: before.revision },
        after: { revision: after!.revision },
      });
      return { ok: true, story: studioView(after!) };
    });
  }

  /** Sends a complete draft, or a revised rejected story, to the moderation queue. */
  async submit(
    contributor: SignedInContributor,
    id: number,
    revision: number,
  ): Promise<StudioResult> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx): Promise<StudioResult> => {
      const before = await this.own(tx, contributor.memberId, id);
      if (!before) return { ok: false, reason: 'not-found' };
      if (!EDITABLE.includes(before.status))
        return { ok: false, reason: 'wrong-state', message: SUBMIT_ONLY_DRAFTS };
      if (before.revision !== revision)
        return { ok: false, reason: 'wrong-state', message: SUBMIT_STALE };
      const missing = (['title', 'body', 'genre'] as const).find((key) => !before[key].trim());
      if (missing) return { ok: false, reason: 'incomplete', message: INCOMPLETE[missing] };
      const [after] = await tx
        .update(stories)
        .set({
          status: 'in_review',
          rejectionReason: null,
          // A first submission takes its link from the title it has now (a draft's may be empty).
          ...(before.status === 'draft' && !before.publishedAt
            ? { slug: slugFor(before.title) }
            : {}),
          updatedAt: now,
        })
        .where(eq(stories.id, id))
        .returning();
      await this.deps.audit(tx, contributor, 'story.submit', {
        type: 'story',
        id,
        before: { status: before.status },
        after: { status: 'in_review', revision },
      });
      return { ok: true, story: studioView(after!) };
    });
  }
}
