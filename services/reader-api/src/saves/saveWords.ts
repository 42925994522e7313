/** What the saved-stories routes say to readers (their Pidgin: src/locales/pcm.po). */

export const SAVE_NOT_FOUND = 'We could not find that story. It may have been taken down.';
export const LOG_IN_TO_SAVE = 'Please log in to keep your saved stories on your account.';
export const CHOOSE_SAVED = 'Please say whether you save the story or take it out.';
export const NAME_SAVED_STORIES = 'Please send the stories to save as a list.';
export const SAVED_TOO_MANY =
  'You have saved as many stories as you can. Please take one out first.';
/** Too many saves from one reader in a minute. */
export const tooManySaves = (seconds: number) =>
  `You are saving very fast. Please wait ${seconds} seconds and try again.`;
