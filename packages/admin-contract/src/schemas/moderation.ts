/**
 * The moderation queues (stories, questions and answers, comments) as the API sends them to the
 * console: what was typed, what would be published, and the flags for the moderator.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import {
  CommentStatusSchema,
  CommentTargetSchema,
  FlaggedSpanSchema,
  Nullable,
  ReportReasonSchema,
  ReportStatusSchema,
  ReportTargetSchema,
  ReviewStatusSchema,
} from '@thrive/reader-contract/schemas';
import { MODERATED_KINDS } from '../constants';

const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

/** One page of a queue and its total. */
export const ModerationPageSchema = <T extends TSchema>(row: T) =>
  Type.Object({
    rows: Type.Array(row),
    total: Type.Number(),
    page: Type.Number(),
    pageCount: Type.Number(),
  });

export const AdminStoryRowSchema = Type.Object({
  id: Type.Number(),
  slug: Type.String(),
  title: Type.String(),
  body: Type.String(),
  genre: Type.String(),
  content_warnings: Type.Array(Type.String()),
  premium: Type.Boolean(),
  status: literals(['draft', 'in_review', 'published', 'rejected'] as const),
  rejection_reason: Nullable(Type.String()),
  published_at: Nullable(Type.String()),
  updated_at: Type.String(),
  sample: Type.Boolean(),
  /** 'studio': the writer's own submission; 'console': typed by an admin for the writer. */
  source: literals(['console', 'studio'] as const),
  /** 'markdown' (studio) or 'plain' (console: a blank line between paragraphs). */
  format: literals(['markdown', 'plain'] as const),
  /** The version a moderator rejected, while a revision of it waits: what the diff is against. */
  rejected_version: Nullable(Type.Object({ title: Type.String(), body: Type.String() })),
  writer: Type.Object({ id: Type.Number(), name: Type.String(), username: Type.String() }),
  /** Personal details found in the title and the body, for the moderator (issue 40). */
  flagged: Type.Object({
    title: Type.Array(FlaggedSpanSchema),
    body: Type.Array(FlaggedSpanSchema),
  }),
});

export const AdminAnswerSchema = Type.Object({
  id: Type.Number(),
  /** As entered (moderators only). */
  body: Type.String(),
  /** What would be published: the body with sure personal details taken out. */
  public_body: Type.String(),
  /** Personal details found in the body, sure or not, for the moderator. */
  flagged: Type.Array(FlaggedSpanSchema),
  status: ReviewStatusSchema,
  rejection_reason: Nullable(Type.String()),
  by: Type.Object({ id: Type.Number(), name: Type.String(), role: Type.String() }),
});

export const AdminQuestionSchema = Type.Object({
  id: Type.Number(),
  /** What the reader typed (moderators only). */
  original_text: Type.String(),
  /** What would be published. */
  public_text: Type.String(),
  anonymous: Type.Boolean(),
  asked_by: Nullable(Type.String()),
  urgent: Type.Boolean(),
  /** The genre it is filed under for the studio's contributors (issue 43); null: not filed. */
  genre: Type.Optional(Nullable(Type.String())),
  flags: Type.Array(Type.String()),
  /** Where in `original_text` the personal details are, for the moderator (issue 40). */
  flagged: Type.Array(FlaggedSpanSchema),
  status: ReviewStatusSchema,
  rejection_reason: Nullable(Type.String()),
  asked_at: Type.String(),
  published_at: Nullable(Type.String()),
  sample: Type.Boolean(),
  answers: Type.Array(AdminAnswerSchema),
});

/** A comment as the moderator sees it: what was typed, what would be published, the flags. */
export const AdminCommentSchema = Type.Object({
  id: Type.Number(),
  target: CommentTargetSchema,
  target_id: Type.Number(),
  original_text: Type.String(),
  public_text: Type.String(),
  anonymous: Type.Boolean(),
  by: Nullable(Type.String()),
  urgent: Type.Boolean(),
  flags: Type.Array(Type.String()),
  /** Where the screening found personal details in `original_text` (highlighted). */
  flagged: Type.Array(FlaggedSpanSchema),
  status: CommentStatusSchema,
  rejection_reason: Nullable(Type.String()),
  created_at: Type.String(),
  published_at: Nullable(Type.String()),
});

/** The reported item as the moderator sees it beside the report. */
export const ReportedItemSchema = Type.Object({
  /** What it is in a few words (a story's title, the question an answer answers). */
  title: Type.String(),
  /** Its text as readers see it (a story's opening). */
  text: Type.String(),
  /** Where readers find it on the site, when it has its own page. */
  href: Nullable(Type.String()),
});

export const AdminReportSchema = Type.Object({
  id: Type.Number(),
  target: ReportTargetSchema,
  target_id: Type.Number(),
  reason: ReportReasonSchema,
  details: Nullable(Type.String()),
  urgent: Type.Boolean(),
  status: ReportStatusSchema,
  /** Reports of the same item by anyone (this one included). */
  reports_of_item: Type.Number(),
  item: Nullable(ReportedItemSchema),
  created_at: Type.String(),
  decided_at: Nullable(Type.String()),
  /** Time from report to decision, in seconds (null while open). */
  decision_seconds: Nullable(Type.Number()),
});

/** How fast a kind of item was decided over the last MODERATION_SPEED_DAYS: seconds. */
export const SpeedFiguresSchema = Type.Object({
  decided: Type.Number(),
  medianSeconds: Nullable(Type.Number()),
  p90Seconds: Nullable(Type.Number()),
});

const ModeratedKindSchema = literals(MODERATED_KINDS);
const kindSpeed = Type.Object({ all: SpeedFiguresSchema, urgent: SpeedFiguresSchema });

/** An urgent item nobody has decided for longer than URGENT_WAIT_MINUTES. */
export const UrgentWaitingSchema = Type.Object({
  kind: ModeratedKindSchema,
  id: Type.Number(),
  waitingSeconds: Type.Number(),
});

/** GET /admin/moderation-speed */
export const ModerationSpeedSchema = Type.Object({
  days: Type.Number(),
  speed: Type.Object({ questions: kindSpeed, comments: kindSpeed, reports: kindSpeed }),
  /** Oldest first. */
  urgentWaiting: Type.Array(UrgentWaitingSchema),
});
