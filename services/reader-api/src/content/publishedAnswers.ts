import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { PublicAnswer } from '@thrive/reader-contract/content';
import type { Db } from '../core/db/database.ts';
import { members } from '../admin/adminTables.ts';
import { answers } from './contentTables.ts';
import { publishedText } from './publishedText.ts';

/**
 * The published answers of these questions, oldest first, by question id: what readers may
 * see (the public list, and an asker's private link). Answers by removed members are left out.
 */
export async function publishedAnswersOf(
  db: Db,
  questionIds: readonly number[],
): Promise<Map<number, PublicAnswer[]>> {
  const byQuestion = new Map<number, PublicAnswer[]>();
  if (questionIds.length === 0) return byQuestion;
  const rows = await db
    .select({ answer: answers, member: members })
    .from(answers)
    .innerJoin(members, eq(members.id, answers.memberId))
    .where(
      and(
        inArray(answers.questionId, [...questionIds]),
        eq(answers.status, 'published'),
        isNull(members.deletedAt),
      ),
    )
    .orderBy(asc(answers.publishedAt));
  for (const { answer, member } of rows) {
    const list = byQuestion.get(answer.questionId) ?? [];
    list.push({
      id: answer.id,
      body: publishedText(answer.body),
      published_at: answer.publishedAt!.toISOString(),
      by: {
        username: member.username,
        display_name: member.displayName,
        role: member.role as 'writer' | 'consultant',
      },
    });
    byQuestion.set(answer.questionId, list);
  }
  return byQuestion;
}
