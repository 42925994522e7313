/**
 * The reader API's tables. One schema for both drivers (PGlite and node-postgres); the SQL
 * migrations in `../../drizzle/` are generated from this file with `pnpm db:generate`.
 * Every timestamp is written by the application from its injected clock (never `now()` in SQL),
 * so expiry rules are testable with fake time.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { adminSchema } from '../admin/adminSchema.ts';
import { at } from './columns.ts';
import { telemetrySchema } from '../telemetry/telemetrySchema.ts';
import { secondFactorSchema } from '../secondFactor/secondFactorSchema.ts';
import { idempotencySchema } from '../idempotency/idempotencySchema.ts';
import { contentSchema } from '../content/contentSchema.ts';
import { likeSchema } from '../likes/likeTables.ts';
import { commentSchema } from '../comments/commentTables.ts';

/** A reader account. `email_verified_at IS NULL` means a pending (unverified) registration. */
export const readers = pgTable(
  'readers',
  {
    id: uuid('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Always stored trimmed and lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    premium: boolean('premium').notNull().default(false),
    emailVerifiedAt: at('email_verified_at'),
    createdAt: at('created_at').notNull(),
    // Admin console (src/admin): what the Users list shows and edits.
    /** The reader's number in the console (S/N, profile URL). */
    number: integer('number').notNull().generatedByDefaultAsIdentity(),
    username: text('username'),
    gender: text('gender'),
    state: text('state'),
    country: text('country'),
    phoneNumber: text('phone_number'),
    followerCount: integer('follower_count').notNull().default(0),
    status: text('status').notNull().default('Active'),
    /** Soft delete by an administrator: restorable for 14 days, then purged. */
    deletedAt: at('deleted_at'),
    deletedBy: uuid('deleted_by'),
    /** The reader's language (issue 26): their e-mails are written in it. An offered code. */
    locale: text('locale').notNull().default('en'),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(number::text || chr(1) || first_name || ' ' || last_name || chr(1) || coalesce(username, '') || chr(1) || email || chr(1) || coalesce(gender, '') || chr(1) || status)`,
    ),
  },
  (t) => [
    uniqueIndex('readers_email_key').on(t.email),
    uniqueIndex('readers_number_key').on(t.number),
  ],
);

/** E-mail verification codes; only the newest one per reader counts. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    readerId: uuid('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    /** HMAC-SHA-256 of the 6 digits (hex). */
    codeHash: text('code_hash').notNull(),
    /** `verify` (sign-up) or `reset` (forgotten password); each purpose has its own newest code. */
    purpose: text('purpose').notNull().default('verify'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('verification_codes_reader_idx').on(t.readerId, t.createdAt)],
);

/** Bearer sessions: only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** How the reader names this session on their account page (never the token). */
    id: uuid('id').notNull().defaultRandom(),
    readerId: uuid('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    /** The absolute timeout; the idle one is counted from lastSeenAt (src/sessions/sessionPolicy.ts). */
    expiresAt: at('expires_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    /** The User-Agent it signed in with (cut to 512 characters), shown as a device in plain words. */
    userAgent: text('user_agent'),
    revokedAt: at('revoked_at'),
    /**
     * The last time the reader proved it is them on this session (the sign-in, or a password or
     * second factor asked again): factor changes and ending other sessions need it recent.
     */
    reauthenticatedAt: at('reauthenticated_at'),
  },
  (t) => [index('sessions_reader_idx').on(t.readerId), uniqueIndex('sessions_id_key').on(t.id)],
);

/**
 * A signed-in reader's pending change of e-mail address (one per reader; a new request replaces
 * it). The new address is proven by the 6-digit code e-mailed to it (src/emailChange/).
 */
export const emailChanges = pgTable('email_changes', {
  readerId: uuid('reader_id')
    .primaryKey()
    .references(() => readers.id, { onDelete: 'cascade' }),
  /** Trimmed and lower-cased, like readers.email. */
  newEmail: text('new_email').notNull(),
  /** HMAC-SHA-256 of the code, bound to the reader and the new address; null when none was sent. */
  codeHash: text('code_hash'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * Each sign-up attempt for a still-unverified address, with its own name and password hash.
 * Confirming needs the code from the mailbox AND one attempt's password; only that attempt
 * becomes the account (so an attacker who registered the address first cannot pre-hijack it).
 */
export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    id: uuid('id').primaryKey(),
    readerId: uuid('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: at('created_at').notNull(),
    /**
     * When a code e-mail went out because of this attempt (its sign-up, or a login with its
     * password). Such an attempt is never dropped to make room for newer ones: whoever reads
     * the mailbox may be about to confirm it.
     */
    codeMailedAt: at('code_mailed_at'),
  },
  (t) => [index('registration_attempts_reader_idx').on(t.readerId, t.createdAt)],
);

/**
 * Sign-in attempt counters, per address (`scope = 'email'`) and per client IP (`'ip'`). Each
 * attempt is reserved here atomically (one upsert, row-locked) BEFORE the password is
 * verified, so parallel requests on any number of instances cannot exceed the limit.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    windowStart: at('window_start').notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subject] })],
);

/**
 * When we last e-mailed an address because someone asked (register or resend). Kept for every
 * address, known or not, so the 60 s cooldown cannot reveal whether an account exists.
 */
export const mailCooldowns = pgTable('mail_cooldowns', {
  email: text('email').primaryKey(),
  lastSentAt: at('last_sent_at').notNull(),
  /** Start of the current 24 h window and the code e-mails sent in it (the daily cap). */
  windowStart: at('window_start'),
  sentInWindow: integer('sent_in_window').notNull().default(0),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject'),
  message: text('message').notNull(),
  createdAt: at('created_at').notNull(),
});

export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: uuid('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
    /** Set when the owner confirms: confirmation + 7 days (SPEC section 9). */
    dueBy: at('due_by'),
    completedAt: at('completed_at'),
    /** SHA-256 of the token in the confirmation link e-mailed to the address. */
    confirmTokenHash: text('confirm_token_hash'),
    /** An unconfirmed request lapses at this instant. */
    confirmExpiresAt: at('confirm_expires_at'),
    confirmedAt: at('confirmed_at'),
    /** SHA-256 of the token in the cancel link sent once the request is confirmed. */
    cancelTokenHash: text('cancel_token_hash'),
    cancelledAt: at('cancelled_at'),
    /** The language of the request's page (issue 26): its e-mails are written in it. */
    locale: text('locale').notNull().default('en'),
  },
  (t) => [
    index('account_deletion_requests_due_idx')
      .on(t.dueBy)
      .where(sql`completed_at IS NULL`),
    uniqueIndex('account_deletion_requests_confirm_token_key').on(t.confirmTokenHash),
    uniqueIndex('account_deletion_requests_cancel_token_key').on(t.cancelTokenHash),
  ],
);

/**
 * Double opt-in e-mail lists: `newsletter` and `app-updates` (the "tell me when the app is
 * out" notice). A row counts as subscribed only once confirmed and not unsubscribed.
 */
export const emailSubscriptions = pgTable(
  'email_subscriptions',
  {
    id: uuid('id').primaryKey(),
    list: text('list').notNull(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    createdAt: at('created_at').notNull(),
    /** SHA-256 of the token in the newest confirmation link. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: at('confirm_expires_at'),
    confirmedAt: at('confirmed_at'),
    unsubscribedAt: at('unsubscribed_at'),
    /** The language of the subscribing page (issue 26): the list's e-mails are written in it. */
    locale: text('locale').notNull().default('en'),
  },
  (t) => [
    uniqueIndex('email_subscriptions_list_email_key').on(t.list, t.email),
    uniqueIndex('email_subscriptions_confirm_token_key').on(t.confirmTokenHash),
  ],
);

/**
 * Sliding one-hour quotas for e-mails the public forms trigger, per recipient address and per
 * client IP (`key` = `to:<address>` or `ip:<address>`): the instants of the recent sends.
 * Reserved with one row-locked upsert, so parallel requests on any instance cannot exceed them.
 */
export const formMailQuotas = pgTable('form_mail_quotas', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).array().notNull(),
});

/** Named leases for scheduled jobs (one instance runs a job at a time). */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  owner: text('owner').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * The mail outbox: every e-mail is inserted here in the same transaction as the change that
 * causes it, then delivered by the outbox worker (src/mail/outbox.ts) with retries. A worker
 * claims a row by setting a lease (owner + expiry), so several instances never send one row
 * twice, and a crashed instance's rows come back once its lease runs out. The content (which
 * may hold a verification code) is erased once the message is delivered.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The Message-ID header, fixed at enqueue time so a redelivery can be recognised. */
    messageId: text('message_id').notNull(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers, e.g. List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: at('created_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: at('lease_expires_at'),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    /**
     * Given up (dead letter): the server refused it permanently (5xx) or it failed MAIL_MAX_ATTEMPTS
     * times. Never retried; `last_error` says why.
     */
    deadAt: at('dead_at'),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at IS NULL`),
  ],
);

/** Server-generated secrets (e.g. the OTP HMAC key when OTP_SECRET is not configured). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull(),
});

export * from '../admin/adminSchema.ts';
export * from '../telemetry/telemetrySchema.ts';
export * from '../secondFactor/secondFactorSchema.ts';
export * from '../idempotency/idempotencySchema.ts';
export * from '../content/contentSchema.ts';
export * from '../likes/likeTables.ts';
export * from '../comments/commentTables.ts';

export const schema = {
  ...adminSchema,
  ...telemetrySchema,
  ...secondFactorSchema,
  ...idempotencySchema,
  ...contentSchema,
  ...likeSchema,
  ...commentSchema,
  readers,
  verificationCodes,
  sessions,
  emailChanges,
  registrationAttempts,
  loginThrottle,
  mailCooldowns,
  contactMessages,
  accountDeletionRequests,
  serverSecrets,
  mailOutbox,
  emailSubscriptions,
  formMailQuotas,
  jobLeases,
};

export type Reader = typeof readers.$inferSelect;
export type RegistrationAttempt = typeof registrationAttempts.$inferSelect;
