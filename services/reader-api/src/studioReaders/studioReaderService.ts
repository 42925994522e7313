/**
 * What readers make of a contributor's work, for the studio's Readers page (issue 43): the
 * followers count, the newest likes of their published stories and answers, and the published
 * comments on them (a comment waiting for moderation or declined is never shown), each with the
 * contributor's own replies. A reply is a comment like any other: screened, in the console's
 * queue, public only once a moderator approves it, then shown as the author's reply under the
 * comment it answers. Every reply is audit-logged with the contributor's id.
 */
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { COMMENTS_PER_MINUTE } from '@thrive/reader-contract/community';
import {
  READERS_PAGE_SIZE,
  type OwnContribution,
  type RecentLike,
  type StudioReaders,
  type WorkRef,
} from '@thrive/reader-contract/studioReaders';
import type { ReviewStatus } from '@thrive/reader-contract/content';
import { hasCrisisLanguage, redactPersonalDetails } from '@thrive/reader-contract/content';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import type { SignedInContributor } from '../core/guards/contributorGuard.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { reserveAttempt } from '../core/limits/attemptCounter.ts';
import { members } from '../admin/adminTables.ts';
import { answers, questions, stories } from '../content/contentTables.ts';
import { publishedText } from '../content/index.ts';
import { likes } from '../likes/likeTables.ts';
import { comments } from '../comments/commentTables.ts';
import { recordStudioAction } from '../contributors/index.ts';
import { COMMENT_NOT_YOURS, tooManyReplies } from './studioReaderWords.ts';

const MINUTE_MS = 60_000;
/** Where an answer is read on the public site (the questions page). */
const ANSWERS_PATH = '/ask';

type Work = { target: 'story' | 'answer'; id: number };
const keyOf = (w: Work) => `${w.target}:${w.id}`;

export class StudioReaderService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** The contributor's published stories and answers, as the studio names them. */
  private async publishedWork(memberId: number): Promise<Map<string, WorkRef>> {
    const { db } = this.deps;
    const [storyRows, answerRows] = await Promise.all([
      db
        .select({ id: stories.id, title: stories.title, slug: stories.slug })
        .from(stories)
        .where(and(eq(stories.writerId, memberId), eq(stories.status, 'published'))),
      db
        .select({ id: answers.id, question: questions.publicText })
        .from(answers)
        .innerJoin(questions, eq(questions.id, answers.questionId))
        .where(and(eq(answers.memberId, memberId), eq(answers.status, 'published'))),
    ]);
    const work = new Map<string, WorkRef>();
    for (const s of storyRows)
      work.set(keyOf({ target: 'story', id: s.id }), {
        target: 'story',
        id: s.id,
        title: s.title,
        link: `/stories/${encodeURIComponent(s.slug)}`,
      });
    for (const a of answerRows)
      work.set(keyOf({ target: 'answer', id: a.id }), {
        target: 'answer',
        id: a.id,
        title: publishedText(a.question),
        link: ANSWERS_PATH,
      });
    return work;
  }

  async overview(contributor: SignedInContributor): Promise<StudioReaders> {
    const { db } = this.deps;
    const work = await this.publishedWork(contributor.memberId);
    const ids = (target: Work['target']) =>
      [...work.values()].filter((w) => w.target === target).map((w) => w.id);
    const onWork = (table: typeof likes | typeof comments, target: Work['target']) =>
      ids(target).length === 0
        ? undefined
        : and(eq(table.target, target), inArray(table.targetId, ids(target)));
    const [member] = await db
      .select({ followers: members.followerCount })
      .from(members)
      .where(eq(members.id, contributor.memberId));
    if (work.size === 0) return { followers: member?.followers ?? 0, likes: [], comments: [] };

    const likeRows = (
      await Promise.all(
        (['story', 'answer'] as const).map((target) => {
          const where = onWork(likes, target);
          return where
            ? db
                .select({ target: likes.target, targetId: likes.targetId, at: likes.createdAt })
                .from(likes)
                .where(where)
                .orderBy(desc(likes.createdAt))
                .limit(READERS_PAGE_SIZE)
            : [];
        }),
      )
    )
      .flat()
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, READERS_PAGE_SIZE);

    const commentRows = (
      await Promise.all(
        (['story', 'answer'] as const).map((target) => {
          const where = onWork(comments, target);
          return where
            ? db
                .select()
                .from(comments)
                .where(
                  and(
                    where,
                    eq(comments.status, 'published'),
                    isNotNull(comments.readerId),
                    isNull(comments.replyTo),
                  ),
                )
                .orderBy(desc(comments.publishedAt), desc(comments.id))
                .limit(READERS_PAGE_SIZE)
            : [];
        }),
      )
    )
      .flat()
      .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime())
      .slice(0, READERS_PAGE_SIZE);
    const replies =
      commentRows.length === 0
        ? []
        : await db
            .select()
            .from(comments)
            .where(
              and(
                eq(comments.memberId, contributor.memberId),
                inArray(
                  comments.replyTo,
                  commentRows.map((c) => c.id),
                ),
              ),
            )
            .orderBy(comments.createdAt, comments.id);

    const workOf = (target: string, id: number) => work.get(`${target}:${id}`)!;
    return {
      followers: member?.followers ?? 0,
      likes: likeRows.map((l): RecentLike => ({
        on: workOf(l.target, l.targetId),
        liked_at: l.at.toISOString(),
      })),
      comments: commentRows.map((c) => ({
        id: c.id,
        text: c.publicText,
        by: c.anonymous ? null : c.authorName,
        published_at: c.publishedAt!.toISOString(),
        on: workOf(c.target, c.targetId),
        replies: replies
          .filter((r) => r.replyTo === c.id)
          .map((r) => ({
            id: r.id,
            text: r.status === 'published' ? r.publicText : r.originalText,
            status: r.status as ReviewStatus,
            rejection_reason: r.rejectionReason,
          })),
      })),
    };
  }

  /** A reply to a published comment on the contributor's own work: into the comments' queue. */
  async reply(
    contributor: SignedInContributor,
    commentId: number,
    text: string,
  ): Promise<OwnContribution> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const reserved = await reserveAttempt(
      db,
      'studio-replies',
      String(contributor.memberId),
      COMMENTS_PER_MINUTE,
      now,
      MINUTE_MS,
    );
    if (!reserved.ok)
      throw Object.assign(new HttpError(429, tooManyReplies(reserved.retryAfterSeconds)), {
        retryAfterSeconds: reserved.retryAfterSeconds,
      });
    const [comment] = await db
      .select()
      .from(comments)
      .where(
        and(
          eq(comments.id, commentId),
          eq(comments.status, 'published'),
          isNotNull(comments.readerId),
        ),
      );
    const work = comment ? await this.publishedWork(contributor.memberId) : undefined;
    if (!comment || !work?.has(`${comment.target}:${comment.targetId}`))
      throw new HttpError(404, COMMENT_NOT_YOURS);
    const redacted = redactPersonalDetails(text);
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(comments)
        .values({
          target: comment.target,
          targetId: comment.targetId,
          readerId: null,
          memberId: contributor.memberId,
          replyTo: comment.id,
          anonymous: false,
          authorName: contributor.displayName,
          originalText: text,
          publicText: redacted.text,
          urgent: hasCrisisLanguage(text),
          flags: redacted.flags,
          status: 'in_review',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordStudioAction(
        tx,
        contributor,
        'reply-create',
        { type: 'comment', id: created!.id, after: { replyTo: comment.id } },
        now,
      );
      return {
        id: created!.id,
        status: created!.status as ReviewStatus,
        rejection_reason: null,
      };
    });
  }
}
