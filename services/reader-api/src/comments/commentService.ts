/**
 * Comments: a signed-in reader writes one (under their first name or anonymously); it is checked
 * for crisis language (urgent: first in the queue, the crisis help shown at once) and personal
 * details (flagged; only the redacted text can be published), and waits for a moderator. Each
 * decision is audit-logged. Readers never see who wrote an anonymous comment.
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  COMMENTS_PER_MINUTE,
  type CommentStatus,
  type CommentTarget,
  type OwnComment,
  type PublicComment,
} from '@thrive/reader-contract/community';
import type { Clock } from '../core/clock.ts';
import { isTeen } from '@thrive/reader-contract';
import type { Db } from '../core/db/database.ts';
import type { Reader } from '../core/db/accountTables.ts';
import type { Actor } from '../core/audit/auditLog.ts';
import {
  auditDecision,
  decisionColumns,
  mayDecide,
  offsetOf,
  pageOf,
  reviewFilter,
  reviewOrder,
  type ReviewDecision,
} from '../core/moderation/reviewQueue.ts';
import type { ContentListQuery } from '../content/index.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { reserveAttempt } from '../core/limits/attemptCounter.ts';
import {
  findPersonalDetails,
  hasCrisisLanguage,
  redactPersonalDetails,
} from '@thrive/reader-contract/content';
import { comments, type Comment } from './commentTables.ts';
import { COMMENT_ON_NOT_FOUND, tooManyComments } from './commentWords.ts';
import type { AdminComment } from '@thrive/admin-contract';

export type { AdminComment };

/** Whether readers may see (and so comment on) the item with this id. */
export type VisibilityCheck = (id: number) => Promise<boolean>;

export type Decision =
  { ok: true; value: AdminComment } | { ok: false; reason: 'not-found' | 'wrong-state' };

const PUBLIC_PAGE = 100;
const MINUTE_MS = 60_000;

const own = (c: Comment): OwnComment => ({
  id: c.id,
  target: c.target as CommentTarget,
  target_id: c.targetId,
  text: c.publicText,
  anonymous: c.anonymous,
  status: c.status as CommentStatus,
  urgent: c.urgent,
  rejection_reason: c.rejectionReason,
  created_at: c.createdAt.toISOString(),
});

const adminView = (c: Comment): AdminComment => ({
  id: c.id,
  target: c.target as CommentTarget,
  target_id: c.targetId,
  original_text: c.originalText,
  public_text: c.publicText,
  anonymous: c.anonymous,
  by: c.authorName,
  urgent: c.urgent,
  flags: c.flags,
  flagged: findPersonalDetails(c.originalText),
  status: c.status as CommentStatus,
  rejection_reason: c.rejectionReason,
  created_at: c.createdAt.toISOString(),
  published_at: c.publishedAt?.toISOString() ?? null,
});

export class CommentService {
  private readonly visible = new Map<CommentTarget, VisibilityCheck>();
  private readonly decided: ((comment: Comment) => Promise<void>)[] = [];

  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** Each feature that owns commentable items says which are public (content). */
  commentable(target: CommentTarget, check: VisibilityCheck): void {
    this.visible.set(target, check);
  }

  /** Called after each decision (the reader's inbox hears of it). */
  onDecided(listener: (comment: Comment) => Promise<void>): void {
    this.decided.push(listener);
  }

  private async ensureVisible(target: CommentTarget, id: number): Promise<void> {
    const check = this.visible.get(target);
    if (!check || !(await check(id))) throw new HttpError(404, COMMENT_ON_NOT_FOUND);
  }

  /** POST /comments: always into the queue, never public before a moderator approves it. */
  async write(
    reader: Reader,
    request: { target: CommentTarget; id: number; text: string; anonymous: boolean },
  ): Promise<OwnComment> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const reserved = await reserveAttempt(
      db,
      'comments',
      reader.id,
      COMMENTS_PER_MINUTE,
      now,
      MINUTE_MS,
    );
    if (!reserved.ok) {
      throw Object.assign(new HttpError(429, tooManyComments(reserved.retryAfterSeconds)), {
        retryAfterSeconds: reserved.retryAfterSeconds,
      });
    }
    await this.ensureVisible(request.target, request.id);
    // A teen's comment is never under their name (issue 45's teen defaults; age.ts).
    const anonymous = request.anonymous || isTeen(reader.birthYear, now);
    const redacted = redactPersonalDetails(request.text);
    const [row] = await db
      .insert(comments)
      .values({
        target: request.target,
        targetId: request.id,
        readerId: reader.id,
        anonymous,
        authorName: anonymous ? null : reader.firstName,
        originalText: request.text,
        publicText: redacted.text,
        urgent: hasCrisisLanguage(request.text),
        flags: redacted.flags,
        status: 'in_review',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return own(row!);
  }

  /** GET /comments?target=&id=: the published comments, oldest first. */
  async published(target: CommentTarget, id: number): Promise<PublicComment[]> {
    await this.ensureVisible(target, id);
    const rows = await this.deps.db
      .select()
      .from(comments)
      .where(
        and(
          eq(comments.target, target),
          eq(comments.targetId, id),
          eq(comments.status, 'published'),
        ),
      )
      .orderBy(asc(comments.publishedAt), asc(comments.id))
      .limit(PUBLIC_PAGE);
    return rows.map((c) => ({
      id: c.id,
      text: c.publicText,
      by: c.anonymous ? null : c.authorName,
      published_at: c.publishedAt!.toISOString(),
      // A writer's reply from the studio names the comment it answers (issue 43).
      ...(c.replyTo === null ? {} : { reply_to: c.replyTo }),
    }));
  }

  /** The reader who wrote a comment (null: a writer's reply, or no such comment). */
  async readerOf(id: number): Promise<string | null> {
    const [row] = await this.deps.db
      .select({ readerId: comments.readerId })
      .from(comments)
      .where(eq(comments.id, id));
    return row?.readerId ?? null;
  }

  /** Whether readers may see the comment (what may be liked or reported). */
  async isPublic(id: number): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ target: comments.target, targetId: comments.targetId })
      .from(comments)
      .where(and(eq(comments.id, id), eq(comments.status, 'published')));
    if (!row) return false;
    const check = this.visible.get(row.target as CommentTarget);
    return check ? check(row.targetId) : false;
  }

  /** The comment beside a report of it: what it comments on, and its published text. */
  async reportContext(id: number) {
    const [row] = await this.deps.db.select().from(comments).where(eq(comments.id, id));
    return (
      row && {
        title: `A comment on ${row.target === 'story' ? 'story' : 'answer'} ${row.targetId}`,
        text: row.publicText,
        href: null,
      }
    );
  }

  /** GET /reader/comments: the reader's own comments, their status and outcome. */
  async ownComments(reader: Reader): Promise<OwnComment[]> {
    const rows = await this.deps.db
      .select()
      .from(comments)
      .where(eq(comments.readerId, reader.id))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(100);
    return rows.map(own);
  }

  // ---- Moderation --------------------------------------------------------------------------

  async get(id: number): Promise<AdminComment | undefined> {
    const [row] = await this.deps.db.select().from(comments).where(eq(comments.id, id));
    return row && adminView(row);
  }

  /** GET /admin/comments: urgent first, then what waits (oldest first), unless sorted otherwise. */
  async adminList(query: ContentListQuery) {
    const where = reviewFilter(comments, query);
    const [total] = await this.deps.db.select({ n: count() }).from(comments).where(where);
    const rows = await this.deps.db
      .select()
      .from(comments)
      .where(where)
      .orderBy(...reviewOrder(comments, query))
      .limit(query.pageSize)
      .offset(offsetOf(query));
    return { rows: rows.map(adminView), ...pageOf(query, total?.n ?? 0) };
  }

  /** Approve (publish) or reject with a reason; a published comment can still be rejected. */
  async decide(
    actor: Actor,
    id: number,
    decision: ReviewDecision,
    reason?: string,
  ): Promise<Decision> {
    const now = this.deps.clock.now();
    const outcome = await this.deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
      if (!before) return 'not-found' as const;
      if (!mayDecide(decision, before.status)) return 'wrong-state' as const;
      const [after] = await tx
        .update(comments)
        .set(decisionColumns(actor, decision, now, reason))
        .where(eq(comments.id, id))
        .returning();
      await auditDecision(tx, now, {
        actor,
        entityType: 'comment',
        id,
        decision,
        before: before.status,
        reason,
      });
      return after!;
    });
    if (typeof outcome === 'string') return { ok: false, reason: outcome };
    for (const listener of this.decided) await listener(outcome);
    return { ok: true, value: adminView(outcome) };
  }
}
