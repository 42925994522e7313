/**
 * The accounts every feature points at: readers and administrators.
 * Every timestamp is written by the application from its injected clock (never `now()` in SQL).
 * drizzle.config.ts reads every *Tables.ts file: `pnpm db:generate` writes the migrations.
 */
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

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
    /** The year of birth given at sign-up (issue 45; never the date); null before the age step. */
    birthYear: integer('birth_year'),
    /**
     * Bumped by every password reset or change (issue 40, L5): device cookies are signed with
     * it, so a new password ends the trust every browser had before.
     */
    credentialGeneration: integer('credential_generation').notNull().default(0),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(number::text || chr(1) || first_name || ' ' || last_name || chr(1) || coalesce(username, '') || chr(1) || email || chr(1) || coalesce(gender, '') || chr(1) || status)`,
    ),
  },
  (t) => [
    uniqueIndex('readers_email_key').on(t.email),
    uniqueIndex('readers_number_key').on(t.number),
  ],
);

/** Administrators: separate from readers; e-mail stored trimmed and lower-cased. */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('admins_email_key').on(t.email)],
);

export type Reader = typeof readers.$inferSelect;

export type Admin = typeof admins.$inferSelect;
