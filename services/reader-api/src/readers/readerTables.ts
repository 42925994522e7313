/**
 * The reader accounts' own tables: verification codes, sessions, e-mail changes, registration attempts, mail cooldowns.
 * Every timestamp is written by the application from its injected clock (never `now()` in SQL).
 * drizzle.config.ts reads every *Tables.ts file: `pnpm db:generate` writes the migrations.
 */
import { bigserial, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from '../core/db/columns.ts';
import { readers } from '../core/db/accountTables.ts';
import { sessionKey, sessionLife } from '../core/sessions/sessionColumns.ts';

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
    ...sessionKey(),
    readerId: uuid('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    ...sessionLife(),
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
    /** The year of birth this attempt gave (it becomes the account's with the attempt). */
    birthYear: integer('birth_year'),
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

export type RegistrationAttempt = typeof registrationAttempts.$inferSelect;
