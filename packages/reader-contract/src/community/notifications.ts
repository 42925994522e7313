/**
 * The readers' notifications inbox (issue 42): what happened to them (their question answered,
 * their comment published or declined, a writer they follow published a story) and what the
 * team sends from the console ("Create Notification"). A notification never carries a reader's
 * words or crisis content: the kinds below are told in the reader's language from fixed words,
 * and an announcement with crisis language or personal details is refused.
 */
import type { Static } from '@sinclair/typebox';
import type * as schemas from '../schemas';

export const NOTIFICATION_KINDS = [
  'question_answered',
  'comment_published',
  'comment_declined',
  /** A writer replied to the reader's comment (issue 43): `title` is the writer's name. */
  'comment_replied',
  'new_story',
  'announcement',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One notification in the inbox (GET /reader/notifications). */
export type ReaderNotification = Static<typeof schemas.ReaderNotificationSchema>;

/** The newest notifications shown in the inbox. */
export const INBOX_SIZE = 50;

export type Inbox = Static<typeof schemas.InboxSchema>;

/** POST /reader/notifications/read: these (or, with `all`, every one) marked read. */
export interface MarkReadRequest {
  ids?: number[];
  all?: boolean;
}

/** Who an announcement goes to ("everyone", "free or premium readers, or one reader"). */
export const NOTIFICATION_AUDIENCES = ['everyone', 'free', 'premium', 'reader'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];
export const ANNOUNCEMENT_TITLE_MAX = 80;
export const ANNOUNCEMENT_BODY_MAX = 500;

/** POST /admin/notifications/preview and POST /admin/notifications (send). */
export interface AnnouncementRequest {
  audience: NotificationAudience;
  /** The reader's e-mail address when `audience` is 'reader'. */
  reader_email?: string;
  title: string;
  body: string;
  /** A path on the site the notification opens, e.g. /stories. */
  link?: string;
}

/** A sent announcement, as the console lists it. */
export type SentAnnouncement = Static<typeof schemas.SentAnnouncementSchema>;

export const NOTIFICATION_PATHS = {
  inbox: '/reader/notifications',
  unread: '/reader/notifications/unread',
  read: '/reader/notifications/read',
} as const;
