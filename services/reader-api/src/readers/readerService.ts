/**
 * The reader flows: register, confirm the e-mail code, resend it, log in, who-am-I, log out.
 * HTTP-free; the routes map its results to responses. Security rules it enforces:
 * - no account enumeration: register answers the same for new, pending and verified addresses
 *   and does exactly one argon2 hash on every path; login does exactly one argon2 verify on
 *   every path (a dummy hash when the address is unknown) and has one generic failure;
 * - pre-hijacking: every sign-up attempt for a pending address keeps its own name and password
 *   hash; confirming needs the mailbox's code AND the password of one attempt, and only that
 *   attempt becomes the account (an attacker's earlier attempt is never activated by the
 *   victim's code); a pending registration expires after 24 h;
 * - codes: 6 CSPRNG digits, stored as HMAC, single use, 10 minutes, 5 tries (each try is
 *   reserved atomically before comparing), only the newest counts, resend keeps the tries used;
 * - one code e-mail per address per 60 s, tracked for every address so it reveals nothing;
 * - login throttled per address and per client IP, each attempt reserved atomically in the
 *   database before the argon2 verify (so parallel requests on several instances cannot pass
 *   the limit); opaque 256-bit bearer tokens stored hashed.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import {
  loginThrottle,
  mailCooldowns,
  readers,
  registrationAttempts,
  sessions,
  verificationCodes,
  type Reader,
} from '../db/schema.ts';
import type { Outbox } from '../mail/outbox.ts';
import {
  alreadyRegisteredMail,
  passwordChangedMail,
  passwordResetCodeMail,
  verificationCodeMail,
} from '../mail/templates.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import { canHoldSessions, type ReaderSessions } from '../sessions/readerSessions.ts';
import {
  hashVerificationCode,
  newSessionToken,
  newVerificationCode,
  sameHash,
} from '../security/secrets.ts';
import {
  CODE_MAIL_WINDOW_MS,
  MAIL_COOLDOWN_MS,
  MAX_CODE_MAILS_PER_DAY,
  MAX_REGISTRATION_ATTEMPTS,
  MAX_SIGN_UPS_PER_CLIENT_PER_ADDRESS,
  OTP_MAX_FAILED_ATTEMPTS,
  OTP_TTL_MS,
  PENDING_REGISTRATION_TTL_MS,
} from '../rules.ts';

/** The reader as the API shows it (never the password hash). */
export interface PublicUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  premium: boolean;
  created_at: string;
}

export function publicUser(reader: Reader): PublicUser {
  return {
    id: reader.id,
    first_name: reader.firstName,
    last_name: reader.lastName,
    email: reader.email,
    premium: reader.premium,
    created_at: reader.createdAt.toISOString(),
  };
}

export interface ReaderServiceDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  /** A hash of a random password with the live argon2 parameters (see makeDummyHash). */
  dummyHash: string;
  /** Every e-mail is enqueued here in the transaction of the change that causes it. */
  outbox: Outbox;
  /** HMAC key for verification codes. */
  otpKey: string;
  /** Where sessions start, are checked against their timeouts, and end (src/sessions). */
  sessions: ReaderSessions;
  config: Pick<
    Config,
    | 'tokenTtlHours'
    | 'loginMaxFailuresPerEmail'
    | 'loginMaxFailuresPerIp'
    | 'loginThrottleWindowMinutes'
    | 'publicSiteUrl'
  >;
}

export interface RegisterInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

export type ConfirmResult =
  | { ok: true; token: string; user: PublicUser }
  | { ok: false; reason: 'invalid' | 'too-many-tries' };

export type RegisterResult =
  | { ok: true }
  /** This client already signed up for this address MAX_SIGN_UPS_PER_CLIENT_PER_ADDRESS times. */
  | { ok: false; reason: 'too-many-sign-ups'; retryAfterSeconds: number };

export type ResendResult =
  { ok: true } | { ok: false; reason: 'cooldown' | 'daily-cap'; retryAfterSeconds: number };

type MailClaim = ResendResult;

export type CodePurpose = 'verify' | 'reset';

export type ResetResult = { ok: true } | { ok: false; reason: 'invalid' | 'too-many-tries' };

export type ChangePasswordResult =
  | { ok: true }
  | { ok: false; reason: 'unauthenticated' | 'wrong-password' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

export type LoginResult =
  | { ok: true; token: string; user: PublicUser }
  | { ok: false; reason: 'invalid' }
  /** The right password of a registration still waiting for its code: a fresh code was sent. */
  | { ok: false; reason: 'unverified' }
  /** The right password of an account an administrator set to Inactive. */
  | { ok: false; reason: 'inactive' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** An account that may hold sessions and get reset codes: not deleted, not Inactive. */
const isUsable = canHoldSessions;

export class ReaderService {
  constructor(private readonly deps: ReaderServiceDeps) {}

  private get db(): Db {
    return this.deps.db;
  }

  private isPendingExpired(reader: Reader, now: Date): boolean {
    return (
      reader.emailVerifiedAt === null &&
      now.getTime() - reader.createdAt.getTime() >= PENDING_REGISTRATION_TTL_MS
    );
  }

  private mailContext() {
    return { siteUrl: this.deps.config.publicSiteUrl };
  }

  async register(input: RegisterInput, ip: string): Promise<RegisterResult> {
    // Always pay for one argon2 hash first, whatever the address's state: same timing class.
    const passwordHash = await this.deps.hasher.hash(input.password);
    const now = this.deps.clock.now();
    const email = input.email;
    // One client cannot fill an address's attempts (counted for every address, verified or
    // not, so the refusal reveals nothing).
    const slot = await this.reserveLoginAttempt(
      'sign-up',
      `${ip} ${email}`,
      MAX_SIGN_UPS_PER_CLIENT_PER_ADDRESS,
      now,
      PENDING_REGISTRATION_TTL_MS,
    );
    if (!slot.ok)
      return { ok: false, reason: 'too-many-sign-ups', retryAfterSeconds: slot.retryAfterSeconds };
    const attempt = {
      firstName: input.first_name,
      lastName: input.last_name,
      passwordHash,
      createdAt: now,
    };

    type Outcome =
      | { kind: 'new'; reader: Reader; code: string }
      | { kind: 'pending'; reader: Reader; attemptId: string }
      | { kind: 'verified'; reader: Reader };

    const outcome = await this.db.transaction(async (tx): Promise<Outcome> => {
      const existing = await this.findReaderForUpdate(tx, email);
      if (existing?.emailVerifiedAt) return { kind: 'verified', reader: existing };
      if (existing && !this.isPendingExpired(existing, now)) {
        const attemptId = await this.addAttempt(tx, existing.id, attempt);
        return { kind: 'pending', reader: existing, attemptId };
      }
      // An expired pending registration (24 h) is replaced by this one.
      if (existing) await tx.delete(readers).where(eq(readers.id, existing.id));
      const [created] = await tx
        .insert(readers)
        .values({ id: randomUUID(), email, ...attempt })
        .onConflictDoNothing({ target: readers.email })
        .returning();
      if (!created) {
        // A concurrent registration of the same address won the insert: this one joins it.
        const winner = await this.findReaderForUpdate(tx, email);
        if (!winner) throw new Error('registration vanished during a concurrent insert');
        if (winner.emailVerifiedAt) return { kind: 'verified', reader: winner };
        const attemptId = await this.addAttempt(tx, winner.id, attempt);
        return { kind: 'pending', reader: winner, attemptId };
      }
      await this.addAttempt(tx, created.id, { ...attempt, codeMailedAt: now });
      const code = await this.issueCode(tx, created.id, now, { firstCode: true });
      // The first code e-mail of a new registration is always sent, and counted.
      await this.countCodeMail(tx, email, now);
      await this.deps.outbox.enqueue(tx, verificationCodeMail(email, code, this.mailContext()));
      return { kind: 'new', reader: created, code };
    });

    if (outcome.kind === 'new') return { ok: true };
    await this.db.transaction(async (tx) => {
      // Repeat registrations e-mail the address at most once per cooldown and a few times a
      // day (no mail bombing, no endless fresh codes).
      if (!(await this.claimCodeMail(email, now, tx)).ok) return;
      if (outcome.kind === 'verified') {
        await this.deps.outbox.enqueue(
          tx,
          alreadyRegisteredMail(email, outcome.reader.firstName, this.mailContext()),
        );
        return;
      }
      // Pending: a fresh code for the address. It activates only the attempt whose password is
      // given with it, so whoever reads the mailbox decides which attempt becomes the account.
      const code = await this.issueCode(tx, outcome.reader.id, now);
      await this.markCodeMailed(tx, outcome.attemptId, now);
      await this.deps.outbox.enqueue(tx, verificationCodeMail(email, code, this.mailContext()));
    });
    return { ok: true };
  }

  private async markCodeMailed(db: Executor, attemptId: string, now: Date): Promise<void> {
    await db
      .update(registrationAttempts)
      .set({ codeMailedAt: now })
      .where(eq(registrationAttempts.id, attemptId));
  }

  /**
   * Records one sign-up attempt. At most MAX_REGISTRATION_ATTEMPTS are kept: every attempt a
   * code e-mail went out for, then the newest others (so registrations by someone else never
   * push out the attempt the mailbox's owner is confirming).
   */
  private async addAttempt(
    tx: Tx,
    readerId: string,
    attempt: {
      firstName: string;
      lastName: string;
      passwordHash: string;
      createdAt: Date;
      codeMailedAt?: Date;
    },
  ): Promise<string> {
    const id = randomUUID();
    await tx.insert(registrationAttempts).values({ id, readerId, ...attempt });
    const kept = tx
      .select({ id: registrationAttempts.id })
      .from(registrationAttempts)
      .where(eq(registrationAttempts.readerId, readerId))
      .orderBy(
        sql`${registrationAttempts.codeMailedAt} IS NULL`,
        desc(registrationAttempts.createdAt),
        desc(registrationAttempts.id),
      )
      .limit(MAX_REGISTRATION_ATTEMPTS);
    await tx
      .delete(registrationAttempts)
      .where(
        and(eq(registrationAttempts.readerId, readerId), notInArray(registrationAttempts.id, kept)),
      );
    return id;
  }

  /**
   * Activates the pending registration of `email` when `otp` is its newest code (proof of the
   * mailbox) and `password` is the password of one of its sign-up attempts (proof of who
   * registered): that attempt's name and password become the account's, the others are
   * dropped. The reader is signed in: the answer carries a session token, as login's does.
   */
  async confirm(
    email: string,
    otp: string,
    password: string,
    userAgent?: string,
  ): Promise<ConfirmResult> {
    const now = this.deps.clock.now();
    const reader = await this.findReader(this.db, email);
    if (!reader || reader.emailVerifiedAt || this.isPendingExpired(reader, now)) {
      return { ok: false, reason: 'invalid' };
    }
    const checked = await this.checkCode(reader.id, otp, 'verify', now);
    if (!checked.ok) return checked;
    const { codeId } = checked;

    // The code is right: find the attempt this password belongs to. A wrong password keeps
    // the try used, like a wrong code.
    const activated = await this.matchingAttempt(reader.id, password);
    if (!activated) return { ok: false, reason: 'invalid' };

    const token = newSessionToken();
    const verified = await this.db.transaction(async (tx) => {
      if (!(await this.consumeCode(tx, codeId, now))) return undefined;
      const [updated] = await tx
        .update(readers)
        .set({
          emailVerifiedAt: now,
          firstName: activated.firstName,
          lastName: activated.lastName,
          passwordHash: activated.passwordHash,
        })
        .where(and(eq(readers.id, reader.id), isNull(readers.emailVerifiedAt)))
        .returning();
      if (!updated) return undefined;
      await tx.delete(registrationAttempts).where(eq(registrationAttempts.readerId, reader.id));
      await this.deps.sessions.start(tx, updated.id, token, now, userAgent);
      return updated;
    });
    return verified
      ? { ok: true, token, user: publicUser(verified) }
      : { ok: false, reason: 'invalid' };
  }

  async resend(email: string): Promise<ResendResult> {
    const now = this.deps.clock.now();
    // The cooldown and daily cap apply to every address, known or not, so a 429 reveals nothing.
    const claim = await this.claimCodeMail(email, now);
    if (!claim.ok) return claim;
    const reader = await this.findReader(this.db, email);
    if (!reader || reader.emailVerifiedAt || this.isPendingExpired(reader, now))
      return { ok: true };
    await this.sendVerificationCode(reader, now);
    return { ok: true };
  }

  /** A fresh code to the address; `forAttemptId` names the attempt it goes out for, if known. */
  private async sendVerificationCode(
    reader: Reader,
    now: Date,
    forAttemptId?: string,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const code = await this.issueCode(tx, reader.id, now);
      if (forAttemptId) await this.markCodeMailed(tx, forAttemptId, now);
      await this.deps.outbox.enqueue(
        tx,
        verificationCodeMail(reader.email, code, this.mailContext()),
      );
    });
  }

  async login(
    email: string,
    password: string,
    ip: string,
    userAgent?: string,
  ): Promise<LoginResult> {
    const now = this.deps.clock.now();
    const { config } = this.deps;

    // Reserve this attempt per address, then per IP, before the slow verify.
    const emailSlot = await this.reserveLoginAttempt(
      'email',
      email,
      config.loginMaxFailuresPerEmail,
      now,
    );
    if (!emailSlot.ok)
      return { ok: false, reason: 'throttled', retryAfterSeconds: emailSlot.retryAfterSeconds };
    const ipSlot = await this.reserveLoginAttempt('ip', ip, config.loginMaxFailuresPerIp, now);
    if (!ipSlot.ok) {
      await this.releaseLoginAttempt('email', email);
      return { ok: false, reason: 'throttled', retryAfterSeconds: ipSlot.retryAfterSeconds };
    }

    const reader = await this.findReader(this.db, email);
    const pending = reader !== undefined && !reader.emailVerifiedAt;
    // One argon2 verify for unknown and verified addresses alike (a dummy hash when unknown); a
    // pending registration is checked against each of its sign-up attempts.
    const matched = pending ? await this.matchingAttempt(reader.id, password) : undefined;
    const passwordOk = pending
      ? matched !== undefined
      : await this.deps.hasher.verify(reader?.passwordHash ?? this.deps.dummyHash, password);
    // A failure keeps both reservations: they are the failure count.
    // A profile an administrator deleted (src/admin) cannot sign in while it waits to be purged.
    if (
      !reader ||
      !passwordOk ||
      reader.deletedAt ||
      (pending && this.isPendingExpired(reader, now))
    )
      return { ok: false, reason: 'invalid' };

    // A success clears the address's count and gives the IP its reservation back.
    await this.db
      .delete(loginThrottle)
      .where(and(eq(loginThrottle.scope, 'email'), eq(loginThrottle.subject, email)));
    await this.releaseLoginAttempt('ip', ip);
    if (pending) {
      // The right password, but the address is not verified yet: a fresh code (within the
      // cooldown and daily cap; otherwise the last one still counts) and the answer says so.
      if ((await this.claimCodeMail(email, now)).ok)
        await this.sendVerificationCode(reader, now, matched?.id);
      return { ok: false, reason: 'unverified' };
    }
    if (reader.status !== 'Active') return { ok: false, reason: 'inactive' };
    const token = newSessionToken();
    const started = await this.db.transaction(async (tx) => {
      // The reader's row, share-locked: an administrator's delete or deactivation (which locks
      // it for update and revokes every session) runs wholly before or after this insert, so a
      // login racing it cannot leave a live session behind.
      const [current] = await tx
        .select()
        .from(readers)
        .where(eq(readers.id, reader.id))
        .for('share');
      if (!current || !isUsable(current)) return undefined;
      await this.deps.sessions.start(tx, current.id, token, now, userAgent);
      return current;
    });
    if (!started) return { ok: false, reason: 'invalid' };
    return { ok: true, token, user: publicUser(started) };
  }

  /** The pending registration's sign-up attempt whose password this is (newest first). */
  private async matchingAttempt(readerId: string, password: string) {
    const attempts = await this.db
      .select()
      .from(registrationAttempts)
      .where(eq(registrationAttempts.readerId, readerId))
      .orderBy(desc(registrationAttempts.createdAt), desc(registrationAttempts.id));
    if (attempts.length === 0) {
      await this.deps.hasher.verify(this.deps.dummyHash, password);
      return undefined;
    }
    for (const attempt of attempts) {
      if (await this.deps.hasher.verify(attempt.passwordHash, password)) return attempt;
    }
    return undefined;
  }

  /**
   * Atomically counts one sign-in attempt for `subject` within the throttle window (one upsert;
   * the row lock orders concurrent attempts on every instance). Refused once `max` attempts of
   * the current window are used; a window older than LOGIN_THROTTLE_WINDOW starts afresh.
   * Sign-ups per client and address (`sign-up`) are counted the same way over their own window.
   * Also counts the password checks of an e-mail change (src/emailChange).
   */
  async reserveLoginAttempt(
    scope: 'email' | 'ip' | 'sign-up',
    subject: string,
    max: number,
    now: Date,
    windowMs = this.deps.config.loginThrottleWindowMinutes * 60_000,
  ): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
    const since = new Date(now.getTime() - windowMs);
    const stale = sql`${loginThrottle.windowStart} <= ${since.toISOString()}::timestamptz`;
    const reserved = await this.db
      .insert(loginThrottle)
      .values({ scope, subject, windowStart: now, attempts: 1 })
      .onConflictDoUpdate({
        target: [loginThrottle.scope, loginThrottle.subject],
        set: {
          attempts: sql`CASE WHEN ${stale} THEN 1 ELSE ${loginThrottle.attempts} + 1 END`,
          windowStart: sql`CASE WHEN ${stale} THEN ${now.toISOString()}::timestamptz ELSE ${loginThrottle.windowStart} END`,
        },
        setWhere: sql`${stale} OR ${loginThrottle.attempts} < ${max}`,
      })
      .returning({ attempts: loginThrottle.attempts });
    if (reserved.length > 0) return { ok: true };
    const [row] = await this.db
      .select({ windowStart: loginThrottle.windowStart })
      .from(loginThrottle)
      .where(and(eq(loginThrottle.scope, scope), eq(loginThrottle.subject, subject)));
    const waitMs = row ? row.windowStart.getTime() + windowMs - now.getTime() : windowMs;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  /** Gives back one reserved attempt (it did not fail). */
  async releaseLoginAttempt(scope: 'email' | 'ip', subject: string): Promise<void> {
    await this.db
      .update(loginThrottle)
      .set({ attempts: sql`GREATEST(${loginThrottle.attempts} - 1, 0)` })
      .where(and(eq(loginThrottle.scope, scope), eq(loginThrottle.subject, subject)));
  }

  /** The reader behind a live token (src/sessions: timeouts, account state), if any. */
  async readerForToken(token: string): Promise<PublicUser | undefined> {
    const signedIn = await this.deps.sessions.signedIn(token);
    return signedIn ? publicUser(signedIn.reader) : undefined;
  }

  /** Revokes the token; idempotent (an unknown or already revoked token is fine). */
  async logout(token: string): Promise<void> {
    await this.deps.sessions.endToken(token);
  }

  /** Housekeeping: drops expired registrations, sessions, throttle rows and cooldowns. */
  async purgeExpired(): Promise<void> {
    const now = this.deps.clock.now().getTime();
    const windowMs = this.deps.config.loginThrottleWindowMinutes * 60_000;
    await this.db
      .delete(readers)
      .where(
        and(
          isNull(readers.emailVerifiedAt),
          lte(readers.createdAt, new Date(now - PENDING_REGISTRATION_TTL_MS)),
        ),
      );
    await this.db.delete(sessions).where(lte(sessions.expiresAt, new Date(now)));
    await this.db
      .delete(loginThrottle)
      .where(
        or(
          and(
            ne(loginThrottle.scope, 'sign-up'),
            lte(loginThrottle.windowStart, new Date(now - windowMs)),
          ),
          lte(loginThrottle.windowStart, new Date(now - PENDING_REGISTRATION_TTL_MS)),
        ),
      );
    // Kept a day: the row also holds the address's daily count of code e-mails.
    await this.db
      .delete(mailCooldowns)
      .where(lte(mailCooldowns.lastSentAt, new Date(now - CODE_MAIL_WINDOW_MS)));
  }

  private async findReader(db: Executor, email: string): Promise<Reader | undefined> {
    const [reader] = await db.select().from(readers).where(eq(readers.email, email));
    return reader;
  }

  private async findReaderForUpdate(tx: Tx, email: string): Promise<Reader | undefined> {
    const [reader] = await tx.select().from(readers).where(eq(readers.email, email)).for('update');
    return reader;
  }

  /**
   * Checks `otp` against the reader's newest code of `purpose`: single use, unexpired, and one
   * of the limited tries reserved before comparing, so parallel guesses cannot exceed the limit.
   * A right code keeps its try reserved until `consumeCode` gives it back.
   */
  private async checkCode(
    readerId: string,
    otp: string,
    purpose: CodePurpose,
    now: Date,
  ): Promise<{ ok: true; codeId: number } | { ok: false; reason: 'invalid' | 'too-many-tries' }> {
    const code = await this.newestCode(this.db, readerId, purpose);
    if (!code || code.consumedAt) return { ok: false, reason: 'invalid' };
    if (code.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS)
      return { ok: false, reason: 'too-many-tries' };
    if (code.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'invalid' };
    const [reserved] = await this.db
      .update(verificationCodes)
      .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
      .where(
        and(
          eq(verificationCodes.id, code.id),
          lt(verificationCodes.failedAttempts, OTP_MAX_FAILED_ATTEMPTS),
          isNull(verificationCodes.consumedAt),
        ),
      )
      .returning({ id: verificationCodes.id });
    if (!reserved) return { ok: false, reason: 'too-many-tries' };
    if (!sameHash(hashVerificationCode(this.deps.otpKey, readerId, otp), code.codeHash))
      return { ok: false, reason: 'invalid' };
    return { ok: true, codeId: code.id };
  }

  /** Uses the code up (once: false when a parallel request got there first), giving its try back. */
  private async consumeCode(tx: Tx, codeId: number, now: Date): Promise<boolean> {
    const [consumed] = await tx
      .update(verificationCodes)
      .set({ consumedAt: now, failedAttempts: sql`${verificationCodes.failedAttempts} - 1` })
      .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    return consumed !== undefined;
  }

  private async newestCode(db: Executor, readerId: string, purpose: CodePurpose = 'verify') {
    const [code] = await db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.readerId, readerId), eq(verificationCodes.purpose, purpose)))
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
    return code;
  }

  /**
   * Replaces the reader's code with a fresh one and returns its digits. The tries already used
   * carry over (resending must not reset them) unless the old code had used them all.
   */
  private async issueCode(
    tx: Tx,
    readerId: string,
    now: Date,
    options: { firstCode?: boolean; purpose?: CodePurpose } = {},
  ): Promise<string> {
    const purpose = options.purpose ?? 'verify';
    let carried = 0;
    if (!options.firstCode) {
      const previous = await this.newestCode(tx, readerId, purpose);
      carried =
        previous && previous.failedAttempts < OTP_MAX_FAILED_ATTEMPTS ? previous.failedAttempts : 0;
      await tx
        .delete(verificationCodes)
        .where(
          and(eq(verificationCodes.readerId, readerId), eq(verificationCodes.purpose, purpose)),
        );
    }
    const code = newVerificationCode();
    await tx.insert(verificationCodes).values({
      readerId,
      purpose,
      codeHash: hashVerificationCode(this.deps.otpKey, readerId, code),
      failedAttempts: carried,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    });
    return code;
  }

  /** Where a 24 h window of code e-mails starts afresh (none yet, or older than a day). */
  private staleMailWindow(now: Date) {
    const dayAgo = new Date(now.getTime() - CODE_MAIL_WINDOW_MS).toISOString();
    return sql`(${mailCooldowns.windowStart} IS NULL OR ${mailCooldowns.windowStart} <= ${dayAgo}::timestamptz)`;
  }

  /**
   * Records one code e-mail to `email` in its cooldown row (a new 24 h window when the last is
   * stale); with `onlyWhere`, an existing row is updated only when that condition holds.
   * Returns whether a row was written.
   */
  private async countCodeMail(
    db: Executor,
    email: string,
    now: Date,
    onlyWhere?: SQL,
  ): Promise<boolean> {
    const stale = this.staleMailWindow(now);
    const rows = await db
      .insert(mailCooldowns)
      .values({ email, lastSentAt: now, windowStart: now, sentInWindow: 1 })
      .onConflictDoUpdate({
        target: mailCooldowns.email,
        set: {
          lastSentAt: now,
          windowStart: sql`CASE WHEN ${stale} THEN ${now.toISOString()}::timestamptz ELSE ${mailCooldowns.windowStart} END`,
          sentInWindow: sql`CASE WHEN ${stale} THEN 1 ELSE ${mailCooldowns.sentInWindow} + 1 END`,
        },
        ...(onlyWhere ? { setWhere: onlyWhere } : {}),
      })
      .returning({ email: mailCooldowns.email });
    return rows.length > 0;
  }

  /**
   * Atomically claims the address's next code e-mail: refused during the 60 s cooldown and once
   * MAX_CODE_MAILS_PER_DAY were sent in the current 24 h window. With at most 5 tries per code
   * (tries carry over to the next code), that caps guesses at 5 x MAX_CODE_MAILS_PER_DAY a day.
   * Also claims the code e-mails of an e-mail change (src/emailChange).
   */
  async claimCodeMail(email: string, now: Date, db: Executor = this.db): Promise<MailClaim> {
    const stale = this.staleMailWindow(now);
    const cooldownAgo = new Date(now.getTime() - MAIL_COOLDOWN_MS).toISOString();
    const claimed = await this.countCodeMail(
      db,
      email,
      now,
      sql`${mailCooldowns.lastSentAt} <= ${cooldownAgo}::timestamptz AND (${stale} OR ${mailCooldowns.sentInWindow} < ${MAX_CODE_MAILS_PER_DAY})`,
    );
    if (claimed) return { ok: true };
    const [row] = await db.select().from(mailCooldowns).where(eq(mailCooldowns.email, email));
    const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
    if (
      row?.windowStart &&
      row.sentInWindow >= MAX_CODE_MAILS_PER_DAY &&
      row.windowStart.getTime() + CODE_MAIL_WINDOW_MS > now.getTime()
    ) {
      return {
        ok: false,
        reason: 'daily-cap',
        retryAfterSeconds: seconds(row.windowStart.getTime() + CODE_MAIL_WINDOW_MS - now.getTime()),
      };
    }
    const waitMs = row
      ? row.lastSentAt.getTime() + MAIL_COOLDOWN_MS - now.getTime()
      : MAIL_COOLDOWN_MS;
    return { ok: false, reason: 'cooldown', retryAfterSeconds: seconds(waitMs) };
  }

  // ---- Password reset (signed out, with an e-mailed code) and change (signed in) ----

  /**
   * Sends a reset code to a verified account's address (within the cooldown and daily cap).
   * Answers nothing either way: the route says the same for every address.
   */
  async requestPasswordReset(email: string): Promise<void> {
    const now = this.deps.clock.now();
    const reader = await this.findReader(this.db, email);
    if (!reader?.emailVerifiedAt || !isUsable(reader)) return;
    await this.db.transaction(async (tx) => {
      // Reset codes have their own cooldown and daily cap (a key apart from sign-up codes).
      if (!(await this.claimCodeMail(`reset:${email}`, now, tx)).ok) return;
      const code = await this.issueCode(tx, reader.id, now, { purpose: 'reset' });
      await this.deps.outbox.enqueue(
        tx,
        passwordResetCodeMail(email, reader.firstName, code, this.mailContext()),
      );
    });
  }

  /**
   * Sets a new password with the e-mailed reset code (same rules as sign-up codes: single use,
   * 10 minutes, 5 tries reserved before comparing, newest only). Every session of the reader
   * is revoked and a notice e-mailed, in one transaction.
   */
  async confirmPasswordReset(
    email: string,
    otp: string,
    newPassword: string,
  ): Promise<ResetResult> {
    const now = this.deps.clock.now();
    const reader = await this.findReader(this.db, email);
    if (!reader?.emailVerifiedAt || !isUsable(reader)) return { ok: false, reason: 'invalid' };
    const checked = await this.checkCode(reader.id, otp, 'reset', now);
    if (!checked.ok) return checked;

    const passwordHash = await this.deps.hasher.hash(newPassword);
    const changed = await this.db.transaction(async (tx) => {
      if (!(await this.consumeCode(tx, checked.codeId, now))) return false;
      await this.setPassword(tx, reader, passwordHash, now);
      return true;
    });
    return changed ? { ok: true } : { ok: false, reason: 'invalid' };
  }

  /**
   * A signed-in reader changes their password by proving the old one (throttled like login,
   * so a stolen token cannot brute-force it). Every session, this one included, is revoked.
   */
  async changePassword(
    token: string,
    oldPassword: string,
    newPassword: string,
    ip: string,
  ): Promise<ChangePasswordResult> {
    const now = this.deps.clock.now();
    const reader = (await this.deps.sessions.signedIn(token))?.reader;
    if (!reader) return { ok: false, reason: 'unauthenticated' };
    const { config } = this.deps;
    const slot = await this.reserveLoginAttempt(
      'email',
      reader.email,
      config.loginMaxFailuresPerEmail,
      now,
    );
    if (!slot.ok)
      return { ok: false, reason: 'throttled', retryAfterSeconds: slot.retryAfterSeconds };
    const ipSlot = await this.reserveLoginAttempt('ip', ip, config.loginMaxFailuresPerIp, now);
    if (!ipSlot.ok) {
      await this.releaseLoginAttempt('email', reader.email);
      return { ok: false, reason: 'throttled', retryAfterSeconds: ipSlot.retryAfterSeconds };
    }
    if (!(await this.deps.hasher.verify(reader.passwordHash, oldPassword)))
      return { ok: false, reason: 'wrong-password' };
    await this.releaseLoginAttempt('email', reader.email);
    await this.releaseLoginAttempt('ip', ip);
    const passwordHash = await this.deps.hasher.hash(newPassword);
    await this.db.transaction((tx) => this.setPassword(tx, reader, passwordHash, now));
    return { ok: true };
  }

  private async setPassword(tx: Tx, reader: Reader, passwordHash: string, now: Date) {
    await tx.update(readers).set({ passwordHash }).where(eq(readers.id, reader.id));
    await this.deps.sessions.endAll(tx, reader.id, now);
    await tx
      .delete(loginThrottle)
      .where(and(eq(loginThrottle.scope, 'email'), eq(loginThrottle.subject, reader.email)));
    await this.deps.outbox.enqueue(
      tx,
      passwordChangedMail(reader.email, reader.firstName, this.mailContext()),
    );
  }
}
