/**
 * Stories and questions (issue 24), stated once for the API (services/reader-api/src/content),
 * the stories remote and the admin console: the public shapes, the moderation states and the
 * safe-asking rules. Answers are `Static` of their wire schemas (../schemas).
 */
import type { Static } from '@sinclair/typebox';
import type * as schemas from '../schemas';
export { CRISIS_PHRASES } from './crisisPhrases';
export {
  findPersonalDetails,
  hasCrisisLanguage,
  PERSONAL_DETAILS,
  redactPersonalDetails,
  REMOVED,
  type FlaggedSpan,
  type PersonalDetail,
  type Redaction,
} from './safety';

/** draft → in_review → published | rejected (with a reason). */
export const STORY_STATUSES = ['draft', 'in_review', 'published', 'rejected'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];
/** Questions and answers are sent for review at once. */
export const REVIEW_STATUSES = ['in_review', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const STORY_TITLE_MAX = 150;
export const STORY_BODY_MAX = 50_000;
export const QUESTION_MAX = 2_000;
export const ANSWER_MAX = 10_000;
export const REASON_MAX = 500;
export const CONTENT_WARNING_MAX = 60;
/** Stories per public page. */
export const STORY_PAGE_SIZE = 20;

export type WriterRef = Static<typeof schemas.WriterRefSchema>;

/** A story in a list (GET /stories, GET /writers/:username). */
export type StorySummary = Static<typeof schemas.StorySummarySchema>;

/** A page of a list: `next` is the cursor of the following page (`?before=`), or null. */
export type StoryList = Static<typeof schemas.StoryListSchema>;

/** GET /stories/:slug. A premium story carries its first paragraph only (`teaser`). */
export type StoryPage = Static<typeof schemas.StoryPageSchema>;

export type WriterPage = Static<typeof schemas.WriterPageSchema>;

export type PublicAnswer = Static<typeof schemas.PublicAnswerSchema>;

/** A published question: never the asker's account; their first name only when asked openly. */
export type PublicQuestion = Static<typeof schemas.PublicQuestionSchema>;

export type QuestionList = Static<typeof schemas.QuestionListSchema>;

/** POST /questions */
export interface AskRequest {
  text: string;
  anonymous: boolean;
}

/**
 * A signed-out asker's way back to their question (issue 44): a key shown once, kept in the
 * link's fragment (`/ask/yours#<key>`) so no server or log sees it, and sent in a POST body.
 */
export const PRIVATE_QUESTION_PATH = '/questions/private';
/** The page a private link opens, and the fragment that carries the key. */
export const privateQuestionLink = (origin: string, key: string) => `${origin}/ask/yours#${key}`;
/** 32 random bytes, base64url: 43 characters. */
export const PRIVATE_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /questions/private */
export interface PrivateQuestionRequest {
  key: string;
}

/** The answer to POST /questions/private: the question's state and, once published, its answers. */
export type PrivateQuestion = Static<typeof schemas.PrivateQuestionSchema>;

/** GET: a signed-in reader's own questions and where each stands. */
export const OWN_QUESTIONS_PATH = '/reader/questions';

/** The asker's own view (the answer to POST /questions, GET /reader/questions). */
export type OwnQuestion = Static<typeof schemas.OwnQuestionSchema>;
