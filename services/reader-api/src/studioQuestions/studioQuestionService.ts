/**
 * Questions to answer in the studio (issue 43): approved questions no published answer has
 * answered yet, by the contributor's genre (a moderator files a question under one) or all of
 * them; a contributor's answer goes into the console's moderation like every answer, and its
 * writing is audit-logged with the contributor's id. Publishing stays the moderator's
 * (content's approveAnswer, which also tells the asker).
 */
import { and, desc, eq, inArray, notExists } from 'drizzle-orm';
import type { OwnContribution, WaitingQuestions } from '@thrive/reader-contract/studioReaders';
import type { ReviewStatus } from '@thrive/reader-contract/content';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import type { SignedInContributor } from '../core/guards/contributorGuard.ts';
import { writeAudit, type Actor } from '../core/audit/auditLog.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { answers, questions } from '../content/contentTables.ts';
import { recordStudioAction } from '../contributors/index.ts';
import { publishedText } from '../content/index.ts';
import { ANSWER_ALREADY_IN_REVIEW, QUESTION_NOT_WAITING } from './studioQuestionWords.ts';

/** The most waiting questions a page lists (newest approved first). */
export const WAITING_PAGE = 50;

export type Scope = 'genre' | 'all';

const ownView = (row: {
  id: number;
  status: string;
  rejectionReason: string | null;
}): OwnContribution => ({
  id: row.id,
  status: row.status as ReviewStatus,
  rejection_reason: row.rejectionReason,
});

export class StudioQuestionService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async waiting(contributor: SignedInContributor, scope: Scope): Promise<WaitingQuestions> {
    const { db } = this.deps;
    const published = db
      .select({ id: answers.id })
      .from(answers)
      .where(and(eq(answers.questionId, questions.id), eq(answers.status, 'published')));
    const rows = await db
      .select()
      .from(questions)
      .where(
        and(
          eq(questions.status, 'published'),
          notExists(published),
          scope === 'genre' ? eq(questions.genre, contributor.genre) : undefined,
        ),
      )
      .orderBy(desc(questions.publishedAt), desc(questions.id))
      .limit(WAITING_PAGE);
    const own =
      rows.length === 0
        ? []
        : await db
            .select()
            .from(answers)
            .where(
              and(
                eq(answers.memberId, contributor.memberId),
                inArray(
                  answers.questionId,
                  rows.map((q) => q.id),
                ),
              ),
            )
            .orderBy(desc(answers.createdAt), desc(answers.id));
    return {
      scope,
      genre: contributor.genre,
      questions: rows.map((q) => {
        const mine = own.find((a) => a.questionId === q.id);
        return {
          id: q.id,
          text: publishedText(q.publicText),
          asked_by: q.anonymous ? null : q.askerName,
          genre: q.genre,
          published_at: q.publishedAt!.toISOString(),
          own_answer: mine ? ownView(mine) : null,
        };
      }),
    };
  }

  /** The contributor's answer: into the moderation queue (in review), never published here. */
  async answer(
    contributor: SignedInContributor,
    questionId: number,
    body: string,
  ): Promise<OwnContribution> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      // Locks the question: two parallel sends of one answer cannot both pass the check below.
      const [question] = await tx
        .select({ status: questions.status })
        .from(questions)
        .where(eq(questions.id, questionId))
        .for('update');
      if (question?.status !== 'published') throw new HttpError(404, QUESTION_NOT_WAITING);
      const mine = await tx
        .select({ status: answers.status })
        .from(answers)
        .where(and(eq(answers.questionId, questionId), eq(answers.memberId, contributor.memberId)));
      if (mine.some((a) => a.status === 'in_review'))
        throw new HttpError(409, ANSWER_ALREADY_IN_REVIEW);
      const [created] = await tx
        .insert(answers)
        .values({
          questionId,
          memberId: contributor.memberId,
          body,
          status: 'in_review',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordStudioAction(
        tx,
        contributor,
        'answer-create',
        { type: 'answer', id: created!.id, after: { questionId } },
        now,
      );
      return ownView(created!);
    });
  }

  /** The moderator files a question under a genre (or none): who sees it by genre in the studio. */
  async fileUnder(actor: Actor, questionId: number, genre: string | null): Promise<boolean> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ genre: questions.genre })
        .from(questions)
        .where(eq(questions.id, questionId))
        .for('update');
      if (!before) return false;
      await tx.update(questions).set({ genre, updatedAt: now }).where(eq(questions.id, questionId));
      await writeAudit(tx, now, {
        actor,
        action: 'question.genre',
        entityType: 'question',
        entityId: questionId,
        before: { genre: before.genre },
        after: { genre },
      });
      return true;
    });
  }
}
