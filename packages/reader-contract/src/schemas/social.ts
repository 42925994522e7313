/**
 * Readers taking part (issue 42), continued: the answers of follows, saves, the notifications
 * inbox and reports as wire schemas (src/community/*.ts state their types from these).
 */
import { Type } from '@sinclair/typebox';
import { Nullable } from './common';
import { StorySummarySchema } from './content';

const literals = <T extends string>(values: readonly T[]) =>
  Type.Union(values.map((value) => Type.Literal(value)));

// ---- Follows ---------------------------------------------------------------------------------

export const FollowRoleSchema = literals(['writer', 'consultant'] as const);

/** The answer to POST /follows and GET /follows?role=&username=. */
export const FollowStateSchema = Type.Object({
  role: FollowRoleSchema,
  username: Type.String(),
  followers: Type.Number(),
  /** False when signed out. */
  following: Type.Boolean(),
});

/** One of the writers and consultants a reader follows (GET /reader/follows), newest first. */
export const FollowedWriterSchema = Type.Object({
  role: FollowRoleSchema,
  username: Type.String(),
  display_name: Type.String(),
});

/** GET /reader/follows: whom the reader follows, and the newest stories of those writers. */
export const FollowingListSchema = Type.Object({
  following: Type.Array(FollowedWriterSchema),
  /** The newest published stories of the writers followed (one page). */
  stories: Type.Array(StorySummarySchema),
});

// ---- Saves -----------------------------------------------------------------------------------

export const SavedStorySchema = Type.Composite([
  StorySummarySchema,
  Type.Object({ saved_at: Type.String() }),
]);

/** GET /reader/saves and the answer to both POSTs: newest saved first, published ones only. */
export const SavedListSchema = Type.Object({ stories: Type.Array(SavedStorySchema) });

// ---- Notifications ---------------------------------------------------------------------------

export const NotificationKindSchema = literals([
  'question_answered',
  'comment_published',
  'comment_declined',
  'comment_replied',
  'new_story',
  'announcement',
] as const);
export const NotificationAudienceSchema = literals([
  'everyone',
  'free',
  'premium',
  'reader',
] as const);

const notificationFields = {
  kind: NotificationKindSchema,
  /** An announcement's title; a new story's writer; the writer who replied; else null. */
  title: Nullable(Type.String()),
  /** An announcement's text; a new story's title; else null. */
  body: Nullable(Type.String()),
  /** Where it leads on the site (a path), or null. */
  link: Nullable(Type.String()),
};

/** One notification in the inbox (GET /reader/notifications). */
export const ReaderNotificationSchema = Type.Object({
  id: Type.Number(),
  ...notificationFields,
  created_at: Type.String(),
  read: Type.Boolean(),
});

export const InboxSchema = Type.Object({
  notifications: Type.Array(ReaderNotificationSchema),
  unread: Type.Number(),
});

/** GET /reader/notifications/unread */
export const UnreadCountSchema = Type.Object({ unread: Type.Number() });

/** A sent announcement, as the console lists it. */
export const SentAnnouncementSchema = Type.Object({
  id: Type.Number(),
  audience: NotificationAudienceSchema,
  reader_email: Nullable(Type.String()),
  title: Type.String(),
  body: Type.String(),
  link: Nullable(Type.String()),
  recipients: Type.Number(),
  sent_by: Type.String(),
  sent_at: Type.String(),
});

/** POST /admin/notifications/preview: who would get it, and how it would read. */
export const AnnouncementPreviewSchema = Type.Object({
  recipients: Type.Number(),
  notification: Type.Object(notificationFields),
});

// ---- Reports ---------------------------------------------------------------------------------

export const ReportTargetSchema = literals(['story', 'answer', 'comment'] as const);
export const ReportReasonSchema = literals([
  'self_harm',
  'bullying',
  'personal_information',
  'sexual_content',
  'spam',
  'other',
] as const);
export const ReportStatusSchema = literals(['open', 'hidden', 'removed', 'dismissed'] as const);

/** The reporter's view (the answer to POST /reports, GET /reader/reports). */
export const OwnReportSchema = Type.Object({
  id: Type.Number(),
  target: ReportTargetSchema,
  target_id: Type.Number(),
  reason: ReportReasonSchema,
  status: ReportStatusSchema,
  created_at: Type.String(),
  decided_at: Nullable(Type.String()),
});
