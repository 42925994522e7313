/**
 * The admin console's tables: admin sessions, the sign-in throttle, writers and consultants ("members") and their uploaded files.
 * Every timestamp is written by the application from its injected clock (never `now()` in SQL).
 * drizzle.config.ts reads every *Tables.ts file: `pnpm db:generate` writes the migrations.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from '../core/db/columns.ts';
import { admins } from '../core/db/accountTables.ts';
import { keyedAttemptsTable } from '../core/limits/keyedAttempts.ts';
import { sessionKey, sessionLife } from '../core/sessions/sessionColumns.ts';

/** Admin bearer sessions (only the token's SHA-256 is stored); never valid on reader routes. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    ...sessionKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    ...sessionLife(),
  },
  (t) => [
    index('admin_sessions_admin_idx').on(t.adminId),
    uniqueIndex('admin_sessions_id_key').on(t.id),
  ],
);

/**
 * Sign-in attempts per key ('email:<address>' or 'ip:<address>') in the current window. An
 * attempt is reserved here (atomically, under the limit) before the password is verified.
 */
export const adminSignInAttempts = keyedAttemptsTable('admin_sign_in_attempts');

/** Uploaded credentials and experience files; the bytes live in the file storage. */
export const adminFiles = pgTable('admin_files', {
  id: uuid('id').primaryKey(),
  /** 'disk' or 's3': where `storageKey` points. */
  storage: text('storage').notNull(),
  storageKey: text('storage_key').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  uploadedBy: uuid('uploaded_by'),
  createdAt: at('created_at').notNull(),
});

/** Writers and consultants (`role`), as the console lists them (SPEC section 3). */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    role: text('role').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    gender: text('gender').notNull(),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    followerCount: integer('follower_count').notNull().default(0),
    genre: text('genre').notNull(),
    status: text('status').notNull().default('Active'),
    about: text('about').notNull().default(''),
    /** argon2id; null for seeded sample members, who have never set one. */
    passwordHash: text('password_hash'),
    credentialsFileId: uuid('credentials_file_id').references(() => adminFiles.id),
    experienceFileId: uuid('experience_file_id').references(() => adminFiles.id),
    dateJoined: date('date_joined', { mode: 'string' }).notNull(),
    createdAt: at('created_at').notNull(),
    deletedAt: at('deleted_at'),
    deletedBy: uuid('deleted_by'),
    /** What the console's search matches: the text and number columns, lower-cased. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(id::text || chr(1) || name || chr(1) || username || chr(1) || email || chr(1) || genre || chr(1) || gender || chr(1) || status)`,
    ),
  },
  (t) => [
    uniqueIndex('members_role_email_key').on(t.role, t.email),
    uniqueIndex('members_role_username_key').on(t.role, t.username),
    index('members_list_name_idx')
      .on(t.role, t.name, t.id)
      .where(sql`deleted_at IS NULL`),
    index('members_list_genre_idx')
      .on(t.role, t.genre, t.name, t.id)
      .where(sql`deleted_at IS NULL`),
    index('members_list_status_idx')
      .on(t.role, t.status, t.gender, t.id)
      .where(sql`deleted_at IS NULL`),
    index('members_deleted_idx')
      .on(t.deletedAt)
      .where(sql`deleted_at IS NOT NULL`),
  ],
);

export type Member = typeof members.$inferSelect;
