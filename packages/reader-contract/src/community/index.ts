/**
 * Readers taking part (issue 42), stated once for the API (services/reader-api/src/likes, …),
 * the stories remote and the admin console: likes first; comments, reports, follows, saves and
 * the inbox add their shapes here. Answers are `Static` of their wire schemas (../schemas).
 */
import type { Static } from '@sinclair/typebox';
import type * as schemas from '../schemas';

/** What a reader can like. A story or an answer as published, a comment once approved. */
export const LIKE_TARGETS = ['story', 'answer', 'comment'] as const;
export type LikeTarget = (typeof LIKE_TARGETS)[number];

/**
 * Likes one reader may set (or take back) per minute. A person taps far fewer; a burst of 100
 * in a minute is a script or a stuck button, and is told to wait.
 */
export const LIKES_PER_MINUTE = 60;
/**
 * Likes per address per minute: a ceiling for abuse, not a person's limit (many readers share
 * one address behind a Nigerian operator's carrier-grade NAT).
 */
export const LIKES_PER_ADDRESS_PER_MINUTE = 600;

/**
 * POST /likes: the reader's like on one item, set (`liked: true`) or taken back (`false`). It
 * states the wanted end, so sending it twice changes nothing (also with an `Idempotency-Key`).
 */
export interface LikeRequest {
  target: LikeTarget;
  id: number;
  liked: boolean;
}

/** The answer to POST /likes and GET /likes?target=&id=: the count, and the reader's own. */
export type LikeState = Static<typeof schemas.LikeStateSchema>;

/** The community calls' paths under /api/v1, named once. */
export const COMMUNITY_PATHS = {
  likes: '/likes',
  /** GET ?target=&id= (published), POST (signed in). */
  comments: '/comments',
  /** GET: the signed-in reader's own comments and their outcome. */
  ownComments: '/reader/comments',
  /** POST (signed in): report a story, an answer or a comment. */
  reports: '/reports',
  /** GET: the signed-in reader's own reports and what became of each. */
  ownReports: '/reader/reports',
} as const;

// ---- Comments ----------------------------------------------------------------------------

/** What a reader can comment on: a published story or answer. */
export const COMMENT_TARGETS = ['story', 'answer'] as const;
export type CommentTarget = (typeof COMMENT_TARGETS)[number];
export const COMMENT_MAX = 2_000;
/** Comments one reader may send per minute: a burst of 20 is a script or a stuck button. */
export const COMMENTS_PER_MINUTE = 5;
/** Comments per address per hour: a ceiling for abuse (carrier-grade NAT shares addresses). */
export const COMMENTS_PER_ADDRESS_PER_HOUR = 300;

/** POST /comments (signed in): always into the moderation queue. */
export interface CommentRequest {
  target: CommentTarget;
  id: number;
  text: string;
  /** True: shown without the reader's name; false: under their first name. */
  anonymous: boolean;
}

/** A published comment (GET /comments?target=&id=): never the reader's account. */
export type PublicComment = Static<typeof schemas.PublicCommentSchema>;

/** in_review ("waiting for review") → published | rejected (with the moderator's reason). */
export type CommentStatus = 'in_review' | 'published' | 'rejected';

/** The writer's own view (the answer to POST /comments, GET /reader/comments). */
export type OwnComment = Static<typeof schemas.OwnCommentSchema>;

// ---- Reports -----------------------------------------------------------------------------

/** What a reader can report: a published story, answer or comment. */
export const REPORT_TARGETS = ['story', 'answer', 'comment'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** Why (issue 42), in the order the form offers them. `self_harm` puts a report first. */
export const REPORT_REASONS = [
  'self_harm',
  'bullying',
  'personal_information',
  'sexual_content',
  'spam',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** What a reader may add in their own words (optional). */
export const REPORT_DETAILS_MAX = 500;
/** Reports one reader may send per hour: a person reports a few; more is a script. */
export const REPORTS_PER_HOUR = 20;
/** Reports per address per hour: a ceiling for abuse (carrier-grade NAT shares addresses). */
export const REPORTS_PER_ADDRESS_PER_HOUR = 300;

/**
 * POST /reports (signed in). One report per reader and item: sending it again (a double tap, a
 * replay from the outbox) answers the report already made.
 */
export interface ReportRequest {
  target: ReportTarget;
  id: number;
  reason: ReportReason;
  details?: string;
}

/**
 * open (a moderator has not decided) → hidden (taken down at once) | removed (taken down for
 * good) | dismissed (left up: it breaks no rule).
 */
export const REPORT_STATUSES = ['open', 'hidden', 'removed', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The reporter's view (the answer to POST /reports, GET /reader/reports). */
export type OwnReport = Static<typeof schemas.OwnReportSchema>;
export * from './follows';
export * from './saves';
export * from './notifications';
export * from './push';
