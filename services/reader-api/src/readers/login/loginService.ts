/**
 * Login: one argon2 verify on every path (a dummy hash when the address is unknown) and one
 * generic failure, so nothing tells whether an address has an account. Each attempt is
 * reserved in the database before the verify (src/core/limits/signInLimits.ts: per account, per
 * device cookie, per client IP with a proof of work past the quiet allowance), so parallel
 * requests on several instances cannot pass a limit.
 */
import { eq } from 'drizzle-orm';
import { readers, type Reader } from '../../core/db/accountTables.ts';
import type { HttpError } from '../../core/errors/httpError.ts';
import type { ExhaustedLimit, SignInAttempt } from '../../core/limits/signInLimits.ts';
import { newSessionToken } from '../../core/security/secrets.ts';
import {
  findReader,
  isPendingExpired,
  isUsable,
  publicUser,
  type PublicUser,
} from '../shared/readerDeps.ts';
import { recordReaderAuthEvent } from '../shared/authEvents.ts';
import type { ReaderParts } from '../shared/readerParts.ts';
import type { SignUpService } from '../signUp/signUpService.ts';

export type LoginResult =
  | { ok: true; token: string; user: PublicUser }
  | { ok: false; reason: 'invalid' }
  /** The right password of a registration still waiting for its code: a fresh code was sent. */
  | { ok: false; reason: 'unverified' }
  /** The right password of an account an administrator set to Inactive. */
  | { ok: false; reason: 'inactive' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number }
  | { ok: false; reason: 'challenge'; error: HttpError }
  /** The right password of a reader who added a second factor: no session until it is given. */
  | { ok: false; reason: 'second-factor'; readerId: string };

/** Whether a reader must give a second factor after the password (src/secondFactor). */
export interface SecondFactorGate {
  hasSecondFactor(readerId: string): Promise<boolean>;
}

export class LoginService {
  private gate: SecondFactorGate | undefined;

  constructor(
    private readonly parts: ReaderParts,
    /** Sends the fresh code a pending registration's right password earns. */
    private readonly signUp: SignUpService,
  ) {}

  /** Readers who added a second factor give it after the password (set up by app.ts). */
  requireSecondFactor(gate: SecondFactorGate): void {
    this.gate = gate;
  }

  /**
   * The account's credential generation (0 for an address without one): device cookies are
   * signed with it (deviceCookie.ts), so a password reset or change ends their trust.
   */
  async credentialGeneration(email: string): Promise<number> {
    return (await findReader(this.parts.db, email))?.credentialGeneration ?? 0;
  }

  async login(
    email: string,
    password: string,
    client: Omit<SignInAttempt, 'email'>,
    /** The User-Agent the new session is shown by (account page). */
    userAgent?: string,
    /** The token this browser still holds, if any: ended by the new session (L10). */
    previousToken?: string,
  ): Promise<LoginResult> {
    const { db, clock, hasher, dummyHash, signInLimits, attempts, codeMails } = this.parts;
    const now = clock.now();
    const { ip } = client;
    const attempt = { ...client, email };

    // Reserve this attempt before the slow verify.
    const slot = await signInLimits.reserve(attempt, now);
    if (!slot.ok) return slot;

    const reader = await findReader(db, email);
    const pending = reader !== undefined && !reader.emailVerifiedAt;
    // One argon2 verify for unknown and verified addresses alike (a dummy hash when unknown); a
    // pending registration is checked against each of its sign-up attempts.
    const matched = pending ? await attempts.matching(reader.id, password) : undefined;
    const passwordOk = pending
      ? matched !== undefined
      : await hasher.verify(reader?.passwordHash ?? dummyHash, password);
    // A failure keeps both reservations: they are the failure count.
    // A profile an administrator deleted (src/admin) cannot sign in while it waits to be purged.
    const failure = !reader
      ? 'unknown-address'
      : !passwordOk
        ? 'wrong-password'
        : reader.deletedAt
          ? 'deleted'
          : pending && isPendingExpired(reader, now)
            ? 'expired-registration'
            : undefined;
    if (!reader || failure) {
      await this.recordFailure(email, reader, ip, now, failure ?? 'unknown-address', slot.exhausts);
      return { ok: false, reason: 'invalid' };
    }

    await signInLimits.succeeded(attempt, slot);
    if (pending) {
      // The right password, but the address is not verified yet: a fresh code (within the
      // cooldown and daily cap; otherwise the last one still counts) and the answer says so.
      if ((await codeMails.claim(email, now)).ok)
        await this.signUp.sendFreshCode(reader, now, matched?.id);
      await this.recordFailure(email, reader, ip, now, 'unverified', []);
      return { ok: false, reason: 'unverified' };
    }
    if (reader.status !== 'Active') {
      await this.recordFailure(email, reader, ip, now, 'inactive', []);
      return { ok: false, reason: 'inactive' };
    }
    if (await this.gate?.hasSecondFactor(reader.id))
      return { ok: false, reason: 'second-factor', readerId: reader.id };
    return this.startSession(reader.id, ip, 'password', userAgent, previousToken);
  }

  /** A session for a reader who passed every step (`via`: how the last one was passed). */
  async startSession(
    readerId: string,
    ip: string,
    via: string,
    /** The User-Agent the new session is shown by (account page). */
    userAgent?: string,
    /**
     * The token the browser still held when it signed in (its Authorization header): that
     * session ends with this one's start, so a new login leaves no older token alive on it.
     */
    previousToken?: string,
  ): Promise<{ ok: true; token: string; user: PublicUser } | { ok: false; reason: 'invalid' }> {
    const { db, clock, sessions } = this.parts;
    const now = clock.now();
    const token = newSessionToken();
    const started = await db.transaction(async (tx) => {
      // The reader's row, share-locked: an administrator's delete or deactivation (which locks
      // it for update and revokes every session) runs wholly before or after this insert, so a
      // login racing it cannot leave a live session behind.
      const [current] = await tx
        .select()
        .from(readers)
        .where(eq(readers.id, readerId))
        .for('share');
      if (!current || !isUsable(current)) return undefined;
      if (previousToken) await sessions.replace(tx, previousToken, now, ip);
      await sessions.start(tx, current.id, token, now, userAgent);
      await recordReaderAuthEvent(tx, now, {
        action: 'sign-in',
        reader: current,
        ip,
        detail: { via },
      });
      return current;
    });
    if (!started) return { ok: false, reason: 'invalid' };
    return { ok: true, token, user: publicUser(started, now) };
  }

  /** A refused sign-in in the audit log, and the lockout it causes when it used up a limit. */
  private async recordFailure(
    email: string,
    reader: Reader | undefined,
    ip: string,
    now: Date,
    reason: string,
    exhausts: ExhaustedLimit[],
  ): Promise<void> {
    const { db } = this.parts;
    await recordReaderAuthEvent(db, now, {
      action: 'sign-in-failed',
      reader,
      email,
      ip,
      detail: { reason },
    });
    for (const limit of exhausts)
      await recordReaderAuthEvent(db, now, {
        action: 'sign-in-locked',
        reader,
        email,
        ip,
        detail: {
          limit:
            limit === 'email'
              ? 'attempts-per-address'
              : limit === 'ip'
                ? 'attempts-per-client'
                : 'attempts-per-device',
        },
      });
  }
}
