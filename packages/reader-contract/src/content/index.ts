/**
 * Stories and questions (issue 24), stated once for the API (services/reader-api/src/content),
 * the stories remote and the admin console: the public shapes, the moderation states and the
 * safe-asking rules.
 */
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

export interface WriterRef {
  username: string;
  display_name: string;
}

/** A story in a list (GET /stories, GET /writers/:username). */
export interface StorySummary {
  slug: string;
  title: string;
  genre: string;
  content_warnings: string[];
  premium: boolean;
  /** The first lines; null when the story carries content warnings (nothing shows uncalled). */
  excerpt: string | null;
  published_at: string;
  writer: WriterRef;
}

/** A page of a list: `next` is the cursor of the following page (`?before=`), or null. */
export interface StoryList {
  stories: StorySummary[];
  next: string | null;
}

/** GET /stories/:slug. A premium story carries its first paragraph only (`teaser`). */
export interface StoryPage extends Omit<StorySummary, 'excerpt'> {
  /** What a like, comment or report names. */
  id: number;
  paragraphs: string[];
  teaser: boolean;
}

export interface WriterPage extends StoryList {
  writer: WriterRef & { genre: string; about: string };
}

export interface PublicAnswer {
  /** What a like, comment or report names. */
  id: number;
  body: string;
  published_at: string;
  by: WriterRef & { role: 'writer' | 'consultant' };
}

/** A published question: never the asker's account; their first name only when asked openly. */
export interface PublicQuestion {
  id: number;
  text: string;
  asked_by: string | null;
  published_at: string;
  answers: PublicAnswer[];
}

export interface QuestionList {
  questions: PublicQuestion[];
  next: string | null;
}

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
export interface PrivateQuestion {
  question: OwnQuestion & { answers: PublicAnswer[] };
}

/** GET: a signed-in reader's own questions and where each stands. */
export const OWN_QUESTIONS_PATH = '/reader/questions';

/** The asker's own view (the answer to POST /questions, GET /reader/questions). */
export interface OwnQuestion {
  id: number;
  text: string;
  anonymous: boolean;
  status: ReviewStatus;
  /** Crisis language was found: the crisis help is shown. */
  urgent: boolean;
  asked_at: string;
  /** Only in the answer to a signed-out ask, once: the key of the private link. */
  private_key?: string;
}
