/** What the studio's readers routes say (issue 43). */
export const COMMENT_NOT_YOURS = 'That comment is not on your work, or it is not published.';
export const WRITE_REPLY = 'Please write your reply.';
export const REPLY_SENT = 'Thank you. Your reply was sent for review.';
export const tooManyReplies = (seconds: number) =>
  `You have sent several replies in a short time. Please try again in ${seconds} seconds.`;
