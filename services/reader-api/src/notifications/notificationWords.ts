/** What the notification routes say (their Pidgin: src/locales/pcm.po). */

export const LOG_IN_FOR_NOTIFICATIONS = 'Please log in to see your notifications.';
export const NAME_NOTIFICATIONS = 'Please say which notifications you have read.';

// The console's (admins read English).
export const CHOOSE_AUDIENCE = 'Please choose who gets the notification.';
export const WRITE_TITLE = 'Please write a title of at most 80 characters.';
export const WRITE_BODY = 'Please write the notification in at most 500 characters.';
export const LINK_ON_SITE = 'The link must be a page of this site, starting with /.';
export const NAME_READER = 'Please enter the e-mail address of the reader.';
export const NO_SUCH_READER = 'No reader has that e-mail address.';
export const NO_CRISIS_CONTENT =
  'A notification cannot carry crisis content. Please write it without it; readers in crisis are shown the crisis help on the site.';
export const NO_PERSONAL_DETAILS =
  'A notification cannot carry phone numbers, e-mail addresses or school names. Please take them out.';
