/**
 * The moderation of questions and their answers, on top of the readers' side (questionReads.ts):
 * a moderator approves or rejects the question and every answer a writer or consultant gives,
 * edits what is published (redacted again) and enters answers for members; each change is
 * audit-logged in its transaction.
 */
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import {
  findPersonalDetails,
  redactPersonalDetails,
  type ReviewStatus,
} from '@thrive/reader-contract/content';
import { answers, questions, type Answer, type Question } from './contentTables.ts';
import { members } from '../admin/adminTables.ts';
import { writeAudit, type Actor } from '../core/audit/auditLog.ts';
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
import { publishedText } from './publishedText.ts';
import { QuestionReads } from './questionReads.ts';
import type { ContentListQuery } from './contentListQuery.ts';
import type { AdminAnswer, AdminQuestion } from '@thrive/admin-contract';

export type { AdminAnswer, AdminQuestion };

export type Outcome<T> =
  { ok: true; value: T } | { ok: false; reason: 'not-found' | 'wrong-state'; message?: string };

/** The questions of the console's moderation, with the readers' side. */
export class QuestionService extends QuestionReads {
  async get(id: number): Promise<AdminQuestion | undefined> {
    const [q] = await this.deps.db.select().from(questions).where(eq(questions.id, id));
    if (!q) return undefined;
    return (await this.withAnswers([q]))[0];
  }

  private async withAnswers(rows: Question[]): Promise<AdminQuestion[]> {
    const answerRows =
      rows.length === 0
        ? []
        : await this.deps.db
            .select({ answer: answers, member: members })
            .from(answers)
            .innerJoin(members, eq(members.id, answers.memberId))
            .where(
              inArray(
                answers.questionId,
                rows.map((q) => q.id),
              ),
            )
            .orderBy(asc(answers.createdAt));
    return rows.map((q) =>
      adminView(
        q,
        answerRows.filter((a) => a.answer.questionId === q.id),
      ),
    );
  }

  /** GET /admin/questions: urgent first, then what waits (oldest first), unless sorted otherwise. */
  async adminList(query: ContentListQuery) {
    const where = reviewFilter(questions, query);
    const [total] = await this.deps.db.select({ n: count() }).from(questions).where(where);
    const rows = await this.deps.db
      .select()
      .from(questions)
      .where(where)
      .orderBy(...reviewOrder(questions, query))
      .limit(query.pageSize)
      .offset(offsetOf(query));
    return { rows: await this.withAnswers(rows), ...pageOf(query, total?.n ?? 0) };
  }

  /** The moderator's edit of what is published; it is redacted again (never as typed). */
  async editText(actor: Actor, id: number, text: string): Promise<Outcome<AdminQuestion>> {
    const now = this.deps.clock.now();
    const redacted = redactPersonalDetails(text);
    const found = await this.deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
      if (!before) return false;
      await tx
        .update(questions)
        .set({
          publicText: redacted.text,
          flags: [...new Set([...before.flags, ...redacted.flags])],
          updatedAt: now,
        })
        .where(eq(questions.id, id));
      await writeAudit(tx, now, {
        actor,
        action: 'question.edit',
        entityType: 'question',
        entityId: id,
        before: { text: before.publicText },
        after: { text: redacted.text },
      });
      return true;
    });
    return found ? { ok: true, value: (await this.get(id))! } : { ok: false, reason: 'not-found' };
  }

  private async decide(
    actor: Actor,
    table: typeof questions | typeof answers,
    entityType: 'question' | 'answer',
    id: number,
    decision: ReviewDecision,
    reason?: string,
  ): Promise<Outcome<AdminQuestion>> {
    const now = this.deps.clock.now();
    const outcome = await this.deps.db.transaction(async (tx) => {
      const [before] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as (
        Question | Answer
      )[];
      if (!before) return { result: 'not-found' as const };
      if (!mayDecide(decision, before.status)) return { result: 'wrong-state' as const };
      await tx
        .update(table)
        .set(decisionColumns(actor, decision, now, reason))
        .where(eq(table.id, id));
      await auditDecision(tx, now, {
        actor,
        entityType,
        id,
        decision,
        before: before.status,
        reason,
      });
      return {
        result: 'ok' as const,
        questionId: 'questionId' in before ? before.questionId : before.id,
      };
    });
    if (outcome.result !== 'ok')
      return {
        ok: false,
        reason: outcome.result,
        message:
          outcome.result === 'wrong-state'
            ? decision === 'approve'
              ? `Only a${entityType === 'answer' ? 'n answer' : ' question'} in review can be approved.`
              : `This ${entityType} was already rejected.`
            : undefined,
      };
    return { ok: true, value: (await this.get(outcome.questionId))! };
  }

  /** The one way a question is published: a moderator's approval. */
  approve(actor: Actor, id: number) {
    return this.decide(actor, questions, 'question', id, 'approve');
  }
  reject(actor: Actor, id: number, reason: string) {
    return this.decide(actor, questions, 'question', id, 'reject', reason);
  }
  async approveAnswer(actor: Actor, id: number) {
    const outcome = await this.decide(actor, answers, 'answer', id, 'approve');
    if (outcome.ok) await this.tellAsker(id);
    return outcome;
  }

  private readonly answerListeners: ((askerId: string) => Promise<void>)[] = [];

  /** Called once an answer is published, with its asker (a signed-in reader's question). */
  onAnswerPublished(listener: (askerId: string) => Promise<void>): void {
    this.answerListeners.push(listener);
  }

  private async tellAsker(answerId: number): Promise<void> {
    const [row] = await this.deps.db
      .select({ readerId: questions.readerId })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(eq(answers.id, answerId));
    if (!row?.readerId) return;
    for (const listener of this.answerListeners) await listener(row.readerId);
  }
  rejectAnswer(actor: Actor, id: number, reason: string) {
    return this.decide(actor, answers, 'answer', id, 'reject', reason);
  }

  /** An answer entered in the console for a writer or consultant: it waits for review too. */
  async answer(
    actor: Actor,
    questionId: number,
    memberId: number,
    body: string,
  ): Promise<Outcome<AdminQuestion>> {
    const now = this.deps.clock.now();
    const outcome = await this.deps.db.transaction(async (tx) => {
      const [question] = await tx
        .select({ id: questions.id })
        .from(questions)
        .where(eq(questions.id, questionId));
      if (!question) return 'not-found' as const;
      const [member] = await tx
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.id, memberId), isNull(members.deletedAt)));
      if (!member) return 'no-member' as const;
      const [created] = await tx
        .insert(answers)
        .values({ questionId, memberId, body, status: 'in_review', createdAt: now, updatedAt: now })
        .returning({ id: answers.id });
      await writeAudit(tx, now, {
        actor,
        action: 'answer.create',
        entityType: 'answer',
        entityId: created!.id,
        after: { questionId, memberId, body },
      });
      return 'ok' as const;
    });
    if (outcome === 'not-found') return { ok: false, reason: 'not-found' };
    if (outcome === 'no-member')
      return { ok: false, reason: 'not-found', message: 'Please choose a writer or consultant.' };
    return { ok: true, value: (await this.get(questionId))! };
  }

  async editAnswer(actor: Actor, id: number, body: string): Promise<Outcome<AdminQuestion>> {
    const now = this.deps.clock.now();
    const questionId = await this.deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(answers).where(eq(answers.id, id)).for('update');
      if (!before) return undefined;
      await tx.update(answers).set({ body, updatedAt: now }).where(eq(answers.id, id));
      await writeAudit(tx, now, {
        actor,
        action: 'answer.edit',
        entityType: 'answer',
        entityId: id,
        before: { body: before.body },
        after: { body },
      });
      return before.questionId;
    });
    return questionId === undefined
      ? { ok: false, reason: 'not-found' }
      : { ok: true, value: (await this.get(questionId))! };
  }
}

function adminView(
  q: Question,
  answerRows: { answer: Answer; member: typeof members.$inferSelect }[],
): AdminQuestion {
  return {
    id: q.id,
    original_text: q.originalText,
    public_text: q.publicText,
    anonymous: q.anonymous,
    asked_by: q.anonymous ? null : q.askerName,
    urgent: q.urgent,
    genre: q.genre,
    flags: q.flags,
    flagged: findPersonalDetails(q.originalText),
    status: q.status as ReviewStatus,
    rejection_reason: q.rejectionReason,
    asked_at: q.createdAt.toISOString(),
    published_at: q.publishedAt?.toISOString() ?? null,
    sample: q.sample,
    answers: answerRows.map(({ answer, member }) => ({
      id: answer.id,
      body: answer.body,
      public_body: publishedText(answer.body),
      flagged: findPersonalDetails(answer.body),
      status: answer.status as ReviewStatus,
      rejection_reason: answer.rejectionReason,
      by: { id: member.id, name: member.name, role: member.role },
    })),
  };
}
