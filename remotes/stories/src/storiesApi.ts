/**
 * The reader API calls of the stories remote (issue 24): the public reads, asking a question
 * and the reader's own questions. Shapes are the API's own (@thrive/reader-contract/content).
 */
import { get, post } from '@thrive/api-client';
import type {
  AskRequest,
  OwnQuestion,
  QuestionList,
  StoryList,
  StoryPage,
  WriterPage,
} from '@thrive/reader-contract/content';

export const LOAD_FAILED = 'We could not load this. Please check your connection and try again.';
export const ASK_FAILED = 'Your question was not sent. Please try again.';

const withQuery = (path: string, query: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

export const storiesApi = {
  list: (genre: string | null, before: string | null) =>
    get<StoryList>(withQuery('/stories', { genre, before }), LOAD_FAILED),
  story: (slug: string) =>
    get<{ story: StoryPage }>(`/stories/${encodeURIComponent(slug)}`, LOAD_FAILED),
  writer: (username: string, before: string | null) =>
    get<WriterPage>(withQuery(`/writers/${encodeURIComponent(username)}`, { before }), LOAD_FAILED),
  questions: (before: string | null) =>
    get<QuestionList>(withQuery('/questions', { before }), LOAD_FAILED),
  ask: (request: AskRequest) => post<{ question: OwnQuestion }>('/questions', request, ASK_FAILED),
  ownQuestions: () => get<{ questions: OwnQuestion[] }>('/reader/questions', LOAD_FAILED),
};
