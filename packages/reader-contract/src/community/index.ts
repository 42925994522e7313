/**
 * Readers taking part (issue 42), stated once for the API (services/reader-api/src/likes, …),
 * the stories remote and the admin console: likes first; comments, reports, follows, saves and
 * the inbox add their shapes here.
 */

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
export interface LikeState {
  target: LikeTarget;
  id: number;
  count: number;
  /** False when signed out. */
  liked: boolean;
}

/** The community calls' paths under /api/v1, named once. */
export const COMMUNITY_PATHS = {
  likes: '/likes',
  /** GET ?target=&id= (published), POST (signed in). */
  comments: '/comments',
  /** GET: the signed-in reader's own comments and their outcome. */
  ownComments: '/reader/comments',
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
export interface PublicComment {
  id: number;
  text: string;
  /** The first name when the reader chose to show it, else null (anonymous). */
  by: string | null;
  published_at: string;
}

/** in_review ("waiting for review") → published | rejected (with the moderator's reason). */
export type CommentStatus = 'in_review' | 'published' | 'rejected';

/** The writer's own view (the answer to POST /comments, GET /reader/comments). */
export interface OwnComment {
  id: number;
  target: CommentTarget;
  target_id: number;
  /** As it would be published (personal details taken out). */
  text: string;
  anonymous: boolean;
  status: CommentStatus;
  /** Crisis language was found: the crisis help is shown at once. */
  urgent: boolean;
  rejection_reason: string | null;
  created_at: string;
}

export * from './follows';
export * from './saves';
export * from './notifications';
