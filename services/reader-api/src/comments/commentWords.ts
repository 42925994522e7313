/** What the comment routes say to readers (their Pidgin: src/locales/pcm.po). */

export const COMMENT_ON_NOT_FOUND =
  'We could not find what you are commenting on. It may have been taken down.';
export const LOG_IN_TO_COMMENT = 'Please log in to comment.';
export const LOG_IN_FOR_COMMENTS = 'Please log in to see your comments.';
export const WRITE_COMMENT = 'Please write your comment.';
export const CHOOSE_COMMENT_TARGET = 'Please say whether you comment on a story or an answer.';
export const CHOOSE_COMMENT_ANONYMITY = 'Please choose whether to comment anonymously.';
/** Too many comments from one reader in a minute. */
export const tooManyComments = (seconds: number) =>
  `You are commenting very fast. Please wait ${seconds} seconds and try again.`;
