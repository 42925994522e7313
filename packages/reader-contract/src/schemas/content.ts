/**
 * Stories and questions (issue 24): the public reads' and the asker's answers as wire schemas
 * (src/content/index.ts states their types from these).
 */
import { Type } from '@sinclair/typebox';
import { Nullable } from './common';

const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

export const ReviewStatusSchema = literals(['in_review', 'published', 'rejected'] as const);

export const WriterRefSchema = Type.Object({
  username: Type.String(),
  display_name: Type.String(),
});

const storyFields = {
  slug: Type.String(),
  title: Type.String(),
  genre: Type.String(),
  content_warnings: Type.Array(Type.String()),
  premium: Type.Boolean(),
  published_at: Type.String(),
  writer: WriterRefSchema,
};

/** A story in a list (GET /stories, GET /writers/:username). */
export const StorySummarySchema = Type.Object({
  ...storyFields,
  /** The first lines; null when the story carries content warnings (nothing shows uncalled). */
  excerpt: Nullable(Type.String()),
});

/** A page of a list: `next` is the cursor of the following page (`?before=`), or null. */
export const StoryListSchema = Type.Object({
  stories: Type.Array(StorySummarySchema),
  next: Nullable(Type.String()),
});

/** GET /stories/:slug. A premium story carries its first paragraph only (`teaser`). */
export const StoryPageSchema = Type.Object({
  ...storyFields,
  /** What a like, comment or report names. */
  id: Type.Number(),
  paragraphs: Type.Array(Type.String()),
  /**
   * A story written in the studio (Markdown, issue 43): its sanitised HTML (only p, headings,
   * quotes, lists, emphasis; the teaser's first paragraph alone for a premium story). Null for
   * a story typed in the console: it renders `paragraphs` as before.
   */
  body_html: Nullable(Type.String()),
  teaser: Type.Boolean(),
});

export const WriterPageSchema = Type.Object({
  stories: Type.Array(StorySummarySchema),
  next: Nullable(Type.String()),
  writer: Type.Object({
    ...WriterRefSchema.properties,
    genre: Type.String(),
    about: Type.String(),
  }),
});

export const PublicAnswerSchema = Type.Object({
  /** What a like, comment or report names. */
  id: Type.Number(),
  body: Type.String(),
  published_at: Type.String(),
  by: Type.Object({
    ...WriterRefSchema.properties,
    role: literals(['writer', 'consultant'] as const),
  }),
});

/** A published question: never the asker's account; their first name only when asked openly. */
export const PublicQuestionSchema = Type.Object({
  id: Type.Number(),
  text: Type.String(),
  asked_by: Nullable(Type.String()),
  published_at: Type.String(),
  answers: Type.Array(PublicAnswerSchema),
});

export const QuestionListSchema = Type.Object({
  questions: Type.Array(PublicQuestionSchema),
  next: Nullable(Type.String()),
});

const ownQuestionFields = {
  id: Type.Number(),
  text: Type.String(),
  anonymous: Type.Boolean(),
  status: ReviewStatusSchema,
  /** Crisis language was found: the crisis help is shown. */
  urgent: Type.Boolean(),
  asked_at: Type.String(),
  /** Only in the answer to a signed-out ask, once: the key of the private link. */
  private_key: Type.Optional(Type.String()),
};

/** The asker's own view (the answer to POST /questions, GET /reader/questions). */
export const OwnQuestionSchema = Type.Object(ownQuestionFields);

/** The answer to POST /questions/private: the question's state and, once published, its answers. */
export const PrivateQuestionSchema = Type.Object({
  question: Type.Object({ ...ownQuestionFields, answers: Type.Array(PublicAnswerSchema) }),
});

/** A personal detail found in the original text, [start, end) in UTF-16 code units. */
export const FlaggedSpanSchema = Type.Object({
  kind: literals(['phone', 'email', 'social', 'school'] as const),
  start: Type.Number(),
  end: Type.Number(),
  /** Sure: taken out of the published text. Unsure: only flagged for the moderator. */
  sure: Type.Boolean(),
});
