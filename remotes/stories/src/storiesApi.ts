/**
 * The reader API calls of the stories remote (issue 24): the public reads, asking a question
 * and the reader's own questions. Shapes are the API's own (@thrive/reader-contract/content).
 */
import { get, post, postOrKeep } from '@thrive/api-client';
import type {
  AskRequest,
  OwnQuestion,
  PrivateQuestion,
  QuestionList,
  StoryList,
  StoryPage,
  WriterPage,
} from '@thrive/reader-contract/content';
import { OWN_QUESTIONS_PATH, PRIVATE_QUESTION_PATH } from '@thrive/reader-contract/content';
import {
  COMMUNITY_PATHS,
  type CommentRequest,
  type OwnReport,
  type ReportRequest,
  type CommentTarget,
  type OwnComment,
  type PublicComment,
  FOLLOW_PATHS,
  NOTIFICATION_PATHS,
  type Inbox,
  SAVE_PATHS,
  type SavedList,
  type SaveRequest,
  type FollowingList,
  type FollowRequest,
  type FollowRole,
  type FollowState,
  type LikeRequest,
  type LikeState,
  type LikeTarget,
} from '@thrive/reader-contract/community';
import {
  STUDIO_READERS_PATHS,
  type ReadReported,
  type ReadStart,
} from '@thrive/reader-contract/studioReaders';
import { COMMON } from './common/copy';

/** The words of a read that failed with no message of the API's, in the page's locale. */
export const loadFailed = () => COMMON.loadFailed;
/** The words of a question that was not sent, in the page's locale. */
export const askFailed = () => COMMON.askFailed;

/**
 * An API answer that means "there is no such story or writer": 404, and 414 (Fastify refuses a
 * name longer than its route parameter limit before any lookup: no story has such a name).
 */
export const namesNothing = (status: number) => status === 404 || status === 414;

const withQuery = (path: string, query: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export const storiesApi = {
  list: (genre: string | null, before: string | null) =>
    get<StoryList>(withQuery('/stories', { genre, before }), loadFailed()),
  story: (slug: string) =>
    get<{ story: StoryPage }>(`/stories/${encodeURIComponent(slug)}`, loadFailed()),
  writer: (username: string, before: string | null) =>
    get<WriterPage>(
      withQuery(`/writers/${encodeURIComponent(username)}`, { before }),
      loadFailed(),
    ),
  questions: (before: string | null) =>
    get<QuestionList>(withQuery('/questions', { before }), loadFailed()),
  ask: (request: AskRequest) => post<{ question: OwnQuestion }>('/questions', request, askFailed()),
  /** A signed-out asker's question by its private link's key (in the body, never a URL). */
  privateQuestion: (key: string) =>
    post<PrivateQuestion>(PRIVATE_QUESTION_PATH, { key }, loadFailed()),
  ownQuestions: () => get<{ questions: OwnQuestion[] }>(OWN_QUESTIONS_PATH, loadFailed()),
  likes: (target: LikeTarget, id: number) =>
    get<LikeState>(withQuery(COMMUNITY_PATHS.likes, { target, id: String(id) }), loadFailed()),
  /** Kept on the device when offline and sent once when back (with the session). */
  like: (request: LikeRequest, failed: string) =>
    postOrKeep<LikeState>(COMMUNITY_PATHS.likes, request, failed, { withSession: true }),
  comments: (target: CommentTarget, id: number) =>
    get<{ comments: PublicComment[] }>(
      withQuery(COMMUNITY_PATHS.comments, { target, id: String(id) }),
      loadFailed(),
    ),
  /** Kept on the device when offline and sent once when back (with the session). */
  comment: (request: CommentRequest, failed: string) =>
    postOrKeep<{ comment: OwnComment }>(COMMUNITY_PATHS.comments, request, failed, {
      withSession: true,
    }),
  /** Kept on the device when offline and sent once when back (with the session). */
  report: (request: ReportRequest, failed: string) =>
    postOrKeep<{ report: OwnReport }>(COMMUNITY_PATHS.reports, request, failed, {
      withSession: true,
    }),
  ownComments: () => get<{ comments: OwnComment[] }>(COMMUNITY_PATHS.ownComments, loadFailed()),
  follows: (role: FollowRole, username: string) =>
    get<FollowState>(withQuery(FOLLOW_PATHS.follows, { role, username }), loadFailed()),
  /** Kept on the device when offline and sent once when back (with the session). */
  follow: (request: FollowRequest, failed: string) =>
    postOrKeep<FollowState>(FOLLOW_PATHS.follows, request, failed, { withSession: true }),
  following: () => get<FollowingList>(FOLLOW_PATHS.ownFollows, loadFailed()),
  /** Kept on the device when offline and sent once when back (with the session). */
  save: (request: SaveRequest, failed: string) =>
    postOrKeep<SavedList>(SAVE_PATHS.saves, request, failed, { withSession: true }),
  mergeSaved: (slugs: string[]) => post<SavedList>(SAVE_PATHS.merge, { slugs }, loadFailed()),
  inbox: () => get<Inbox>(NOTIFICATION_PATHS.inbox, loadFailed()),
  markAllRead: () => post<Inbox>(NOTIFICATION_PATHS.read, { all: true }, loadFailed()),
  /** A qualified read (issue 43): the server's start, then the report once the reader stayed. */
  readStart: (slug: string) =>
    post<ReadStart>(STUDIO_READERS_PATHS.readStart(slug), {}, loadFailed()),
  read: (slug: string, token: string) =>
    post<ReadReported>(STUDIO_READERS_PATHS.read(slug), { token }, loadFailed()),
};
