/**
 * Readers taking part (issue 42): the answers of the likes and comments calls as wire schemas
 * (src/community/index.ts states their types from these).
 */
import { Type } from '@sinclair/typebox';
import { Nullable } from './common';

const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

export const LikeTargetSchema = literals(['story', 'answer', 'comment'] as const);
export const CommentTargetSchema = literals(['story', 'answer'] as const);
export const CommentStatusSchema = literals(['in_review', 'published', 'rejected'] as const);

/** The answer to POST /likes and GET /likes?target=&id=: the count, and the reader's own. */
export const LikeStateSchema = Type.Object({
  target: LikeTargetSchema,
  id: Type.Number(),
  count: Type.Number(),
  /** False when signed out. */
  liked: Type.Boolean(),
});

/** A published comment (GET /comments?target=&id=): never the reader's account. */
export const PublicCommentSchema = Type.Object({
  id: Type.Number(),
  text: Type.String(),
  /** The first name when the reader chose to show it, else null (anonymous). */
  by: Nullable(Type.String()),
  published_at: Type.String(),
  /** On the story's writer's (or the answer's consultant's) reply (issue 43): the comment it answers. */
  reply_to: Type.Optional(Type.Number()),
});

/** The writer's own view (the answer to POST /comments, GET /reader/comments). */
export const OwnCommentSchema = Type.Object({
  id: Type.Number(),
  target: CommentTargetSchema,
  target_id: Type.Number(),
  /** As it would be published (personal details taken out). */
  text: Type.String(),
  anonymous: Type.Boolean(),
  status: CommentStatusSchema,
  /** Crisis language was found: the crisis help is shown at once. */
  urgent: Type.Boolean(),
  rejection_reason: Nullable(Type.String()),
  created_at: Type.String(),
});
