/** What the likes routes say to readers (their Pidgin: src/locales/pcm.po). */

export const LIKE_NOT_FOUND = 'We could not find what you liked. It may have been taken down.';
export const LOG_IN_TO_LIKE = 'Please log in to like stories, answers and comments.';
export const CHOOSE_LIKE_TARGET = 'Please say whether you like a story, an answer or a comment.';
export const CHOOSE_LIKED = 'Please say whether you like it or take your like back.';
/** Too many likes from one reader in a minute. */
export const tooManyLikes = (seconds: number) =>
  `You are liking very fast. Please wait ${seconds} seconds and try again.`;
