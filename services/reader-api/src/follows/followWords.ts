/** What the follow routes say to readers (their Pidgin: src/locales/pcm.po). */

export const FOLLOW_NOT_FOUND = 'We could not find that writer or consultant.';
export const LOG_IN_TO_FOLLOW = 'Please log in to follow writers and consultants.';
export const LOG_IN_FOR_FOLLOWS = 'Please log in to see whom you follow.';
export const CHOOSE_FOLLOW_ROLE = 'Please say whether you follow a writer or a consultant.';
export const CHOOSE_FOLLOWING = 'Please say whether you follow or stop following.';
export const FOLLOWING_TOO_MANY =
  'You follow as many writers and consultants as you can. Please stop following one first.';
/** Too many follows from one reader in a minute. */
export const tooManyFollows = (seconds: number) =>
  `You are following very fast. Please wait ${seconds} seconds and try again.`;
