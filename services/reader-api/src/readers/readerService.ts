/**
 * The reader flows: register, confirm the e-mail code, resend it, log in, who-am-I, log out.
 * HTTP-free; the routes map its results to responses. Security rules it enforces:
 * - no account enumeration: register answers the same for new, pending and verified addresses
 *   and does exactly one argon2 hash on every path; login does exactly one argon2 verify on
 *   every path (a dummy hash when the address is unknown) and has one generic failure;
 * - pre-hijacking: a second registration never overwrites a pending one's name or password;
 *   a pending registration expires after 24 h and only then can be replaced;
 * - codes: 6 CSPRNG digits, stored as HMAC, single use, 10 minutes, 5 tries (each try is
 *   reserved atomically before comparing), only the newest counts, resend keeps the tries used;
 * - one code e-mail per address per 60 s, tracked for every address so it reveals nothing;
 * - login throttled per address and per client IP; opaque 256-bit bearer tokens stored hashed.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, lte, min, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import {
  loginFailures,
  mailCooldowns,
  readers,
  sessions,
  verificationCodes,
  type Reader,
} from '../db/schema.ts';
import type { Outbox } from '../mail/outbox.ts';
import { alreadyRegisteredMail, verificationCodeMail } from '../mail/templates.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import {
  hashSessionToken,
  hashVerificationCode,
  newSessionToken,
  newVerificationCode,
  sameHash,
} from '../security/secrets.ts';
import {
  MAIL_COOLDOWN_MS,
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
  { ok: true; user: PublicUser } | { ok: false; reason: 'invalid' | 'too-many-tries' };

export type ResendResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export type LoginResult =
  | { ok: true; token: string; user: PublicUser }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

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

  async register(input: RegisterInput): Promise<void> {
    // Always pay for one argon2 hash first, whatever the address's state: same timing class.
    const passwordHash = await this.deps.hasher.hash(input.password);
    const now = this.deps.clock.now();
    const email = input.email;

    type Outcome =
      | { kind: 'new'; reader: Reader; code: string }
      | { kind: 'pending'; reader: Reader }
      | { kind: 'verified'; reader: Reader };

    const outcome = await this.db.transaction(async (tx): Promise<Outcome> => {
      const existing = await this.findReaderForUpdate(tx, email);
      if (existing?.emailVerifiedAt) return { kind: 'verified', reader: existing };
      if (existing && !this.isPendingExpired(existing, now))
        return { kind: 'pending', reader: existing };
      // An expired pending registration (24 h) is replaced by this one.
      if (existing) await tx.delete(readers).where(eq(readers.id, existing.id));
      const [created] = await tx
        .insert(readers)
        .values({
          id: randomUUID(),
          firstName: input.first_name,
          lastName: input.last_name,
          email,
          passwordHash,
          createdAt: now,
        })
        .onConflictDoNothing({ target: readers.email })
        .returning();
      if (!created) {
        // A concurrent registration of the same address won the insert: theirs stays.
        const winner = await this.findReaderForUpdate(tx, email);
        if (!winner) throw new Error('registration vanished during a concurrent insert');
        return winner.emailVerifiedAt
          ? { kind: 'verified', reader: winner }
          : { kind: 'pending', reader: winner };
      }
      const code = await this.issueCode(tx, created.id, now, { firstCode: true });
      await this.touchCooldown(tx, email, now);
      await this.deps.outbox.enqueue(
        tx,
        verificationCodeMail(email, created.firstName, code, this.mailContext()),
      );
      return { kind: 'new', reader: created, code };
    });

    if (outcome.kind === 'new') return;
    await this.db.transaction(async (tx) => {
      // Repeat registrations e-mail the address at most once per cooldown (no mail bombing).
      if (!(await this.tryStartCooldown(email, now, tx))) return;
      if (outcome.kind === 'verified') {
        await this.deps.outbox.enqueue(
          tx,
          alreadyRegisteredMail(email, outcome.reader.firstName, this.mailContext()),
        );
        return;
      }
      // Pending: a fresh code for the registration as first submitted; the second registrant's
      // name and password are discarded (account pre-hijacking).
      const code = await this.issueCode(tx, outcome.reader.id, now);
      await this.deps.outbox.enqueue(
        tx,
        verificationCodeMail(email, outcome.reader.firstName, code, this.mailContext()),
      );
    });
  }

  async confirm(email: string, otp: string): Promise<ConfirmResult> {
    const now = this.deps.clock.now();
    const reader = await this.findReader(this.db, email);
    if (!reader || reader.emailVerifiedAt || this.isPendingExpired(reader, now)) {
      return { ok: false, reason: 'invalid' };
    }
    const code = await this.newestCode(this.db, reader.id);
    if (!code || code.consumedAt) return { ok: false, reason: 'invalid' };
    if (code.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS)
      return { ok: false, reason: 'too-many-tries' };
    if (code.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'invalid' };

    // Reserve one of the tries before comparing, so parallel guesses cannot exceed the limit.
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
      .returning({ failedAttempts: verificationCodes.failedAttempts });
    if (!reserved) return { ok: false, reason: 'too-many-tries' };

    const matches = sameHash(hashVerificationCode(this.deps.otpKey, reader.id, otp), code.codeHash);
    if (!matches) return { ok: false, reason: 'invalid' };

    const verified = await this.db.transaction(async (tx) => {
      const [consumed] = await tx
        .update(verificationCodes)
        .set({
          consumedAt: now,
          failedAttempts: sql`${verificationCodes.failedAttempts} - 1`,
        })
        .where(and(eq(verificationCodes.id, code.id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      if (!consumed) return undefined;
      const [updated] = await tx
        .update(readers)
        .set({ emailVerifiedAt: now })
        .where(and(eq(readers.id, reader.id), isNull(readers.emailVerifiedAt)))
        .returning();
      return updated;
    });
    return verified ? { ok: true, user: publicUser(verified) } : { ok: false, reason: 'invalid' };
  }

  async resend(email: string): Promise<ResendResult> {
    const now = this.deps.clock.now();
    // The cooldown applies to every address, known or not, so a 429 reveals nothing.
    if (!(await this.tryStartCooldown(email, now))) {
      const [row] = await this.db
        .select({ lastSentAt: mailCooldowns.lastSentAt })
        .from(mailCooldowns)
        .where(eq(mailCooldowns.email, email));
      const waitMs = row
        ? row.lastSentAt.getTime() + MAIL_COOLDOWN_MS - now.getTime()
        : MAIL_COOLDOWN_MS;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    const reader = await this.findReader(this.db, email);
    if (!reader || reader.emailVerifiedAt || this.isPendingExpired(reader, now))
      return { ok: true };
    await this.db.transaction(async (tx) => {
      const code = await this.issueCode(tx, reader.id, now);
      await this.deps.outbox.enqueue(
        tx,
        verificationCodeMail(email, reader.firstName, code, this.mailContext()),
      );
    });
    return { ok: true };
  }

  async login(email: string, password: string, ip: string): Promise<LoginResult> {
    const now = this.deps.clock.now();
    const { config } = this.deps;
    const windowMs = config.loginThrottleWindowMinutes * 60_000;
    const since = new Date(now.getTime() - windowMs);

    const throttled = async (
      column: typeof loginFailures.email | typeof loginFailures.ip,
      value: string,
      max: number,
    ) => {
      const [row] = await this.db
        .select({ failures: count(), oldest: min(loginFailures.createdAt) })
        .from(loginFailures)
        .where(and(eq(column, value), gt(loginFailures.createdAt, since)));
      if (!row || row.failures < max || !row.oldest) return undefined;
      const oldest = new Date(row.oldest as unknown as string | Date);
      return Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
    };
    const waitEmail = await throttled(loginFailures.email, email, config.loginMaxFailuresPerEmail);
    const waitIp = await throttled(loginFailures.ip, ip, config.loginMaxFailuresPerIp);
    if (waitEmail !== undefined || waitIp !== undefined) {
      return {
        ok: false,
        reason: 'throttled',
        retryAfterSeconds: Math.max(waitEmail ?? 0, waitIp ?? 0),
      };
    }

    const reader = await this.findReader(this.db, email);
    // Exactly one argon2 verify on every path: unknown, unverified and wrong password alike.
    const passwordOk = await this.deps.hasher.verify(
      reader?.passwordHash ?? this.deps.dummyHash,
      password,
    );
    if (!reader || !passwordOk || !reader.emailVerifiedAt) {
      await this.db.insert(loginFailures).values({ email, ip, createdAt: now });
      return { ok: false, reason: 'invalid' };
    }

    await this.db.delete(loginFailures).where(eq(loginFailures.email, email));
    const token = newSessionToken();
    await this.db.insert(sessions).values({
      tokenHash: hashSessionToken(token),
      readerId: reader.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.tokenTtlHours * 3_600_000),
    });
    return { ok: true, token, user: publicUser(reader) };
  }

  /** The reader behind a live (unexpired, unrevoked) token, if any. */
  async readerForToken(token: string): Promise<PublicUser | undefined> {
    const now = this.deps.clock.now();
    const [row] = await this.db
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
    return row ? publicUser(row.reader) : undefined;
  }

  /** Revokes the token; idempotent (an unknown or already revoked token is fine). */
  async logout(token: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.deps.clock.now() })
      .where(and(eq(sessions.tokenHash, hashSessionToken(token)), isNull(sessions.revokedAt)));
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
      .delete(loginFailures)
      .where(lte(loginFailures.createdAt, new Date(now - windowMs)));
    await this.db
      .delete(mailCooldowns)
      .where(lte(mailCooldowns.lastSentAt, new Date(now - MAIL_COOLDOWN_MS)));
  }

  private async findReader(db: Executor, email: string): Promise<Reader | undefined> {
    const [reader] = await db.select().from(readers).where(eq(readers.email, email));
    return reader;
  }

  private async findReaderForUpdate(tx: Tx, email: string): Promise<Reader | undefined> {
    const [reader] = await tx.select().from(readers).where(eq(readers.email, email)).for('update');
    return reader;
  }

  private async newestCode(db: Executor, readerId: string) {
    const [code] = await db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.readerId, readerId))
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
    options: { firstCode?: boolean } = {},
  ): Promise<string> {
    let carried = 0;
    if (!options.firstCode) {
      const previous = await this.newestCode(tx, readerId);
      carried =
        previous && previous.failedAttempts < OTP_MAX_FAILED_ATTEMPTS ? previous.failedAttempts : 0;
      await tx.delete(verificationCodes).where(eq(verificationCodes.readerId, readerId));
    }
    const code = newVerificationCode();
    await tx.insert(verificationCodes).values({
      readerId,
      codeHash: hashVerificationCode(this.deps.otpKey, readerId, code),
      failedAttempts: carried,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    });
    return code;
  }

  private async touchCooldown(db: Executor, email: string, now: Date): Promise<void> {
    await db
      .insert(mailCooldowns)
      .values({ email, lastSentAt: now })
      .onConflictDoUpdate({ target: mailCooldowns.email, set: { lastSentAt: now } });
  }

  /** Atomically claims the address's mail slot; false while the 60 s cooldown runs. */
  private async tryStartCooldown(
    email: string,
    now: Date,
    db: Executor = this.db,
  ): Promise<boolean> {
    const rows = await db
      .insert(mailCooldowns)
      .values({ email, lastSentAt: now })
      .onConflictDoUpdate({
        target: mailCooldowns.email,
        set: { lastSentAt: now },
        setWhere: lte(mailCooldowns.lastSentAt, new Date(now.getTime() - MAIL_COOLDOWN_MS)),
      })
      .returning({ email: mailCooldowns.email });
    return rows.length > 0;
  }
}
