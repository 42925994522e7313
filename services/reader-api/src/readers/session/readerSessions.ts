/**
 * Reader sessions: opaque 256-bit bearer tokens, stored hashed. Started at login (with the
 * device it came from), checked on every request against the absolute and idle timeouts
 * (src/core/sessions/sessionPolicy.ts) and the account's state, listed on the account page and ended
 * one by one, all at once (sign out everywhere, a new password, an administrator), or all but
 * the asking one (an e-mail change). A session is named to its reader by a random id, never
 * its token.
 */
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { ReaderSession } from '@thrive/reader-contract';
import type { Clock } from '../../core/clock.ts';
import type { Db } from '../../core/db/database.ts';
import { readers, type Reader } from '../../core/db/accountTables.ts';
import { sessions } from '../readerTables.ts';
import { hashSessionToken } from '../../core/security/secrets.ts';
import { deviceName } from '../../core/sessions/deviceName.ts';
import { liveSession, newSessionRow, unendedSession } from '../../core/sessions/sessionColumns.ts';
import {
  activityIsStale,
  idleCutoff,
  READER_SESSION_IDLE_MS,
} from '../../core/sessions/sessionPolicy.ts';
import { recordReaderAuthEvent } from '../shared/authEvents.ts';
import { isUsable, publicUser, type Executor, type PublicUser } from '../shared/readerDeps.ts';

/** A session as its reader (or an admin, their own) sees it. */
export type SessionView = ReaderSession;

import type { SignedInReader } from '../../core/guards/readerGuard.ts';

export type { SignedInReader };

export interface ReaderSessionsDeps {
  db: Db;
  clock: Clock;
  /** TOKEN_TTL_HOURS: the absolute timeout. */
  config: { tokenTtlHours: number };
}

export class ReaderSessions {
  constructor(private readonly deps: ReaderSessionsDeps) {}

  /** Inserts a new session (inside the caller's transaction when it has one). */
  async start(
    db: Executor,
    readerId: string,
    token: string,
    now: Date,
    userAgent?: string | string[],
  ): Promise<void> {
    const expiresAt = new Date(now.getTime() + this.deps.config.tokenTtlHours * 3_600_000);
    await db
      .insert(sessions)
      .values({ ...newSessionRow(token, now, expiresAt, userAgent), readerId });
  }

  /**
   * The reader behind a live token: not revoked, within the absolute and the idle timeout, on
   * an account that may hold sessions. Counts as activity (written at most once a minute).
   */
  async signedIn(token: string, now = this.deps.clock.now()): Promise<SignedInReader | undefined> {
    const tokenHash = hashSessionToken(token);
    const [row] = await this.deps.db
      .select({ reader: readers, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(readers, eq(readers.id, sessions.readerId))
      .where(liveSession(sessions, tokenHash, now, READER_SESSION_IDLE_MS));
    // A deleted or Inactive account's sessions count for nothing, whenever they were made.
    if (!row || !isUsable(row.reader)) return undefined;
    if (activityIsStale(row.lastSeenAt, now)) {
      await this.deps.db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(eq(sessions.tokenHash, tokenHash));
    }
    return { reader: row.reader, sessionId: row.sessionId, tokenHash };
  }

  /** The reader behind a live token, as the API shows it (GET /reader/me). */
  async readerForToken(token: string): Promise<PublicUser | undefined> {
    const now = this.deps.clock.now();
    const signedIn = await this.signedIn(token, now);
    return signedIn ? publicUser(signedIn.reader, now) : undefined;
  }

  /** The account row behind a live token of a usable account. */
  async readerFor(token: string, now: Date): Promise<Reader | undefined> {
    return (await this.signedIn(token, now))?.reader;
  }

  /** The reader's live sessions, most recently active first; the asking one marked current. */
  async list(signedIn: SignedInReader): Promise<SessionView[]> {
    const now = this.deps.clock.now();
    const rows = await this.deps.db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.readerId, signedIn.reader.id),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, idleCutoff(now, READER_SESSION_IDLE_MS)),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    return rows.map((row) => ({
      id: row.id,
      device: deviceName(row.userAgent),
      signedInAt: row.createdAt.toISOString(),
      lastActiveAt: row.lastSeenAt.toISOString(),
      current: row.id === signedIn.sessionId,
    }));
  }

  /**
   * Ends one of the reader's sessions by its id (in the audit log); false when it is not a live
   * one of theirs.
   */
  async end(signedIn: SignedInReader, sessionId: string, ip: string): Promise<boolean> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.readerId, signedIn.reader.id),
            eq(sessions.id, sessionId),
            isNull(sessions.revokedAt),
          ),
        )
        .returning({ id: sessions.id });
      if (ended.length === 0) return false;
      await recordReaderAuthEvent(tx, now, {
        action: sessionId === signedIn.sessionId ? 'sign-out' : 'session-end',
        reader: signedIn.reader,
        ip,
        detail: { session: sessionId },
      });
      return true;
    });
  }

  /**
   * Revokes the token; idempotent (an unknown or already revoked token is fine). The session's
   * end is in the audit log, with the client's address.
   */
  async logout(token: string, ip: string): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(unendedSession(sessions, token))
        .returning({ readerId: sessions.readerId });
      if (!ended[0]) return;
      const [reader] = await tx
        .select({ number: readers.number, email: readers.email })
        .from(readers)
        .where(eq(readers.id, ended[0].readerId));
      await recordReaderAuthEvent(tx, now, { action: 'sign-out', reader, ip });
    });
  }

  /**
   * Ends the session this browser held before it signed in again (issue 40, L10): the client
   * sends its old token with the new sign-in, and it stops working instead of living on unseen.
   * Only that one session: the reader's other devices stay signed in. Audited as a sign-out.
   */
  async replace(db: Executor, token: string, now: Date, ip: string): Promise<void> {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(unendedSession(sessions, token))
      .returning({ readerId: sessions.readerId });
    if (!ended[0]) return;
    const [reader] = await db
      .select({ number: readers.number, email: readers.email })
      .from(readers)
      .where(eq(readers.id, ended[0].readerId));
    await recordReaderAuthEvent(db, now, {
      action: 'sign-out',
      reader,
      ip,
      detail: { reason: 'signed-in-again' },
    });
  }

  /** "Sign out everywhere": every session of the reader, the asking one too (audited). */
  async endEverywhere(signedIn: SignedInReader, ip: string): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const ended = await this.revokeAll(tx, signedIn.reader.id, now);
      await recordReaderAuthEvent(tx, now, {
        action: 'sign-out-everywhere',
        reader: signedIn.reader,
        ip,
        detail: { sessions: String(ended) },
      });
    });
  }

  /**
   * Ends every session of the reader (sign out everywhere, a new password, an administrator);
   * answers how many were live.
   */
  async revokeAll(db: Executor, readerId: string, now: Date): Promise<number> {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.readerId, readerId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return ended.length;
  }

  /**
   * "Sign out other devices" from the account page (after a recent proof): every session but
   * the asking one, in the audit log. Answers how many ended.
   */
  async endOthersAsked(signedIn: SignedInReader, ip: string): Promise<number> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const ended = await this.endOthers(tx, signedIn, now);
      await recordReaderAuthEvent(tx, now, {
        action: 'sign-out-other-sessions',
        reader: signedIn.reader,
        ip,
        detail: { sessions: String(ended) },
      });
      return ended;
    });
  }

  /** Ends every session of the reader but the one asking (after an e-mail change); how many. */
  async endOthers(db: Executor, signedIn: SignedInReader, now: Date): Promise<number> {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.readerId, signedIn.reader.id),
          ne(sessions.tokenHash, signedIn.tokenHash),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ id: sessions.id });
    return ended.length;
  }
}
