/** What the studio's questions routes say (issue 43). */
export const QUESTION_NOT_WAITING = 'That question is not open for answers any more.';
export const ANSWER_ALREADY_IN_REVIEW =
  'Your answer to this question is already waiting for review.';
export const ANSWER_SENT = 'Thank you. Your answer was sent for review.';
export const WRITE_ANSWER = 'Please write your answer.';
export const CHOOSE_GENRE = 'Please choose a genre.';
