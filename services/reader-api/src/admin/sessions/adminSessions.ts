/**
 * Sessions seen from the console: an admin's own (listed, ended one by one or everywhere)
 * and a reader's, which an admin can end all at once from the user's profile. Every ending
 * is written to the audit log in its transaction (the session's random id, never a token).
 */
import { and, desc, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Clock } from '../../core/clock.ts';
import type { Db } from '../../core/db/database.ts';
import { readers } from '../../core/db/accountTables.ts';
import { deviceName } from '../../core/sessions/deviceName.ts';
import type { ReaderSessions, SessionView } from '../../readers/index.ts';
import { ADMIN_SESSION_IDLE_MS, idleCutoff } from '../../core/sessions/sessionPolicy.ts';
import { writeAudit, type Actor } from '../../core/audit/auditLog.ts';
import { adminSessions } from '../adminTables.ts';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../core/guards/readerGuard.ts';
import { hashSessionToken } from '../../core/security/secrets.ts';

export interface AdminSessionsDeps {
  db: Db;
  clock: Clock;
  readerSessions: ReaderSessions;
}

/** Which of an admin's own sessions to end: one, all but the asking one, or all ({}). */
export type EndWhich = { sessionId?: string; keepTokenHash?: string };

export class AdminSessions {
  constructor(private readonly deps: AdminSessionsDeps) {}

  /** The admin's live sessions, most recently active first; `currentTokenHash` marked. */
  async list(adminId: string, currentTokenHash: string): Promise<SessionView[]> {
    const now = this.deps.clock.now();
    const rows = await this.deps.db
      .select()
      .from(adminSessions)
      .where(
        and(
          eq(adminSessions.adminId, adminId),
          isNull(adminSessions.revokedAt),
          gt(adminSessions.expiresAt, now),
          gt(adminSessions.lastSeenAt, idleCutoff(now, ADMIN_SESSION_IDLE_MS)),
        ),
      )
      .orderBy(desc(adminSessions.lastSeenAt), desc(adminSessions.createdAt));
    return rows.map((row) => ({
      id: row.id,
      device: deviceName(row.userAgent),
      signedInAt: row.createdAt.toISOString(),
      lastActiveAt: row.lastSeenAt.toISOString(),
      current: row.tokenHash === currentTokenHash,
    }));
  }

  /** Whether `sessionId` is the session of the asking request's token. */
  async isCurrent(sessionId: string, request: FastifyRequest): Promise<boolean> {
    const token = bearerToken(request);
    if (!token) return false;
    const [row] = await this.deps.db
      .select({ id: adminSessions.id })
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, hashSessionToken(token)));
    return row?.id === sessionId;
  }

  /**
   * Ends the admin's own sessions: the one named by `which.sessionId`, every one but the session
   * whose token hash is `which.keepTokenHash` (the one asking), or every one ({}). Answers how
   * many ended (0: none was live).
   */
  async end(admin: Actor & { id: string }, which: EndWhich, ip: string) {
    const { sessionId, keepTokenHash } = which;
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const ended = await tx
        .update(adminSessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(adminSessions.adminId, admin.id),
            isNull(adminSessions.revokedAt),
            ...(sessionId ? [eq(adminSessions.id, sessionId)] : []),
            ...(keepTokenHash ? [ne(adminSessions.tokenHash, keepTokenHash)] : []),
          ),
        )
        .returning({ id: adminSessions.id });
      if (ended.length > 0)
        await writeAudit(tx, now, {
          actor: admin,
          action: sessionId
            ? 'session-end'
            : keepTokenHash
              ? 'sign-out-other-sessions'
              : 'sign-out-everywhere',
          entityType: 'admin',
          entityId: admin.id,
          after: { ip, sessions: ended.map((row) => row.id) },
        });
      return ended.length;
    });
  }

  /**
   * Ends every session of a reader (by their number in the console): 'not-found' for no such
   * verified, undeleted reader; otherwise how many sessions ended (written to the audit log).
   */
  async endReaderSessions(actor: Actor, number: number): Promise<number | 'not-found'> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const [reader] = await tx
        .select({ id: readers.id })
        .from(readers)
        .where(
          and(
            eq(readers.number, number),
            isNotNull(readers.emailVerifiedAt),
            isNull(readers.deletedAt),
          ),
        )
        .for('update');
      if (!reader) return 'not-found';
      const ended = await this.deps.readerSessions.revokeAll(tx, reader.id, now);
      await writeAudit(tx, now, {
        actor,
        action: 'end-sessions',
        entityType: 'reader',
        entityId: number,
        after: { sessionsEnded: ended },
      });
      return ended;
    });
  }
}
