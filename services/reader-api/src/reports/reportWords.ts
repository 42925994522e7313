/** What the report routes say to readers (their Pidgin: src/locales/pcm.po). */

export const REPORT_NOT_FOUND =
  'We could not find what you are reporting. It may have been taken down already.';
export const LOG_IN_TO_REPORT = 'Please log in to report.';
export const LOG_IN_FOR_REPORTS = 'Please log in to see your reports.';
export const CHOOSE_REPORT_TARGET =
  'Please say whether you report a story, an answer or a comment.';
export const CHOOSE_REPORT_REASON = 'Please choose why you are reporting this.';
/** Too many reports from one reader in an hour. */
export const tooManyReports = (seconds: number) =>
  `You have sent many reports. Please wait ${seconds} seconds and try again.`;
