/**
 * "Create Notification" (issue 42; API: services/reader-api/src/notifications): preview and
 * send a notification to readers' inboxes, and the list of those sent.
 */
import { adminApi } from '../api/adminApi';
import type { Page } from '../moderation/moderationApi';

export type Audience = 'everyone' | 'free' | 'premium' | 'reader';

export const AUDIENCE_LABEL: Record<Audience, string> = {
  everyone: 'Everyone',
  free: 'Free readers',
  premium: 'Premium readers',
  reader: 'One reader',
};

export interface Announcement {
  audience: Audience;
  /** When the audience is one reader. */
  reader_email?: string;
  title: string;
  body: string;
  link?: string;
}

export interface Preview {
  recipients: number;
  notification: { kind: 'announcement'; title: string; body: string; link: string | null };
}

export interface SentRow {
  id: number;
  audience: Audience;
  reader_email: string | null;
  title: string;
  body: string;
  link: string | null;
  recipients: number;
  sent_by: string;
  sent_at: string;
}

/** An announcement's pushes to readers' phones (web push, issue 46). */
export interface PushCounts {
  /** Queued for a phone whose reader chose news. */
  sent: number;
  /** The push service took it (2xx). */
  delivered: number;
  failed: number;
  pending: number;
}

export const notificationsApi = {
  pushCounts: (id: number) =>
    adminApi.get<PushCounts>(`/admin/push/announcements/${id}`, 'The pushes could not be counted.'),
  preview: (announcement: Announcement) =>
    adminApi.post<Preview>(
      '/admin/notifications/preview',
      announcement,
      'The preview could not be made.',
    ),
  send: (announcement: Announcement) =>
    adminApi.post<{ announcement: SentRow }>(
      '/admin/notifications',
      announcement,
      'The notification was not sent.',
    ),
  sent: (query: Record<string, string>) =>
    adminApi.get<Page<SentRow>>(
      '/admin/notifications',
      'The notifications could not be loaded.',
      query,
    ),
};
