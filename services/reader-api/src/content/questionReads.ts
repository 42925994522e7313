/**
 * Questions as readers ask and read them. A reader asks (openly under their first name, or
 * anonymously); the text is checked for crisis language (urgent: first in the queue) and for
 * personal details (flagged; only the redacted text can ever be published). Readers never see
 * who asked an anonymous question: the public shape has no account field at all, and
 * `asked_by` is filled only for open questions. QuestionService (questionService.ts) adds the
 * moderation of questions and their answers.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
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
import { answers, questions, type Question } from './contentTables.ts';
import { members } from '../admin/adminTables.ts';
import type { Reader } from '../core/db/accountTables.ts';
import { afterCursor, encodeCursor, type Cursor } from './cursor.ts';
import { publishedText } from './publishedText.ts';
import { publishedAnswersOf } from './publishedAnswers.ts';
import { hashOfPrivateKey, newPrivateKey } from './privateKeys.ts';

const QUESTION_PAGE_SIZE = 20;

const own = (q: Question): OwnQuestion => ({
  id: q.id,
  text: q.publicText,
  anonymous: q.anonymous,
  status: q.status as ReviewStatus,
  urgent: q.urgent,
  asked_at: q.createdAt.toISOString(),
});

export class QuestionReads {
  constructor(protected readonly deps: { db: Db; clock: Clock }) {}

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
}
