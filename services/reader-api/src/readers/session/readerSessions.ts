/**
 * Reader sessions: opaque 256-bit bearer tokens, stored hashed, with an expiry; revoked on
 * logout, on a password change and when an administrator deletes or deactivates the account.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { readers, sessions, type Reader } from '../../db/schema.ts';
import { hashSessionToken } from '../../security/secrets.ts';
import { recordReaderAuthEvent } from '../shared/authEvents.ts';
import { isUsable, publicUser, type Executor, type PublicUser } from '../shared/readerDeps.ts';

export class ReaderSessions {
  constructor(private readonly deps: { db: Db; clock: Clock; config: { tokenTtlHours: number } }) {}

  async start(db: Executor, readerId: string, token: string, now: Date): Promise<void> {
    await db.insert(sessions).values({
      tokenHash: hashSessionToken(token),
      readerId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.deps.config.tokenTtlHours * 3_600_000),
    });
  }

  /** The reader behind a live (unexpired, unrevoked) token, if any. */
  async readerForToken(token: string): Promise<PublicUser | undefined> {
    const reader = await this.readerFor(token, this.deps.clock.now());
    return reader ? publicUser(reader) : undefined;
  }

  /** The account row behind a live token of a usable account. */
  async readerFor(token: string, now: Date): Promise<Reader | undefined> {
    const [row] = await this.deps.db
      .select({ reader: readers })
      .from(sessions)
      .innerJoin(readers, eq(readers.id, sessions.readerId))
      .where(
        and(
          eq(sessions.tokenHash, hashSessionToken(token)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      );
    // A deleted or Inactive account's sessions count for nothing, whenever they were made.
    return row && isUsable(row.reader) ? row.reader : undefined;
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
        .where(and(eq(sessions.tokenHash, hashSessionToken(token)), isNull(sessions.revokedAt)))
        .returning({ readerId: sessions.readerId });
      if (!ended[0]) return;
      const [reader] = await tx
        .select({ number: readers.number, email: readers.email })
        .from(readers)
        .where(eq(readers.id, ended[0].readerId));
      await recordReaderAuthEvent(tx, now, { action: 'sign-out', reader, ip });
    });
  }

  /** Ends every live session of the reader (a new password). */
  async revokeAll(tx: Executor, readerId: string, now: Date): Promise<void> {
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.readerId, readerId), isNull(sessions.revokedAt)));
  }
}
