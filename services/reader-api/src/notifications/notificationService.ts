/**
 * The readers' inboxes: what other features tell a reader (`notifyReader`, `notifyReaders`),
 * the inbox and its unread count, marking read. What a notification says is fixed per kind and
 * told in the reader's language by the site; only a new story's title and writer, and the
 * team's announcements, carry text, and never a reader's words.
 */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  INBOX_SIZE,
  type Inbox,
  type NotificationKind,
  type ReaderNotification,
} from '@thrive/reader-contract/community';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { notifications, type NotificationRow } from './notificationTables.ts';

/** What a feature may tell a reader. No field takes a reader's words. */
export type ReaderEvent =
  | { kind: 'question_answered' }
  | { kind: 'comment_published' | 'comment_declined'; link?: string }
  | { kind: 'comment_replied'; writer: string; link: string }
  | { kind: 'new_story'; writer: string; title: string; link: string };

/** Rows per INSERT: 7 parameters each, well under PostgreSQL's 65,535. */
export const NOTIFY_BATCH = 5_000;

/** Where "your question was answered" leads: the ask page lists the reader's questions. */
export const OWN_QUESTIONS_PATH = '/ask';

export const readerNotification = (row: NotificationRow): ReaderNotification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  link: row.link,
  created_at: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

function rowOf(event: ReaderEvent): Pick<NotificationRow, 'kind' | 'title' | 'body' | 'link'> {
  switch (event.kind) {
    case 'question_answered':
      return { kind: event.kind, title: null, body: null, link: OWN_QUESTIONS_PATH };
    case 'new_story':
      return { kind: event.kind, title: event.writer, body: event.title, link: event.link };
    case 'comment_replied':
      return { kind: event.kind, title: event.writer, body: null, link: event.link };
    default:
      return { kind: event.kind, title: null, body: null, link: event.link ?? null };
  }
}

/**
 * Told after a notification is written (Web Push queues its pushes here): the readers, the kind
 * and where it leads. A listener handles its own failures: the inbox row is written either way.
 */
export type NotifiedListener = (
  readerIds: readonly string[],
  notification: { kind: NotificationKind; link: string | null },
) => Promise<void>;

export class NotificationService {
  private readonly listeners: NotifiedListener[] = [];

  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** Adds a listener told of every notification written (after its rows are in). */
  onNotified(listener: NotifiedListener): void {
    this.listeners.push(listener);
  }

  /** Tells one reader what happened (their question answered, their comment decided). */
  async notifyReader(readerId: string, event: ReaderEvent): Promise<void> {
    await this.notifyReaders([readerId], event);
  }

  /**
   * Tells many readers the same (a followed writer's new story): one INSERT per
   * NOTIFY_BATCH readers (a statement takes at most 65,535 parameters).
   */
  async notifyReaders(readerIds: readonly string[], event: ReaderEvent): Promise<void> {
    const createdAt = this.deps.clock.now();
    const row = rowOf(event);
    const unique = [...new Set(readerIds)];
    for (let start = 0; start < unique.length; start += NOTIFY_BATCH) {
      await this.deps.db
        .insert(notifications)
        .values(
          unique
            .slice(start, start + NOTIFY_BATCH)
            .map((readerId) => ({ ...row, readerId, createdAt })),
        );
    }
    const told = { kind: row.kind as NotificationKind, link: row.link };
    for (const listener of this.listeners) await listener(unique, told).catch(() => undefined);
  }

  async unread(readerId: string): Promise<number> {
    const [row] = await this.deps.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.readerId, readerId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  async inbox(readerId: string): Promise<Inbox> {
    const [rows, unread] = await Promise.all([
      this.deps.db
        .select()
        .from(notifications)
        .where(eq(notifications.readerId, readerId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(INBOX_SIZE),
      this.unread(readerId),
    ]);
    return { notifications: rows.map(readerNotification), unread };
  }

  /** Marks these of the reader's notifications (or all) read; others' ids change nothing. */
  async markRead(readerId: string, which: { ids: number[] } | 'all'): Promise<Inbox> {
    await this.deps.db
      .update(notifications)
      .set({ readAt: this.deps.clock.now() })
      .where(
        and(
          eq(notifications.readerId, readerId),
          isNull(notifications.readAt),
          which === 'all' ? undefined : inArray(notifications.id, which.ids),
        ),
      );
    return this.inbox(readerId);
  }
}
