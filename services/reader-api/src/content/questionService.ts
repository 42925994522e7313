/**
 * Questions and their answers. A reader asks (openly under their first name, or anonymously);
 * the text is checked for crisis language (urgent: first in the queue) and for personal details
 * (flagged; only the redacted text can ever be published). A moderator approves or rejects the
 * question and every answer a writer or consultant gives; each decision is audit-logged.
 * Readers never see who asked an anonymous question: the public shape has no account field at
 * all, and `asked_by` is filled only for open questions.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import {
  findPersonalDetails,
  hasCrisisLanguage,
  redactPersonalDetails,
  type OwnQuestion,
  type PrivateQuestion,
  type PublicQuestion,
  type QuestionList,
  type ReviewStatus,
} from '@thrive/reader-contract/content';
import { isTeen } from '@thrive/reader-contract';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { answers, questions, type Answer, type Question } from './contentTables.ts';
import { members } from '../admin/adminTables.ts';
import type { Reader } from '../core/db/accountTables.ts';
import { writeAudit, type Actor } from '../core/audit/auditLog.ts';
import { likePattern } from '../core/lists/listQuery.ts';
import { afterCursor, encodeCursor, type Cursor } from './cursor.ts';
import { publishedText } from './publishedText.ts';
import { publishedAnswersOf } from './publishedAnswers.ts';
import { hashOfPrivateKey, newPrivateKey } from './privateKeys.ts';
import type { ContentListQuery } from './contentListQuery.ts';
import type { AdminAnswer, AdminQuestion } from '@thrive/admin-contract';

export type { AdminAnswer, AdminQuestion };

const QUESTION_PAGE_SIZE = 20;

export type Outcome<T> =
  { ok: true; value: T } | { ok: false; reason: 'not-found' | 'wrong-state'; message?: string };

const own = (q: Question): OwnQuestion => ({
  id: q.id,
  text: q.publicText,
  anonymous: q.anonymous,
  status: q.status as ReviewStatus,
  urgent: q.urgent,
  asked_at: q.createdAt.toISOString(),
});

export class QuestionService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** POST /questions: always into the queue, never public before a moderator approves it. */
  async ask(text: string, anonymous: boolean, reader: Reader | undefined): Promise<OwnQuestion> {
    const now = this.deps.clock.now();
    // Signed out, a question can only be anonymous; a teen's is too (issue 45; age.ts).
    const named = reader !== undefined && !anonymous && !isTeen(reader.birthYear, now);
    const redacted = redactPersonalDetails(text);
    // Signed out, the asker has no account to find it again by: a private link instead.
    const privateKey = reader ? null : newPrivateKey();
    const [row] = await this.deps.db
      .insert(questions)
      .values({
        originalText: text,
        publicText: redacted.text,
        anonymous: !named,
        readerId: reader?.id ?? null,
        askerName: named ? reader.firstName : null,
        urgent: hasCrisisLanguage(text),
        flags: redacted.flags,
        privateKeyHash: privateKey?.hash ?? null,
        status: 'in_review',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return privateKey ? { ...own(row!), private_key: privateKey.key } : own(row!);
  }

  /** POST /questions/private: the question a private link names, with its published answers. */
  async byPrivateKey(key: string): Promise<PrivateQuestion['question'] | undefined> {
    const [row] = await this.deps.db
      .select()
      .from(questions)
      .where(eq(questions.privateKeyHash, hashOfPrivateKey(key)))
      .limit(1);
    if (!row) return undefined;
    // Answers are public only with their question: none shows before it is published.
    const answersOf =
      row.status === 'published' ? await publishedAnswersOf(this.deps.db, [row.id]) : new Map();
    return { ...own(row), answers: answersOf.get(row.id) ?? [] };
  }

  /** GET /reader/questions: the signed-in reader's own questions and their status. */
  async ownQuestions(reader: Reader): Promise<OwnQuestion[]> {
    const rows = await this.deps.db
      .select()
      .from(questions)
      .where(eq(questions.readerId, reader.id))
      .orderBy(desc(questions.createdAt))
      .limit(100);
    return rows.map(own);
  }

  /** GET /questions: published questions with their published answers, newest first. */
  async publicList(cursor: Cursor | undefined): Promise<QuestionList> {
    const rows = await this.deps.db
      .select({
        id: questions.id,
        text: questions.publicText,
        anonymous: questions.anonymous,
        askerName: questions.askerName,
        publishedAt: questions.publishedAt,
      })
      .from(questions)
      .where(
        and(
          eq(questions.status, 'published'),
          afterCursor(questions.publishedAt, questions.id, cursor),
        ),
      )
      .orderBy(desc(questions.publishedAt), desc(questions.id))
      .limit(QUESTION_PAGE_SIZE + 1);
    const shown = rows.slice(0, QUESTION_PAGE_SIZE);
    const answersOf = await publishedAnswersOf(
      this.deps.db,
      shown.map((q) => q.id),
    );
    const last = shown.at(-1);
    return {
      questions: shown.map((q): PublicQuestion => ({
        id: q.id,
        text: q.text,
        asked_by: q.anonymous ? null : q.askerName,
        published_at: q.publishedAt!.toISOString(),
        answers: answersOf.get(q.id) ?? [],
      })),
      next:
        rows.length > QUESTION_PAGE_SIZE && last
          ? encodeCursor({ publishedAt: last.publishedAt!, id: last.id })
          : null,
    };
  }

  /** Whether readers may see the answer: published, on a published question, by a member still listed. */
  async isAnswerPublic(id: number): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ id: answers.id })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .innerJoin(members, eq(members.id, answers.memberId))
      .where(
        and(
          eq(answers.id, id),
          eq(answers.status, 'published'),
          eq(questions.status, 'published'),
          isNull(members.deletedAt),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The answer beside a report of it: the question it answers, its text, the answers' page. */
  async answerReportContext(id: number) {
    const [row] = await this.deps.db
      .select({ question: questions.publicText, body: answers.body })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(eq(answers.id, id));
    return row && { title: publishedText(row.question), text: row.body, href: '/ask' };
  }

  // ---- Moderation --------------------------------------------------------------------------

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
    const where = and(
      query.status ? eq(questions.status, query.status) : undefined,
      query.urgent === null ? undefined : eq(questions.urgent, query.urgent),
      query.search ? ilike(questions.originalText, likePattern(query.search)) : undefined,
    );
    const columns = {
      asked: questions.createdAt,
      status: questions.status,
      urgent: questions.urgent,
    } as const;
    const order =
      query.sort.length > 0
        ? query.sort.map((key) => {
            const column = columns[key.column as keyof typeof columns] ?? questions.createdAt;
            return key.direction === 'asc' ? asc(column) : desc(column);
          })
        : [
            desc(questions.urgent),
            sql`(${questions.status} = 'in_review') desc`,
            asc(questions.createdAt),
          ];
    const [total] = await this.deps.db.select({ n: count() }).from(questions).where(where);
    const rows = await this.deps.db
      .select()
      .from(questions)
      .where(where)
      .orderBy(...order, asc(questions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const n = total?.n ?? 0;
    return {
      rows: await this.withAnswers(rows),
      total: n,
      page: query.page,
      pageCount: Math.max(1, Math.ceil(n / query.pageSize)),
    };
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
    decision: 'approve' | 'reject',
    reason?: string,
  ): Promise<Outcome<AdminQuestion>> {
    const now = this.deps.clock.now();
    const outcome = await this.deps.db.transaction(async (tx) => {
      const [before] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as (
        Question | Answer
      )[];
      if (!before) return { result: 'not-found' as const };
      const allowed = decision === 'approve' ? ['in_review'] : ['in_review', 'published'];
      if (!allowed.includes(before.status)) return { result: 'wrong-state' as const };
      const status = decision === 'approve' ? 'published' : 'rejected';
      await tx
        .update(table)
        .set({
          status,
          approvedBy: decision === 'approve' ? actor.id : null,
          decidedAt: now,
          publishedAt: decision === 'approve' ? now : null,
          rejectionReason: reason ?? null,
          updatedAt: now,
        })
        .where(eq(table.id, id));
      await writeAudit(tx, now, {
        actor,
        action: `${entityType}.${decision}`,
        entityType,
        entityId: id,
        before: { status: before.status },
        after: { status, ...(reason ? { reason } : {}) },
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
