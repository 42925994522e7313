/**
 * The studio's tables (issue 43): writers' and consultants' own sessions, their sign-in
 * throttle, their invitations and what they agreed to. The people themselves are the console's
 * `members` (src/admin/adminTables.ts). Every timestamp is written by the application from its
 * injected clock (never `now()` in SQL). drizzle.config.ts reads every *Tables.ts file.
 */
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from '../core/db/columns.ts';
import { members } from '../admin/adminTables.ts';
import { keyedAttemptsTable } from '../core/limits/keyedAttempts.ts';
import { sessionKey, sessionLife } from '../core/sessions/sessionColumns.ts';

const memberRef = () =>
  integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/**
 * Contributor bearer sessions (only the token's SHA-256 is stored, as admin_sessions): a token
 * here is unknown to every reader and admin route, and theirs to the studio's.
 */
export const contributorSessions = pgTable(
  'contributor_sessions',
  { ...sessionKey(), memberId: memberRef(), ...sessionLife() },
  (t) => [
    index('contributor_sessions_member_idx').on(t.memberId),
    uniqueIndex('contributor_sessions_id_key').on(t.id),
  ],
);

/**
 * Studio sign-in attempts per key ('email:<address>' or 'ip:<address>') in the current window,
 * reserved atomically under the limit before the password is verified (as admin sign-ins).
 */
export const contributorSignInAttempts = keyedAttemptsTable('contributor_sign_in_attempts');

/**
 * An invitation to set one's own password (and second factor, and accept the writers' terms):
 * single use, expires; a resend supersedes the earlier one. Only the token's SHA-256 is stored.
 */
export const contributorInvitations = pgTable(
  'contributor_invitations',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: memberRef(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    /** A newer invitation replaced this one (a resend). */
    supersededAt: at('superseded_at'),
    /** The admin who sent it; null when the person asked by signing in with an admin-set password. */
    sentBy: uuid('sent_by'),
  },
  (t) => [
    uniqueIndex('contributor_invitations_token_key').on(t.tokenHash),
    index('contributor_invitations_member_idx').on(t.memberId, t.createdAt),
  ],
);

/**
 * What a contributor set up themselves: their own password (an admin-set one predates
 * invitations and is replaced on first sign-in) and the version of the writers' terms accepted.
 */
export const contributorAccess = pgTable('contributor_access', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  passwordSetAt: at('password_set_at'),
  termsVersion: text('terms_version'),
  termsAcceptedAt: at('terms_accepted_at'),
});
