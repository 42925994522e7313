/**
 * Following a writer or consultant (issue 42): the API (services/reader-api/src/follows), the
 * stories remote's Follow button and the console's Followers / Following counts.
 */
import type { Static } from '@sinclair/typebox';
import type * as schemas from '../schemas';

/** Who can be followed: the professionals who publish stories and answers. */
export const FOLLOW_ROLES = ['writer', 'consultant'] as const;
export type FollowRole = (typeof FOLLOW_ROLES)[number];

/** Follows one reader may set (or take back) per minute: a person taps far fewer. */
export const FOLLOWS_PER_MINUTE = 30;
/** Per address per minute: a ceiling for scripts (carrier-grade NAT shares addresses). */
export const FOLLOWS_PER_ADDRESS_PER_MINUTE = 300;
/** The most writers and consultants one reader may follow. */
export const FOLLOWS_MAX = 500;

/**
 * POST /follows (signed in): the reader follows (`following: true`) or stops following. It
 * states the wanted end, so sending it twice changes nothing.
 */
export interface FollowRequest {
  role: FollowRole;
  username: string;
  following: boolean;
}

/** The answer to POST /follows and GET /follows?role=&username=. */
export type FollowState = Static<typeof schemas.FollowStateSchema>;

/** One of the writers and consultants a reader follows (GET /reader/follows), newest first. */
export type FollowedWriter = Static<typeof schemas.FollowedWriterSchema>;

/** GET /reader/follows: whom the reader follows, and the newest stories of those writers. */
export type FollowingList = Static<typeof schemas.FollowingListSchema>;

export const FOLLOW_PATHS = {
  /** GET ?role=&username= (anyone), POST (signed in). */
  follows: '/follows',
  /** GET: whom the signed-in reader follows. */
  ownFollows: '/reader/follows',
} as const;
