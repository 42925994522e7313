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
} as const;
