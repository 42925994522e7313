/**
 * Administrator accounts and sessions. Admins are not readers: their own table, their own
 * sessions, so an admin token is unknown to every reader route and a reader token to every
 * admin route. Sign-in is throttled per address and per client IP: each attempt is reserved
 * atomically in the database (under the limit) before the password is verified, so parallel
 * guesses cannot exceed the limit; a successful sign-in gives its reservation back. A right
 * password alone never starts a session: the second factor (src/secondFactor) does.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { violatedUniqueIndex } from '../core/db/uniqueViolation.ts';
import { KeyedAttempts } from '../core/limits/keyedAttempts.ts';
import { liveSession, newSessionRow, unendedSession } from '../core/sessions/sessionColumns.ts';
import type { PasswordHasher } from '../core/security/passwords.ts';
import { hashSessionToken, newSessionToken } from '../core/security/secrets.ts';
import { activityIsStale, ADMIN_SESSION_IDLE_MS } from '../core/sessions/sessionPolicy.ts';
import type { AdminConfig } from './adminConfig.ts';
import { admins } from '../core/db/accountTables.ts';
import { adminSessions, adminSignInAttempts } from './adminTables.ts';
import { ADMIN_CLI_ACTOR, writeAudit, type Actor } from '../core/audit/auditLog.ts';
import { clientAddressKey } from '@thrive/platform/clientAddress';

import type { SignedInAdmin } from '../core/guards/adminGuard.ts';

export type { SignedInAdmin };

/** The password step: a right password gives no session, only the way to the second factor. */
export type SignInResult =
  | { ok: true; admin: SignedInAdmin }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

export interface AdminAuthDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  dummyHash: string;
  config: Pick<
    AdminConfig,
    'sessionTtlHours' | 'signInMaxPerEmail' | 'signInMaxPerIp' | 'signInWindowMinutes'
  >;
}

export class AdminAuthService {
  private readonly attempts: KeyedAttempts;

  constructor(private readonly deps: AdminAuthDeps) {
    this.attempts = new KeyedAttempts(deps.db, adminSignInAttempts, () => this.windowMs());
  }

  /**
   * Creates the admin, or sets a new password for an existing one (`pnpm admin:create`). Two
   * runs for one new address at once: one creates, the other (its insert refused by the unique
   * index) runs again and resets.
   */
  async createOrReset(email: string, password: string): Promise<'created' | 'reset'> {
    const passwordHash = await this.deps.hasher.hash(password);
    try {
      return await this.writeAdmin(email, passwordHash);
    } catch (error) {
      if (violatedUniqueIndex(error) !== 'admins_email_key') throw error;
      return this.writeAdmin(email, passwordHash);
    }
  }

  private async writeAdmin(email: string, passwordHash: string): Promise<'created' | 'reset'> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: admins.id })
        .from(admins)
        .where(eq(admins.email, email))
        .for('update');
      if (existing) {
        await tx
          .update(admins)
          .set({ passwordHash, updatedAt: now })
          .where(eq(admins.id, existing.id));
        await writeAudit(tx, now, {
          actor: ADMIN_CLI_ACTOR,
          action: 'password-reset',
          entityType: 'admin',
          entityId: existing.id,
          after: { email },
        });
        // A new password ends every session signed in with the old one.
        await tx
          .update(adminSessions)
          .set({ revokedAt: now })
          .where(and(eq(adminSessions.adminId, existing.id), isNull(adminSessions.revokedAt)));
        return 'reset';
      }
      const id = randomUUID();
      await tx.insert(admins).values({ id, email, passwordHash, createdAt: now, updatedAt: now });
      await writeAudit(tx, now, {
        actor: ADMIN_CLI_ACTOR,
        action: 'create',
        entityType: 'admin',
        entityId: id,
        after: { email },
      });
      return 'created';
    });
  }

  private windowMs(): number {
    return this.deps.config.signInWindowMinutes * 60_000;
  }

  async signIn(email: string, password: string, ip: string): Promise<SignInResult> {
    const now = this.deps.clock.now();
    const { config } = this.deps;
    const keys = [`email:${email}`, `ip:${clientAddressKey(ip)}`];
    // Both reservations or neither (a refusal rolls the other back).
    const reserved = await this.attempts.reserve(
      [
        [keys[0]!, config.signInMaxPerEmail],
        [keys[1]!, config.signInMaxPerIp],
      ],
      now,
    );
    if (!reserved.ok)
      return { ok: false, reason: 'throttled', retryAfterSeconds: reserved.retryAfterSeconds };
    /** The limits this attempt uses up, should the password be wrong. */
    const [byEmail, byIp] = reserved.attempts;
    const exhausts: string[] = [];
    if (byEmail! >= config.signInMaxPerEmail) exhausts.push('attempts-per-address');
    if (byIp! >= config.signInMaxPerIp) exhausts.push('attempts-per-client');

    const [admin] = await this.deps.db.select().from(admins).where(eq(admins.email, email));
    // One argon2 verify on every path, so timing does not reveal whether the address exists.
    const passwordOk = await this.deps.hasher.verify(
      admin?.passwordHash ?? this.deps.dummyHash,
      password,
    );
    if (!admin || !passwordOk) {
      // Every counted failure (throttled attempts are refused before this and not written, so
      // the log grows no faster than the throttle allows).
      await writeAudit(this.deps.db, now, {
        actor: { id: admin?.id ?? null, email },
        action: 'sign-in-failed',
        entityType: 'admin',
        entityId: admin?.id ?? '',
        after: { ip },
      });
      // The failure that used up a limit: sign-ins are refused until the window ends.
      for (const limit of exhausts)
        await writeAudit(this.deps.db, now, {
          actor: { id: admin?.id ?? null, email },
          action: 'sign-in-locked',
          entityType: 'admin',
          entityId: admin?.id ?? '',
          after: { ip, limit },
        });
      return { ok: false, reason: 'invalid' };
    }

    // Success: the address starts afresh; the IP gets this attempt back.
    await this.attempts.succeeded(keys[0]!, keys[1]!);

    return { ok: true, admin: { id: admin.id, email: admin.email } };
  }

  /**
   * A session for an admin who gave the right password and then a second factor
   * (src/secondFactor): the only way an admin session starts.
   */
  async startSession(
    admin: SignedInAdmin,
    ip: string,
    secondFactor: string,
    /** The User-Agent the session is shown by (the console's session list). */
    userAgent?: string,
    /**
     * The token the browser still held when it signed in (its Authorization header): that
     * session ends as this one starts (issue 40, L10); the admin's other devices keep theirs.
     */
    previousToken?: string,
  ) {
    const now = this.deps.clock.now();
    const token = newSessionToken();
    const expiresAt = new Date(now.getTime() + this.deps.config.sessionTtlHours * 3_600_000);
    await this.deps.db.transaction(async (tx) => {
      if (previousToken) {
        const ended = await tx
          .update(adminSessions)
          .set({ revokedAt: now })
          .where(unendedSession(adminSessions, previousToken))
          .returning({ adminId: adminSessions.adminId });
        if (ended[0])
          await writeAudit(tx, now, {
            actor: { id: admin.id, email: admin.email },
            action: 'sign-out',
            entityType: 'admin',
            entityId: ended[0].adminId,
            after: { ip, reason: 'signed-in-again' },
          });
      }
      await tx
        .insert(adminSessions)
        .values({ ...newSessionRow(token, now, expiresAt, userAgent), adminId: admin.id });
      await writeAudit(tx, now, {
        actor: { id: admin.id, email: admin.email },
        action: 'sign-in',
        entityType: 'admin',
        entityId: admin.id,
        after: { ip, secondFactor },
      });
    });
    return { token, admin, expiresAt };
  }

  async adminById(id: string): Promise<SignedInAdmin | undefined> {
    const [row] = await this.deps.db
      .select({ id: admins.id, email: admins.email })
      .from(admins)
      .where(eq(admins.id, id));
    return row;
  }

  /**
   * The admin behind a live admin token: unrevoked, within the absolute and the idle timeout
   * (src/core/sessions/sessionPolicy.ts). Counts as activity (written at most once a minute).
   */
  async adminForToken(token: string): Promise<SignedInAdmin | undefined> {
    const now = this.deps.clock.now();
    const tokenHash = hashSessionToken(token);
    const [row] = await this.deps.db
      .select({ id: admins.id, email: admins.email, lastSeenAt: adminSessions.lastSeenAt })
      .from(adminSessions)
      .innerJoin(admins, eq(admins.id, adminSessions.adminId))
      .where(liveSession(adminSessions, tokenHash, now, ADMIN_SESSION_IDLE_MS));
    if (!row) return undefined;
    if (activityIsStale(row.lastSeenAt, now))
      await this.deps.db
        .update(adminSessions)
        .set({ lastSeenAt: now })
        .where(eq(adminSessions.tokenHash, tokenHash));
    return { id: row.id, email: row.email };
  }

  async signOut(token: string, admin: Actor, ip: string): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const ended = await tx
        .update(adminSessions)
        .set({ revokedAt: now })
        .where(unendedSession(adminSessions, token))
        .returning({ adminId: adminSessions.adminId });
      if (ended.length > 0)
        await writeAudit(tx, now, {
          actor: admin,
          action: 'sign-out',
          entityType: 'admin',
          entityId: admin.id ?? '',
          after: { ip },
        });
    });
  }

  /** Housekeeping: expired sessions and finished throttle windows. */
  async purgeExpired(): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.delete(adminSessions).where(lte(adminSessions.expiresAt, now));
    await this.attempts.purgeExpired(now);
  }
}
