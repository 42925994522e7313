/**
 * Web Push (issue 46): each phone's subscription (its push service endpoint and keys, the
 * kinds its reader wants, and whether to leave images out) and the deliveries queued for it.
 * Every timestamp is written by the application from its injected clock (never `now()` in SQL).
 * drizzle.config.ts reads every *Tables.ts file: `pnpm db:generate` writes the migrations.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from '../core/db/columns.ts';
import { readers } from '../core/db/accountTables.ts';
import { announcements } from '../notifications/notificationTables.ts';

/** One phone of one reader. The endpoint is unguessable: it also lets its worker turn a kind off. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    readerId: uuid('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), for RFC 8291 encryption. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** PushKinds the reader wants on this phone (at least one: none deletes the row). */
    kinds: text('kinds').array().notNull(),
    /** The reader's data saver was on when they chose: pushes carry no image. */
    dataSaver: boolean('data_saver').notNull().default(false),
    /** The language the pushes are written in. */
    locale: text('locale').notNull().default('en'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_reader_idx').on(t.readerId),
  ],
);

/**
 * The queue of pushes (like the mail outbox): a row per subscription and event, delivered by
 * the push worker with retries; its outcome stays for the console's counts. It holds no text:
 * the payload is built from the kind's fixed words at delivery.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Null once the subscription is gone (the outcome stays counted). */
    subscriptionId: uuid('subscription_id').references(() => pushSubscriptions.id, {
      onDelete: 'set null',
    }),
    kind: text('kind').notNull(),
    /** The page to open (a path of the site, without the language prefix). */
    link: text('link').notNull(),
    announcementId: integer('announcement_id').references(() => announcements.id, {
      onDelete: 'cascade',
    }),
    createdAt: at('created_at').notNull(),
    nextAttemptAt: at('next_attempt_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: at('lease_expires_at'),
    /** 'delivered' (2xx from the push service), 'failed', 'gone' (404/410: the
     * subscription was deleted) or 'cancelled' (unsubscribed before it went: not sent). */
    outcome: text('outcome'),
    /** The push service's last HTTP status (0: no answer). */
    lastStatus: integer('last_status'),
    doneAt: at('done_at'),
  },
  (t) => [
    index('push_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`outcome IS NULL`),
    index('push_deliveries_announcement_idx').on(t.announcementId),
    // A subscription deleted (410, unsubscribed, the reader's account) sets its rows' id null.
    index('push_deliveries_subscription_idx').on(t.subscriptionId),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type PushDeliveryRow = typeof pushDeliveries.$inferSelect;
