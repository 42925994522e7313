/**
 * The columns every bearer-session table shares (readers' `sessions`, `admin_sessions`,
 * `contributor_sessions`): only the SHA-256 of the opaque token is stored, a token of one
 * audience is unknown to the others' routes. Each table adds its owner between `sessionKey()`
 * and `sessionLife()` (drizzle.config.ts reads the tables from each feature's *Tables.ts); the
 * conditions and the new row below serve each audience's session store.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';
import { hashSessionToken } from '../security/secrets.ts';
import { idleCutoff, storedUserAgent } from './sessionPolicy.ts';

/** The token's hash (the key) and the id the session is named by (never the token). */
export const sessionKey = () => ({
  tokenHash: text('token_hash').primaryKey(),
  /** How the owner names this session on their account page or in the console. */
  id: uuid('id').notNull().defaultRandom(),
});

/** When it started, its timeouts, its device, its end and its last proof it is the owner. */
export const sessionLife = () => ({
  createdAt: at('created_at').notNull(),
  /** The absolute timeout; the idle one is counted from lastSeenAt (core/sessions/sessionPolicy.ts). */
  expiresAt: at('expires_at').notNull(),
  lastSeenAt: at('last_seen_at').notNull(),
  /** The User-Agent it signed in with (cut to 512 characters), shown as a device in plain words. */
  userAgent: text('user_agent'),
  revokedAt: at('revoked_at'),
  /**
   * The last time the owner proved it is them on this session (the sign-in, or a password or
   * second factor asked again): factor changes and ending other sessions need it recent
   * (src/secondFactor/stepUp.ts).
   */
  reauthenticatedAt: at('reauthenticated_at'),
});

/** The columns the conditions below read. */
interface SessionColumns {
  tokenHash: AnyPgColumn;
  revokedAt: AnyPgColumn;
  expiresAt: AnyPgColumn;
  lastSeenAt: AnyPgColumn;
}

/** The session of this token hash, if it still counts at `now` (not ended, within both timeouts). */
export const liveSession = (table: SessionColumns, tokenHash: string, now: Date, idleMs: number) =>
  and(
    eq(table.tokenHash, tokenHash),
    isNull(table.revokedAt),
    gt(table.expiresAt, now),
    gt(table.lastSeenAt, idleCutoff(now, idleMs)),
  );

/** The session of this token, if it has not ended (what signing out ends). */
export const unendedSession = (table: SessionColumns, token: string) =>
  and(eq(table.tokenHash, hashSessionToken(token)), isNull(table.revokedAt));

/** A new session's row, less its owner: signing in is a proof of its own (stepUp.ts). */
export const newSessionRow = (
  token: string,
  now: Date,
  expiresAt: Date,
  userAgent: string | string[] | undefined,
) => ({
  tokenHash: hashSessionToken(token),
  createdAt: now,
  lastSeenAt: now,
  expiresAt,
  userAgent: storedUserAgent(userAgent),
  reauthenticatedAt: now,
});
