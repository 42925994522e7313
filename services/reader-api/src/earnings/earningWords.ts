/** What the reads and earnings routes say (issue 43). */
export const STORY_NOT_FOUND = 'That story is not there any more.';
export const LOG_IN_TO_COUNT_READ = 'Please log in so your reading counts for the writer.';
export const READ_START_INVALID =
  'This read was not started on this story from your account. Please open the story again.';
export const READ_TOO_EARLY = 'A read counts after 30 seconds on the story.';
export const READ_START_EXPIRED =
  'This read was started too long ago. Please open the story again.';
export const WRITER_NOT_FOUND = 'That writer is not there any more.';
export const RATE_INVALID = 'Please give the rate per read as a whole number of kobo (0 or more).';
export const FOR_WRITERS_ONLY = 'Earnings statements are for writers.';
