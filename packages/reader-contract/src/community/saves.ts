/**
 * Saved stories (issue 42): a reader keeps a story for later. On the device it is kept in the
 * browser's storage (no account needed); with an account the API keeps it too, and the device's
 * list is merged into the account's on sign-in, so it follows the reader to a new phone.
 */
import type { Static } from '@sinclair/typebox';
import type * as schemas from '../schemas';

/** Saves one reader may set (or take back) per minute: a person taps far fewer. */
export const SAVES_PER_MINUTE = 60;
/** Per address per minute: a ceiling for scripts (carrier-grade NAT shares addresses). */
export const SAVES_PER_ADDRESS_PER_MINUTE = 600;
/** The most stories one reader's account keeps. */
export const SAVES_MAX = 500;
/** The most stories one merge (a device's list at sign-in) may name. */
export const SAVES_MERGE_MAX = 100;
/** Longest story slug the API accepts (slugs are a title's first 60 characters and a tail). */
export const SLUG_MAX = 80;

/** POST /reader/saves (signed in): the wanted end, so sending it twice changes nothing. */
export interface SaveRequest {
  slug: string;
  saved: boolean;
}

/** POST /reader/saves/merge (signed in): the device's saved stories, added to the account's. */
export interface SaveMergeRequest {
  slugs: string[];
}

export type SavedStory = Static<typeof schemas.SavedStorySchema>;

/** GET /reader/saves and the answer to both POSTs: newest saved first, published ones only. */
export type SavedList = Static<typeof schemas.SavedListSchema>;

export const SAVE_PATHS = {
  saves: '/reader/saves',
  merge: '/reader/saves/merge',
} as const;
