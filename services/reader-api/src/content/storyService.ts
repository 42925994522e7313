/**
 * Stories' moderation use cases (create for a writer, edit, submit, approve, reject), each
 * audit-logged in the transaction that makes the change, on top of the public reads
 * (storyReads.ts). Only `approve` sets `published`, and only with the admin who decided (the
 * table's CHECK refuses a published row without one).
 */
import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { findPersonalDetails, type StoryStatus } from '@thrive/reader-contract/content';
import { members } from '../admin/adminTables.ts';
import { stories, type Story } from './contentTables.ts';
import { writeAudit, type Actor } from '../core/audit/auditLog.ts';
import { likePattern } from '../core/lists/listQuery.ts';
import { offsetOf, pageOf } from '../core/moderation/reviewQueue.ts';
import { publishedText } from './publishedText.ts';
import { slugFor, StoryReads } from './storyReads.ts';
import type { ContentListQuery } from './contentListQuery.ts';
import type { AdminStoryRow } from '@thrive/admin-contract';

export type { AdminStoryRow };
export { slugFor } from './storyReads.ts';

export interface StoryFields {
  title: string;
  body: string;
  genre: string;
  contentWarnings: string[];
  premium: boolean;
}

/** A story just published, as its writer's followers are told of it. */
export interface PublishedStory {
  slug: string;
  title: string;
  writerId: number;
  writer: string;
}

/** A moderator's decision on a story, as its writer is told of it (issue 43). */
export interface DecidedStory {
  id: number;
  slug: string;
  title: string;
  status: 'published' | 'rejected';
  reason: string | null;
  source: string;
  writerId: number;
}

export type Decision =
  | { ok: true; row: AdminStoryRow }
  | { ok: false; reason: 'not-found' | 'wrong-state'; message?: string };

/** The stories of the console's moderation, with the public reads. */
export class StoryService extends StoryReads {
  private async adminRow(id: number): Promise<AdminStoryRow | undefined> {
    const [row] = await this.deps.db
      .select({ story: stories, writer: members })
      .from(stories)
      .innerJoin(members, eq(members.id, stories.writerId))
      .where(eq(stories.id, id));
    return row ? adminView(row.story, row.writer) : undefined;
  }

  async get(id: number): Promise<AdminStoryRow | undefined> {
    const row = await this.adminRow(id);
    // A writer's draft in the studio is theirs alone until they send it (issue 43).
    return row && !(row.source === 'studio' && row.status === 'draft') ? row : undefined;
  }

  /** GET /admin/stories: waiting stories first (oldest first), unless sorted otherwise. */
  async adminList(query: ContentListQuery) {
    const where = and(
      notStudioDraft,
      query.status ? eq(stories.status, query.status) : undefined,
      query.genre ? eq(stories.genre, query.genre) : undefined,
      query.search
        ? or(
            ilike(stories.title, likePattern(query.search)),
            ilike(members.name, likePattern(query.search)),
            ilike(members.username, likePattern(query.search)),
          )
        : undefined,
    );
    const sortColumns = {
      title: stories.title,
      writer: members.name,
      genre: stories.genre,
      status: stories.status,
      updated: stories.updatedAt,
    } as const;
    const order =
      query.sort.length > 0
        ? query.sort.map((key) =>
            key.direction === 'asc'
              ? asc(sortColumns[key.column as keyof typeof sortColumns] ?? stories.updatedAt)
              : desc(sortColumns[key.column as keyof typeof sortColumns] ?? stories.updatedAt),
          )
        : [sql`(${stories.status} = 'in_review') desc`, asc(stories.updatedAt)];
    const [total] = await this.deps.db
      .select({ n: count() })
      .from(stories)
      .innerJoin(members, eq(members.id, stories.writerId))
      .where(where);
    const rows = await this.deps.db
      .select({ story: stories, writer: members })
      .from(stories)
      .innerJoin(members, eq(members.id, stories.writerId))
      .where(where)
      .orderBy(...order, asc(stories.id))
      .limit(query.pageSize)
      .offset(offsetOf(query));
    return {
      rows: rows.map((r) => adminView(r.story, r.writer)),
      ...pageOf(query, total?.n ?? 0),
    };
  }

  /** A story entered in the console for a writer: a draft, or straight into the queue. */
  async create(
    actor: Actor,
    writerId: number,
    fields: StoryFields,
    submit: boolean,
  ): Promise<Decision> {
    const now = this.deps.clock.now();
    const id = await this.deps.db.transaction(async (tx) => {
      const [writer] = await tx
        .select({ id: members.id })
        .from(members)
        .where(
          and(eq(members.id, writerId), eq(members.role, 'writer'), isNull(members.deletedAt)),
        );
      if (!writer) return undefined;
      const [created] = await tx
        .insert(stories)
        .values({
          slug: slugFor(fields.title),
          writerId,
          ...fields,
          status: submit ? 'in_review' : 'draft',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: stories.id });
      await writeAudit(tx, now, {
        actor,
        action: 'story.create',
        entityType: 'story',
        entityId: created!.id,
        // Typed by an admin for the writer (the console's "story for" picker), not the writer's.
        after: { writerId, ...fields, status: submit ? 'in_review' : 'draft', enteredBy: 'admin' },
      });
      return created!.id;
    });
    if (id === undefined)
      return { ok: false, reason: 'not-found', message: 'Please choose a writer.' };
    return { ok: true, row: (await this.adminRow(id))! };
  }

  /**
   * Moves a story from one of `from` to `to` with the audit entry; `set` adds columns.
   * The status is re-checked in the UPDATE itself, so two moderators cannot both decide.
   */
  private async transition(
    actor: Actor,
    id: number,
    from: readonly StoryStatus[],
    to: StoryStatus,
    action: string,
    set: Partial<typeof stories.$inferInsert> = {},
  ): Promise<Decision> {
    const now = this.deps.clock.now();
    const outcome = await this.deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(stories).where(eq(stories.id, id)).for('update');
      if (!before) return 'not-found' as const;
      if (!from.includes(before.status as StoryStatus)) return 'wrong-state' as const;
      // The rejected version is kept: after the writer's revision the queue shows the diff.
      const snapshot =
        to === 'rejected'
          ? { rejectedTitle: before.title, rejectedBody: before.body }
          : to === 'published'
            ? { rejectedTitle: null, rejectedBody: null }
            : {};
      await tx
        .update(stories)
        .set({ ...set, ...snapshot, status: to, updatedAt: now })
        .where(eq(stories.id, id));
      await writeAudit(tx, now, {
        actor,
        action,
        entityType: 'story',
        entityId: id,
        before: { status: before.status },
        after: { status: to, ...(set.rejectionReason ? { reason: set.rejectionReason } : {}) },
      });
      return 'ok' as const;
    });
    if (outcome !== 'ok')
      return {
        ok: false,
        reason: outcome,
        message:
          outcome === 'wrong-state'
            ? `Only a story ${from.map((s) => s.replace('_', ' ')).join(' or ')} can be ${to === 'in_review' ? 'sent for review' : to}.`
            : undefined,
      };
    return { ok: true, row: (await this.adminRow(id))! };
  }

  submit(actor: Actor, id: number) {
    return this.transition(actor, id, ['draft', 'rejected'], 'in_review', 'story.submit', {
      rejectionReason: null,
    });
  }

  /** The one way a story is published: a moderator's approval of a story in review. */
  async approve(actor: Actor, id: number) {
    const now = this.deps.clock.now();
    const decision = await this.transition(actor, id, ['in_review'], 'published', 'story.approve', {
      approvedBy: actor.id,
      decidedAt: now,
      publishedAt: now,
      rejectionReason: null,
    });
    if (decision.ok) {
      await this.tellPublished(id);
      await this.tellDecided(id);
    }
    return decision;
  }

  private readonly decisionListeners: ((story: DecidedStory) => Promise<void>)[] = [];

  /** Called once a moderator approved or rejected a story (its writer is told, issue 43). */
  onDecided(listener: (story: DecidedStory) => Promise<void>): void {
    this.decisionListeners.push(listener);
  }

  private async tellDecided(id: number): Promise<void> {
    const [row] = await this.deps.db
      .select({
        id: stories.id,
        slug: stories.slug,
        title: stories.title,
        status: stories.status,
        reason: stories.rejectionReason,
        source: stories.source,
        writerId: stories.writerId,
      })
      .from(stories)
      .where(eq(stories.id, id));
    if (!row || (row.status !== 'published' && row.status !== 'rejected')) return;
    const story = { ...row, status: row.status } as DecidedStory;
    for (const listener of this.decisionListeners) await listener(story);
  }

  private readonly publishedListeners: ((story: PublishedStory) => Promise<void>)[] = [];

  /** Called once a story is published (its writer's followers are told). */
  onPublished(listener: (story: PublishedStory) => Promise<void>): void {
    this.publishedListeners.push(listener);
  }

  private async tellPublished(id: number): Promise<void> {
    const [row] = await this.deps.db
      .select({
        slug: stories.slug,
        title: stories.title,
        writerId: stories.writerId,
        writer: members.displayName,
      })
      .from(stories)
      .innerJoin(members, eq(members.id, stories.writerId))
      .where(eq(stories.id, id));
    if (!row) return;
    const story = { ...row, title: publishedText(row.title) };
    for (const listener of this.publishedListeners) await listener(story);
  }

  async reject(actor: Actor, id: number, reason: string) {
    const decision = await this.transition(
      actor,
      id,
      ['in_review', 'published'],
      'rejected',
      'story.reject',
      {
        approvedBy: null,
        decidedAt: this.deps.clock.now(),
        rejectionReason: reason,
        publishedAt: null,
      },
    );
    if (decision.ok) await this.tellDecided(id);
    return decision;
  }

  /** A moderator's edit; a published story stays published (the edit is the moderator's). */
  async edit(actor: Actor, id: number, patch: Partial<StoryFields>): Promise<Decision> {
    const now = this.deps.clock.now();
    const found = await this.deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(stories).where(eq(stories.id, id)).for('update');
      if (!before) return false;
      await tx
        .update(stories)
        .set({ ...patch, updatedAt: now })
        .where(eq(stories.id, id));
      const changed = Object.keys(patch) as (keyof StoryFields)[];
      await writeAudit(tx, now, {
        actor,
        action: 'story.edit',
        entityType: 'story',
        entityId: id,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: patch,
      });
      return true;
    });
    if (!found) return { ok: false, reason: 'not-found' };
    return { ok: true, row: (await this.adminRow(id))! };
  }
}

/** A writer's draft in the studio: not in the moderation queue until they submit it. */
const notStudioDraft = or(ne(stories.source, 'studio'), ne(stories.status, 'draft'));

function adminView(story: Story, writer: typeof members.$inferSelect): AdminStoryRow {
  return {
    id: story.id,
    slug: story.slug,
    title: story.title,
    body: story.body,
    genre: story.genre,
    content_warnings: story.contentWarnings,
    premium: story.premium,
    status: story.status as StoryStatus,
    rejection_reason: story.rejectionReason,
    published_at: story.publishedAt?.toISOString() ?? null,
    updated_at: story.updatedAt.toISOString(),
    sample: story.sample,
    source: story.source === 'studio' ? 'studio' : 'console',
    format: story.format === 'markdown' ? 'markdown' : 'plain',
    rejected_version:
      story.status !== 'rejected' && story.rejectedBody !== null
        ? { title: story.rejectedTitle ?? '', body: story.rejectedBody }
        : null,
    writer: { id: writer.id, name: writer.name, username: writer.username },
    flagged: { title: findPersonalDetails(story.title), body: findPersonalDetails(story.body) },
  };
}
