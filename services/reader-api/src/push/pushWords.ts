/**
 * What the push feature says (issue 46): its few reader-facing errors (Pidgin in
 * ../words/localizedErrors.pcm.ts) and the fixed words of every push, per kind and language.
 * A push says only these words and the page it opens: never a reader's words, a question's or
 * comment's text, a story's title, or anything about self-harm (pushPayload.test.ts checks
 * every kind against the crisis phrases). A small table on purpose, so it can move into the
 * API's message catalogs as it is.
 *
 * Pidgin: the words of docs/i18n/glossary-pcm.md, drafted by the team (2026-12-07), awaiting a
 * native speaker's review like the site's other Pidgin.
 */
import type { PushKind } from '@thrive/reader-contract/community';

export const LOG_IN_FOR_PUSH = 'Please log in to get notifications on this phone.';
export const PUSH_SUBSCRIPTION_INVALID =
  'This phone could not be set up for notifications. Please try again.';
export const CHOOSE_PUSH_KINDS = 'Please choose which notifications you want.';

export interface PushWords {
  title: string;
  body: string;
}

/** The languages pushes are written in (any other stored locale gets English). */
export type PushLanguage = 'en' | 'pcm';

export const PUSH_WORDS: Record<PushLanguage, Record<PushKind, PushWords>> = {
  en: {
    question_answered: {
      title: 'Your question was answered',
      body: 'A Thrive writer has answered your question. Tap to read the answer.',
    },
    comment_published: {
      title: 'Your comment is published',
      body: 'Your comment is now on Thrive for others to read.',
    },
    new_story: {
      title: 'New story from a writer you follow',
      body: 'A writer you follow has published a new story. Tap to read it.',
    },
    announcement: {
      title: 'News from Thrive',
      body: 'The Thrive team has news for you. Tap to read it.',
    },
  },
  pcm: {
    question_answered: {
      title: 'Dem don answer your question',
      body: 'One Thrive writer don answer your question. Tap to read di answer.',
    },
    comment_published: {
      title: 'Your comment don show',
      body: 'Your comment don dey Thrive now for other people to read.',
    },
    new_story: {
      title: 'New story from writer wey you dey follow',
      body: 'One writer wey you dey follow don post new story. Tap to read am.',
    },
    announcement: {
      title: 'News from Thrive',
      body: 'Di Thrive team get news for you. Tap to read am.',
    },
  },
};

/** The notification's action that turns its kind off on this phone. */
export const TURN_OFF: Record<PushLanguage, string> = {
  en: 'Turn off these notifications',
  pcm: 'Off dis kain notification',
};
