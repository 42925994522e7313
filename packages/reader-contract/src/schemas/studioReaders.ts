/**
 * The studio's questions, readers and earnings (issue 43), and the story page's qualified-read
 * report, as wire schemas (src/studioReaders/index.ts states their types from these).
 */
import { Type } from '@sinclair/typebox';
import { Nullable } from './common';
import { ReviewStatusSchema } from './content';

/** A contributor's own answer or reply and where it stands in moderation. */
export const OwnContributionSchema = Type.Object({
  id: Type.Number(),
  status: ReviewStatusSchema,
  /** The moderator's reason, when rejected. */
  rejection_reason: Nullable(Type.String()),
});

/** An approved question waiting for an answer (GET /studio/questions). */
export const WaitingQuestionSchema = Type.Object({
  id: Type.Number(),
  text: Type.String(),
  /** The asker's first name on an open question; null when anonymous. */
  asked_by: Nullable(Type.String()),
  /** The genre a moderator filed it under; null when not filed yet. */
  genre: Nullable(Type.String()),
  published_at: Type.String(),
  /** The contributor's own answer to it, if any. */
  own_answer: Nullable(OwnContributionSchema),
});

export const WaitingQuestionsSchema = Type.Object({
  /** 'genre': the contributor's genre only; 'all': every genre. */
  scope: Type.Union([Type.Literal('genre'), Type.Literal('all')]),
  genre: Type.String(),
  questions: Type.Array(WaitingQuestionSchema),
});

/** POST /studio/questions/:id/answers: the answer waits for moderation. */
export const StudioAnswerCreatedSchema = Type.Object({
  message: Type.String(),
  answer: OwnContributionSchema,
});

/** What a like or comment was on: one of the contributor's stories or answers. */
export const WorkRefSchema = Type.Object({
  target: Type.Union([Type.Literal('story'), Type.Literal('answer')]),
  id: Type.Number(),
  /** The story's title, or the question an answer answers. */
  title: Type.String(),
  /** Where readers see it on the public site. */
  link: Type.String(),
});

export const RecentLikeSchema = Type.Object({
  on: WorkRefSchema,
  liked_at: Type.String(),
});

/** A published comment on the contributor's work, with their own replies to it. */
export const ReaderCommentSchema = Type.Object({
  id: Type.Number(),
  text: Type.String(),
  /** The reader's first name when shown; null when anonymous. */
  by: Nullable(Type.String()),
  published_at: Type.String(),
  on: WorkRefSchema,
  replies: Type.Array(Type.Object({ ...OwnContributionSchema.properties, text: Type.String() })),
});

/** GET /studio/readers. */
export const StudioReadersSchema = Type.Object({
  followers: Type.Number(),
  likes: Type.Array(RecentLikeSchema),
  comments: Type.Array(ReaderCommentSchema),
});

/** POST /studio/readers/comments/:id/replies. */
export const StudioReplyCreatedSchema = Type.Object({
  message: Type.String(),
  reply: OwnContributionSchema,
});

/** One month of a writer's statement: qualified reads and what they come to, in kobo. */
export const StatementMonthSchema = Type.Object({
  /** 'YYYY-MM', Lagos time. */
  month: Type.String(),
  reads: Type.Number(),
  kobo: Type.Number(),
});

/** GET /studio/earnings and the console's GET /admin/writers/:id/earnings. */
export const EarningsStatementSchema = Type.Object({
  /** The rate in force now, per qualified read (kobo). */
  rate_kobo: Type.Number(),
  months: Type.Array(StatementMonthSchema),
  total_reads: Type.Number(),
  total_kobo: Type.Number(),
});

/** POST /stories/:slug/reads/start: a signed start the report must bring back. */
export const ReadStartSchema = Type.Object({
  token: Type.String(),
  /** How long the reader must stay before the read counts. */
  seconds: Type.Number(),
});

/** POST /stories/:slug/reads: whether this report counted a new read (false: already today). */
export const ReadReportedSchema = Type.Object({ counted: Type.Boolean() });

/** The console's rate per qualified read (GET/PATCH /admin/earnings/rate). */
export const EarningRateSchema = Type.Object({
  kobo_per_read: Type.Number(),
  /** When it was set; null while no rate was ever set (0 kobo). */
  set_at: Nullable(Type.String()),
});
