/**
 * What the push feature says (issue 46): its few reader-facing errors (their Pidgin in the
 * API's catalogs, src/locales, `api.*PushKinds`…) and the fixed words of every push, per kind,
 * from the same catalogs (`api.push.*`) in the subscription's language. A push says only these
 * words and the page it opens: never a reader's words, a question's or comment's text, a
 * story's title, or anything about self-harm (pushPayload.test.ts checks every kind against the
 * crisis phrases).
 */
import type { PushKind } from '@thrive/reader-contract/community';
import { wordsIn } from '../core/words/catalogs.ts';

export const LOG_IN_FOR_PUSH = 'Please log in to get notifications on this phone.';
export const PUSH_SUBSCRIPTION_INVALID =
  'This phone could not be set up for notifications. Please try again.';
export const CHOOSE_PUSH_KINDS = 'Please choose which notifications you want.';

export interface PushWords {
  title: string;
  body: string;
  /** The notification's action that turns its kind off on this phone. */
  turnOff: string;
}

/** Each kind's words (literal ids, so the catalogs' checks see them used). */
const SAYS: Record<PushKind, (words: ReturnType<typeof wordsIn>) => [string, string]> = {
  question_answered: (w) => [
    w._('api.push.questionAnswered.title'),
    w._('api.push.questionAnswered.body'),
  ],
  comment_published: (w) => [
    w._('api.push.commentPublished.title'),
    w._('api.push.commentPublished.body'),
  ],
  new_story: (w) => [w._('api.push.newStory.title'), w._('api.push.newStory.body')],
  announcement: (w) => [w._('api.push.announcement.title'), w._('api.push.announcement.body')],
};

/** A push of `kind` in `locale` (a language without a catalog: English). */
export function pushWords(kind: PushKind, locale: string | null | undefined): PushWords {
  const words = wordsIn(locale);
  const [title, body] = SAYS[kind](words);
  return { title, body, turnOff: words._('api.push.turnOff') };
}
