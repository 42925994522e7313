/**
 * "Create Notification" in the console: an administrator writes a notification to everyone,
 * to free or to premium readers, or to one reader; previews it (how it will look, and how many
 * readers it reaches); sends it. Sending writes every recipient's inbox row in one INSERT …
 * SELECT with the announcement and its audit entry, in one transaction. Text with crisis
 * language or personal details is refused: a notification is seen on a lock screen and in
 * passing, and never carries crisis content or anyone's details.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  AnnouncementRequest,
  NotificationAudience,
  SentAnnouncement,
} from '@thrive/reader-contract/community';
import { findPersonalDetails, hasCrisisLanguage } from '@thrive/reader-contract/content';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { readers } from '../core/db/accountTables.ts';
import { writeAudit, type Actor } from '../core/audit/auditLog.ts';
import { HttpError } from '../core/errors/httpError.ts';
import type { ContentListQuery } from '../content/index.ts';
import { announcements, notifications, type AnnouncementRow } from './notificationTables.ts';
import { NO_CRISIS_CONTENT, NO_PERSONAL_DETAILS, NO_SUCH_READER } from './notificationWords.ts';
import type { Static } from '@sinclair/typebox';
import type { AnnouncementPreviewSchema } from '@thrive/reader-contract/schemas';

export const ANNOUNCEMENT_SORT_COLUMNS = ['sent', 'recipients', 'audience'] as const;

export type Preview = Static<typeof AnnouncementPreviewSchema>;

const sent = (row: AnnouncementRow): SentAnnouncement => ({
  id: row.id,
  audience: row.audience as NotificationAudience,
  reader_email: row.readerEmail,
  title: row.title,
  body: row.body,
  link: row.link,
  recipients: row.recipients,
  sent_by: row.sentByEmail,
  sent_at: row.sentAt.toISOString(),
});

/** Told once an announcement is sent (Web Push queues its pushes); handles its own failures. */
export type AnnouncedListener = (announcement: SentAnnouncement) => Promise<void>;

export class Announcements {
  private readonly listeners: AnnouncedListener[] = [];

  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** Adds a listener told of every announcement sent, after its inbox rows are committed. */
  onSent(listener: AnnouncedListener): void {
    this.listeners.push(listener);
  }

  /** Readers who can receive: verified accounts not deleted, of the audience. */
  private async audience(request: AnnouncementRequest): Promise<SQL> {
    const base = and(isNull(readers.deletedAt), isNotNull(readers.emailVerifiedAt))!;
    if (request.audience === 'everyone') return base;
    if (request.audience !== 'reader')
      return and(base, eq(readers.premium, request.audience === 'premium'))!;
    const email = (request.reader_email ?? '').trim().toLowerCase();
    const [reader] = await this.deps.db
      .select({ id: readers.id })
      .from(readers)
      .where(and(base, eq(readers.email, email)));
    if (!reader) throw new HttpError(400, NO_SUCH_READER);
    return and(base, eq(readers.id, reader.id))!;
  }

  private screen(request: AnnouncementRequest): void {
    const text = `${request.title}\n${request.body}`;
    if (hasCrisisLanguage(text)) throw new HttpError(400, NO_CRISIS_CONTENT);
    if (findPersonalDetails(text).length > 0) throw new HttpError(400, NO_PERSONAL_DETAILS);
  }

  async preview(request: AnnouncementRequest): Promise<Preview> {
    this.screen(request);
    const where = await this.audience(request);
    const [row] = await this.deps.db.select({ n: count() }).from(readers).where(where);
    return {
      recipients: row?.n ?? 0,
      notification: {
        kind: 'announcement',
        title: request.title,
        body: request.body,
        link: request.link ?? null,
      },
    };
  }

  async send(actor: Actor, request: AnnouncementRequest): Promise<SentAnnouncement> {
    this.screen(request);
    const where = await this.audience(request);
    const now = this.deps.clock.now();
    const row = await this.deps.db.transaction(async (tx) => {
      const [made] = await tx
        .insert(announcements)
        .values({
          audience: request.audience,
          readerEmail:
            request.audience === 'reader' ? request.reader_email!.trim().toLowerCase() : null,
          title: request.title,
          body: request.body,
          link: request.link ?? null,
          recipients: 0,
          sentBy: actor.id,
          sentByEmail: actor.email,
          sentAt: now,
        })
        .returning();
      await tx.execute(sql`
        INSERT INTO notifications (reader_id, kind, title, body, link, announcement_id, created_at)
        SELECT ${readers.id}, 'announcement', ${request.title}, ${request.body},
          ${request.link ?? null}, ${made!.id}, ${now.toISOString()}::timestamptz
        FROM ${readers} WHERE ${where}`);
      const [reached] = await tx
        .select({ n: count() })
        .from(notifications)
        .where(eq(notifications.announcementId, made!.id));
      const [final] = await tx
        .update(announcements)
        .set({ recipients: reached?.n ?? 0 })
        .where(eq(announcements.id, made!.id))
        .returning();
      await writeAudit(tx, now, {
        actor,
        action: 'notification.send',
        entityType: 'announcement',
        entityId: made!.id,
        after: {
          audience: request.audience,
          title: request.title,
          body: request.body,
          link: request.link ?? null,
          recipients: final!.recipients,
        },
      });
      return final!;
    });
    const announcement = sent(row);
    for (const listener of this.listeners) await listener(announcement).catch(() => undefined);
    return announcement;
  }

  /** The sent announcements, as the console's server-side list asks for them. */
  async list(query: ContentListQuery) {
    const columns = {
      sent: announcements.sentAt,
      recipients: announcements.recipients,
      audience: announcements.audience,
    } as const;
    const order =
      query.sort.length > 0
        ? query.sort.map((key) => {
            const column = columns[key.column as keyof typeof columns] ?? announcements.sentAt;
            return key.direction === 'asc' ? asc(column) : desc(column);
          })
        : [desc(announcements.sentAt)];
    const [total] = await this.deps.db.select({ n: count() }).from(announcements);
    const rows = await this.deps.db
      .select()
      .from(announcements)
      .orderBy(...order, desc(announcements.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const n = total?.n ?? 0;
    return {
      rows: rows.map(sent),
      total: n,
      page: query.page,
      pageCount: Math.max(1, Math.ceil(n / query.pageSize)),
    };
  }
}
