/**
 * What a person did themselves, for their profile's 'Recent activities' (issue 42): a writer's
 * or consultant's answers, stories and replies to comments, a reader's likes and the comments they signed. Only the
 * kind and the time: the feed tells an admin what happened, never the words (those are in the
 * moderation queues). A comment made anonymously stays anonymous here too.
 */
import { and, desc, eq } from 'drizzle-orm';
import {
  ACTIVITY_LIMIT,
  type ListKind,
  type OwnActivityItem,
  type OwnActivityKind,
} from '@thrive/admin-contract';
import type { Db } from '../../core/db/database.ts';
import { readers } from '../../core/db/accountTables.ts';
import { answers, stories } from '../../content/contentTables.ts';
import { likes } from '../../likes/likeTables.ts';
import { comments } from '../../comments/commentTables.ts';

const item = (key: string, at: Date, kind: OwnActivityKind): OwnActivityItem => ({
  key,
  at: at.toISOString(),
  kind,
});

const newestFirst = (list: OwnActivityItem[]) =>
  list.sort((a, b) => b.at.localeCompare(a.at)).slice(0, ACTIVITY_LIMIT);

async function memberActivity(db: Db, memberId: number): Promise<OwnActivityItem[]> {
  const [answered, wrote, replied] = await Promise.all([
    db
      .select({ id: answers.id, at: answers.createdAt })
      .from(answers)
      .where(eq(answers.memberId, memberId))
      .orderBy(desc(answers.createdAt))
      .limit(ACTIVITY_LIMIT),
    db
      .select({ id: stories.id, at: stories.createdAt })
      .from(stories)
      .where(eq(stories.writerId, memberId))
      .orderBy(desc(stories.createdAt))
      .limit(ACTIVITY_LIMIT),
    // Their replies to readers' comments from the studio (issue 43).
    db
      .select({ id: comments.id, at: comments.createdAt })
      .from(comments)
      .where(eq(comments.memberId, memberId))
      .orderBy(desc(comments.createdAt))
      .limit(ACTIVITY_LIMIT),
  ]);
  return newestFirst([
    ...answered.map((a) => item(`answer-${a.id}`, a.at, 'answered-question')),
    ...wrote.map((s) => item(`story-${s.id}`, s.at, 'added-story')),
    ...replied.map((c) => item(`comment-${c.id}`, c.at, 'added-comment')),
  ]);
}

const LIKED: Record<string, OwnActivityKind> = {
  story: 'liked-story',
  answer: 'liked-answer',
  comment: 'liked-comment',
};

async function readerActivity(db: Db, readerNumber: number): Promise<OwnActivityItem[]> {
  const [reader] = await db
    .select({ id: readers.id })
    .from(readers)
    .where(eq(readers.number, readerNumber));
  if (!reader) return [];
  const [liked, commented] = await Promise.all([
    db
      .select({ target: likes.target, targetId: likes.targetId, at: likes.createdAt })
      .from(likes)
      .where(eq(likes.readerId, reader.id))
      .orderBy(desc(likes.createdAt))
      .limit(ACTIVITY_LIMIT),
    db
      .select({ id: comments.id, at: comments.createdAt })
      .from(comments)
      .where(and(eq(comments.readerId, reader.id), eq(comments.anonymous, false)))
      .orderBy(desc(comments.createdAt))
      .limit(ACTIVITY_LIMIT),
  ]);
  return newestFirst([
    ...liked.flatMap((l) => {
      const kind = LIKED[l.target];
      return kind ? [item(`like-${l.target}-${l.targetId}`, l.at, kind)] : [];
    }),
    ...commented.map((c) => item(`comment-${c.id}`, c.at, 'added-comment')),
  ]);
}

/** The person's own newest actions (the caller has checked the person is listed). */
export function ownActivity(db: Db, kind: ListKind, id: number): Promise<OwnActivityItem[]> {
  return kind === 'users' ? readerActivity(db, id) : memberActivity(db, id);
}
