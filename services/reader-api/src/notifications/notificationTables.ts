/**
 * Notifications (issue 42): one row per reader and notification (the inbox, newest first; read
 * or not), and the announcements the team sent from the console (each with its audience and
 * how many readers it reached). An announcement's rows are written in one INSERT … SELECT.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../core/db/columns.ts';
import { admins, readers } from '../core/db/accountTables.ts';

export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** A NotificationAudience: 'everyone', 'free', 'premium' or 'reader'. */
    audience: text('audience').notNull(),
    /** The one reader's address when `audience` is 'reader' (erased with the reader). */
    readerEmail: text('reader_email'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    recipients: integer('recipients').notNull(),
    sentBy: uuid('sent_by').references(() => admins.id, { onDelete: 'set null' }),
    sentByEmail: text('sent_by_email').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [index('announcements_sent_idx').on(t.sentAt.desc(), t.id.desc())],
);

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    readerId: uuid('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    /** A NotificationKind. */
    kind: text('kind').notNull(),
    title: text('title'),
    body: text('body'),
    link: text('link'),
    announcementId: integer('announcement_id').references(() => announcements.id, {
      onDelete: 'cascade',
    }),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [
    index('notifications_reader_idx').on(t.readerId, t.createdAt.desc(), t.id.desc()),
    // The bell's count reads this index only.
    index('notifications_unread_idx')
      .on(t.readerId)
      .where(sql`read_at IS NULL`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;
