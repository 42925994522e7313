/**
 * A writer's own stories in the studio (issue 43): My stories, a draft being written, the
 * revision conflict. The API declares these on /studio/stories; the studio's types are `Static`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

export const StudioStoryStatusSchema = Type.Union([
  Type.Literal('draft'),
  Type.Literal('in_review'),
  Type.Literal('published'),
  Type.Literal('rejected'),
]);

/** What the writer edits: a draft may be incomplete (no title, body or genre yet). */
export const StudioStoryFieldsSchema = Type.Object({
  title: Type.String(),
  /** Markdown: paragraphs, headings, quotes, lists. */
  body: Type.String(),
  /** One of the spec's genres, or '' while not chosen. */
  genre: Type.String(),
  content_warnings: Type.Array(Type.String()),
  premium: Type.Boolean(),
});

/** One of the writer's stories, whole (the editor). */
export const StudioStorySchema = Type.Object({
  ...StudioStoryFieldsSchema.properties,
  id: Type.Number(),
  slug: Type.String(),
  status: StudioStoryStatusSchema,
  /** Each save adds one; a save must name the revision it was based on. */
  revision: Type.Number(),
  /** The moderator's reason, while the story is rejected. */
  rejection_reason: Nullable(Type.String()),
  updated_at: Type.String(),
  published_at: Nullable(Type.String()),
});

/** A row of My stories: its state, qualified reads, likes and published comments, and the date. */
export const StudioStoryRowSchema = Type.Object({
  id: Type.Number(),
  slug: Type.String(),
  title: Type.String(),
  genre: Type.String(),
  status: StudioStoryStatusSchema,
  rejection_reason: Nullable(Type.String()),
  /** Qualified reads (a signed-in reader 30 s on the story, once per reader, story and day). */
  reads: Type.Number(),
  likes: Type.Number(),
  /** Published comments only (a comment waiting for moderation is not counted). */
  comments: Type.Number(),
  updated_at: Type.String(),
  published_at: Nullable(Type.String()),
});

export const StudioStoryListSchema = Type.Object({ stories: Type.Array(StudioStoryRowSchema) });
export const StudioStoryAnswerSchema = Type.Object({ story: StudioStorySchema });

/**
 * 409 of a save: based on an older revision (`code` REVISION_CONFLICT, with the version on the
 * server for the writer to compare), or the story is no longer editable (no `story`).
 */
export const StudioStoryConflictSchema = Type.Object({
  error: Type.String(),
  code: Type.Optional(Type.String()),
  story: Type.Optional(StudioStorySchema),
});

export type StudioStoryStatus = Static<typeof StudioStoryStatusSchema>;
export type StudioStoryFields = Static<typeof StudioStoryFieldsSchema>;
export type StudioStory = Static<typeof StudioStorySchema>;
export type StudioStoryRow = Static<typeof StudioStoryRowSchema>;
export type StudioStoryConflict = Static<typeof StudioStoryConflictSchema>;
