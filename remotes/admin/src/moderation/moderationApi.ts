/**
 * The moderation queue's calls (issue 24; API: services/reader-api/src/content). Stories are
 * entered here for their writers; questions come from readers; every story, question and
 * answer waits for an approve or a reject with a reason.
 */
import { adminApi } from '../api/adminApi';

export type StoryStatus = 'draft' | 'in_review' | 'published' | 'rejected';
export type ReviewStatus = 'in_review' | 'published' | 'rejected';

/** A personal detail the API's screening found, [start, end) in the text as typed. */
export interface FlaggedSpan {
  kind: 'phone' | 'email' | 'social' | 'school';
  start: number;
  end: number;
  /** Taken out of what is published; else left for the moderator to decide. */
  sure: boolean;
}

export interface StoryRow {
  id: number;
  slug: string;
  title: string;
  body: string;
  genre: string;
  content_warnings: string[];
  premium: boolean;
  status: StoryStatus;
  rejection_reason: string | null;
  published_at: string | null;
  updated_at: string;
  sample: boolean;
  /** 'studio': the writer's own submission; 'console': typed by an admin for the writer. */
  source: 'console' | 'studio';
  format: 'markdown' | 'plain';
  /** The version a moderator rejected, while the writer's revision waits (the diff's base). */
  rejected_version: { title: string; body: string } | null;
  writer: { id: number; name: string; username: string };
  flagged: { title: FlaggedSpan[]; body: FlaggedSpan[] };
}

export interface AnswerRow {
  id: number;
  body: string;
  /** What would be published. */
  public_body: string;
  flagged: FlaggedSpan[];
  status: ReviewStatus;
  rejection_reason: string | null;
  by: { id: number; name: string; role: string };
}

export interface QuestionRow {
  id: number;
  original_text: string;
  public_text: string;
  anonymous: boolean;
  asked_by: string | null;
  urgent: boolean;
  /** The genre it is filed under for the studio (issue 43); absent or null: none. */
  genre?: string | null;
  flags: string[];
  flagged: FlaggedSpan[];
  status: ReviewStatus;
  rejection_reason: string | null;
  asked_at: string;
  published_at: string | null;
  sample: boolean;
  answers: AnswerRow[];
}

/** A reader's comment on a story or an answer (issue 42). */
export interface CommentRow {
  id: number;
  target: 'story' | 'answer';
  target_id: number;
  original_text: string;
  public_text: string;
  anonymous: boolean;
  by: string | null;
  urgent: boolean;
  flags: string[];
  flagged: FlaggedSpan[];
  status: ReviewStatus;
  rejection_reason: string | null;
  created_at: string;
  published_at: string | null;
}

export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
}

export interface NewStory {
  writerId: number;
  title: string;
  body: string;
  genre: string;
  contentWarnings: string[];
  premium: boolean;
}

export const STATUS_LABEL: Record<StoryStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  published: 'Published',
  rejected: 'Rejected',
};

export const moderationApi = {
  stories: (query: Record<string, string>) =>
    adminApi.get<Page<StoryRow>>('/admin/stories', 'The stories could not be loaded.', query),
  questions: (query: Record<string, string>) =>
    adminApi.get<Page<QuestionRow>>(
      '/admin/questions',
      'The questions could not be loaded.',
      query,
    ),
  createStory: (story: NewStory) =>
    adminApi.post<{ story: StoryRow }>('/admin/stories', story, 'The story was not saved.'),
  editStory: (id: number, patch: Partial<NewStory>) =>
    adminApi.patch<{ story: StoryRow }>(`/admin/stories/${id}`, patch, 'The story was not saved.'),
  decideStory: (id: number, decision: 'approve' | 'reject' | 'submit', reason?: string) =>
    adminApi.post<{ story: StoryRow }>(
      `/admin/stories/${id}/${decision}`,
      reason === undefined ? {} : { reason },
      'The decision was not saved.',
    ),
  editQuestion: (id: number, text: string) =>
    adminApi.patch<{ question: QuestionRow }>(
      `/admin/questions/${id}`,
      { text },
      'The question was not saved.',
    ),
  decideQuestion: (id: number, decision: 'approve' | 'reject', reason?: string) =>
    adminApi.post<{ question: QuestionRow }>(
      `/admin/questions/${id}/${decision}`,
      reason === undefined ? {} : { reason },
      'The decision was not saved.',
    ),
  /** Files the question under a genre for the studio's contributors (issue 43), or none. */
  fileUnder: (id: number, genre: string | null) =>
    adminApi.patch<{ id: number; genre: string | null }>(
      `/admin/questions/${id}/genre`,
      { genre },
      'The genre was not saved.',
    ),
  answer: (questionId: number, memberId: number, body: string) =>
    adminApi.post<{ question: QuestionRow }>(
      `/admin/questions/${questionId}/answers`,
      { memberId, body },
      'The answer was not saved.',
    ),
  decideAnswer: (id: number, decision: 'approve' | 'reject', reason?: string) =>
    adminApi.post<{ question: QuestionRow }>(
      `/admin/answers/${id}/${decision}`,
      reason === undefined ? {} : { reason },
      'The decision was not saved.',
    ),
  comments: (query: Record<string, string>) =>
    adminApi.get<Page<CommentRow>>('/admin/comments', 'The comments could not be loaded.', query),
  decideComment: (id: number, decision: 'approve' | 'reject', reason?: string) =>
    adminApi.post<{ comment: CommentRow }>(
      `/admin/comments/${id}/${decision}`,
      reason === undefined ? {} : { reason },
      'The decision was not saved.',
    ),
  /** Writers or consultants whose name matches, for choosing who wrote or answers. */
  people: (kind: 'writers' | 'consultants', search: string) =>
    adminApi.get<Page<{ _id: number; name: string; username: string }>>(
      `/admin/${kind}`,
      `The ${kind} could not be loaded.`,
      { search, pageSize: '10', status: 'Active' },
    ),
};
