/** What the safety plan routes say to readers (their Pidgin: src/locales/pcm.po). */

export const NO_SAFETY_PLAN = 'No safety plan is kept in your account yet.';
export const SEND_SEALED_PLAN =
  'Please send your safety plan encrypted on your device (ciphertext, iv, salt and iterations).';
export const SAFETY_PLAN_TOO_LARGE = 'Your safety plan is too long to keep. Please shorten it.';
