/**
 * A reader's sessions: started at login (with the device it came from), checked on every
 * request against the absolute and idle timeouts, listed on the account page and ended one by
 * one, all at once, or all but the current one (after an e-mail change). Opaque 256-bit tokens;
 * only their SHA-256 is stored, and a session is named to the reader by its own random id.
 */
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { readers, sessions, type Reader } from '../db/schema.ts';
import { hashSessionToken } from '../security/secrets.ts';
import { deviceName } from './deviceName.ts';
import {
  activityIsStale,
  idleCutoff,
  READER_SESSION_IDLE_MS,
  storedUserAgent,
} from './sessionPolicy.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** An account that may hold sessions and get reset codes: not deleted, not Inactive. */
export const canHoldSessions = (reader: Pick<Reader, 'deletedAt' | 'status'>) =>
  reader.deletedAt === null && reader.status === 'Active';

/** A session as its reader sees it on the account page. */
export interface SessionView {
  id: string;
  /** In plain words, e.g. "Chrome on Android". */
  device: string;
  signedInAt: string;
  lastActiveAt: string;
  /** The session of the request that asked. */
  current: boolean;
}

export interface SignedInReader {
  reader: Reader;
  sessionId: string;
  tokenHash: string;
}

export interface ReaderSessionsDeps {
  db: Db;
  clock: Clock;
  /** TOKEN_TTL_HOURS: the absolute timeout. */
  absoluteHours: number;
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
    await db.insert(sessions).values({
      tokenHash: hashSessionToken(token),
      readerId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.deps.absoluteHours * 3_600_000),
      userAgent: storedUserAgent(userAgent),
    });
  }

  /**
   * The reader behind a live token: not revoked, within the absolute and the idle timeout, on
   * an account that may hold sessions. Counts as activity (written at most once a minute).
   */
  async signedIn(token: string): Promise<SignedInReader | undefined> {
    const now = this.deps.clock.now();
    const tokenHash = hashSessionToken(token);
    const [row] = await this.deps.db
      .select({ reader: readers, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(readers, eq(readers.id, sessions.readerId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, idleCutoff(now, READER_SESSION_IDLE_MS)),
        ),
      );
    // A deleted or Inactive account's sessions count for nothing, whenever they were made.
    if (!row || !canHoldSessions(row.reader)) return undefined;
    if (activityIsStale(row.lastSeenAt, now)) {
      await this.deps.db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(eq(sessions.tokenHash, tokenHash));
    }
    return { reader: row.reader, sessionId: row.sessionId, tokenHash };
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

  /** Ends one of the reader's sessions by its id; false when it is not a live one of theirs. */
  async end(signedIn: SignedInReader, sessionId: string): Promise<boolean> {
    const ended = await this.deps.db
      .update(sessions)
      .set({ revokedAt: this.deps.clock.now() })
      .where(
        and(
          eq(sessions.readerId, signedIn.reader.id),
          eq(sessions.id, sessionId),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ id: sessions.id });
    return ended.length > 0;
  }

  /** Ends the token's session; idempotent (an unknown or already ended token is fine). */
  async endToken(token: string): Promise<void> {
    await this.deps.db
      .update(sessions)
      .set({ revokedAt: this.deps.clock.now() })
      .where(and(eq(sessions.tokenHash, hashSessionToken(token)), isNull(sessions.revokedAt)));
  }

  /** "Sign out everywhere": every session of the reader, the asking one too. */
  async endEverywhere(signedIn: SignedInReader): Promise<void> {
    await this.endAll(this.deps.db, signedIn.reader.id, this.deps.clock.now());
  }

  /** Ends every session of the reader (sign out everywhere, password reset or change). */
  async endAll(db: Executor, readerId: string, now: Date): Promise<number> {
    const ended = await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.readerId, readerId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return ended.length;
  }

  /** Ends every session of the reader but the one asking (after an e-mail change). */
  async endOthers(db: Executor, signedIn: SignedInReader, now: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.readerId, signedIn.reader.id),
          ne(sessions.tokenHash, signedIn.tokenHash),
          isNull(sessions.revokedAt),
        ),
      );
  }
}
