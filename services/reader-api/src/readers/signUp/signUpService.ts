/**
 * Sign-up: register, confirm the e-mailed code, resend it. Security rules it enforces:
 * - no account enumeration: register answers the same for new, pending and verified addresses
 *   and does exactly one argon2 hash on every path;
 * - pre-hijacking: every sign-up attempt for a pending address keeps its own name and password
 *   hash; confirming needs the mailbox's code AND the password of one attempt, and only that
 *   attempt becomes the account (an attacker's earlier attempt is never activated by the
 *   victim's code); a pending registration expires after 24 h;
 * - codes: see verificationCodes.ts; one code e-mail per address per 60 s (codeMailQuota.ts);
 * - one client cannot fill an address's attempts (MAX_SIGN_UPS_PER_CLIENT_PER_ADDRESS).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { readers, type Reader } from '../../core/db/accountTables.ts';
import { mailsIn } from '../../core/mail/mailLocale.ts';
import { newSessionToken } from '../../core/security/secrets.ts';
import {
  MAX_SIGN_UPS_PER_CLIENT_PER_ADDRESS,
  PENDING_REGISTRATION_TTL_MS,
} from '../../core/rules.ts';
import { recordReaderAuthEvent } from '../shared/authEvents.ts';
import type { MailClaim } from '../shared/codeMailQuota.ts';
import {
  findReader,
  findReaderForUpdate,
  isPendingExpired,
  mailContext,
  publicUser,
  type PublicUser,
} from '../shared/readerDeps.ts';
import type { ReaderParts } from '../shared/readerParts.ts';
import { clientAddressKey } from '@thrive/platform/clientAddress';

export interface RegisterInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  /** Checked by the route (at least 13 this year); absent from SPEC section 7's callers. */
  year_of_birth?: number;
}

export type RegisterResult =
  | { ok: true }
  /** This client already signed up for this address MAX_SIGN_UPS_PER_CLIENT_PER_ADDRESS times. */
  | { ok: false; reason: 'too-many-sign-ups'; retryAfterSeconds: number };

export type ConfirmResult =
  /** `token` is absent when the caller asked for no session (the no-JavaScript form, L10). */
  | { ok: true; token?: string; user: PublicUser }
  | { ok: false; reason: 'invalid' | 'too-many-tries' };

export type ResendResult = MailClaim;

export class SignUpService {
  constructor(private readonly parts: ReaderParts) {}

  /** @param locale the request's language (mailLocale.ts): the account's, and its e-mails'. */
  /** Today, by the service's clock (the age step counts by its year). */
  now(): Date {
    return this.parts.clock.now();
  }

  async register(input: RegisterInput, ip: string, locale = 'en'): Promise<RegisterResult> {
    const { db, hasher, clock, outbox, throttle, attempts, codes, codeMails } = this.parts;
    // Always pay for one argon2 hash first, whatever the address's state: same timing class.
    const passwordHash = await hasher.hash(input.password);
    const now = clock.now();
    const email = input.email;
    const mail = mailContext(this.parts.config, locale);
    // One client cannot fill an address's attempts (counted for every address, verified or
    // not, so the refusal reveals nothing).
    const slot = await throttle.reserve(
      'sign-up',
      `${clientAddressKey(ip)} ${email}`,
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
      birthYear: input.year_of_birth ?? null,
      createdAt: now,
    };

    type Outcome =
      | { kind: 'new'; reader: Reader; code: string }
      | { kind: 'pending'; reader: Reader; attemptId: string }
      | { kind: 'verified'; reader: Reader };

    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const existing = await findReaderForUpdate(tx, email);
      if (existing?.emailVerifiedAt) return { kind: 'verified', reader: existing };
      if (existing && !isPendingExpired(existing, now)) {
        const attemptId = await attempts.add(tx, existing.id, attempt);
        return { kind: 'pending', reader: existing, attemptId };
      }
      // An expired pending registration (24 h) is replaced by this one.
      if (existing) await tx.delete(readers).where(eq(readers.id, existing.id));
      const [created] = await tx
        .insert(readers)
        .values({ id: randomUUID(), email, ...attempt, locale })
        .onConflictDoNothing({ target: readers.email })
        .returning();
      if (!created) {
        // A concurrent registration of the same address won the insert: this one joins it.
        const winner = await findReaderForUpdate(tx, email);
        if (!winner) throw new Error('registration vanished during a concurrent insert');
        if (winner.emailVerifiedAt) return { kind: 'verified', reader: winner };
        const attemptId = await attempts.add(tx, winner.id, attempt);
        return { kind: 'pending', reader: winner, attemptId };
      }
      await attempts.add(tx, created.id, { ...attempt, codeMailedAt: now });
      const code = await codes.issue(tx, created.id, now, { firstCode: true });
      // The first code e-mail of a new registration is always sent, and counted.
      await codeMails.count(tx, email, now);
      await outbox.enqueue(tx, mailsIn(locale).verificationCodeMail(email, code, mail));
      return { kind: 'new', reader: created, code };
    });

    if (outcome.kind === 'new') return { ok: true };
    await db.transaction(async (tx) => {
      // Repeat registrations e-mail the address at most once per cooldown and a few times a
      // day (no mail bombing, no endless fresh codes).
      if (!(await codeMails.claim(email, now, tx)).ok) return;
      if (outcome.kind === 'verified') {
        // The account's owner reads it: in the account's language.
        const own = outcome.reader.locale;
        await outbox.enqueue(
          tx,
          mailsIn(own).alreadyRegisteredMail(
            email,
            outcome.reader.firstName,
            mailContext(this.parts.config, own),
          ),
        );
        return;
      }
      // Pending: a fresh code for the address. It activates only the attempt whose password is
      // given with it, so whoever reads the mailbox decides which attempt becomes the account.
      const code = await codes.issue(tx, outcome.reader.id, now);
      await attempts.markCodeMailed(tx, outcome.attemptId, now);
      await outbox.enqueue(tx, mailsIn(locale).verificationCodeMail(email, code, mail));
    });
    return { ok: true };
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
    ip: string,
    /** The User-Agent the new session is shown by (account page). */
    userAgent?: string,
    /**
     * `startSession` false: verify only (the caller has nowhere to keep a token); otherwise
     * `previousToken`, a token the browser still holds, ends with the new session's start.
     */
    session: { startSession: boolean; previousToken?: string } = { startSession: true },
  ): Promise<ConfirmResult> {
    const { db, clock, codes, attempts, sessions } = this.parts;
    const now = clock.now();
    const reader = await findReader(db, email);
    if (!reader || reader.emailVerifiedAt || isPendingExpired(reader, now)) {
      return { ok: false, reason: 'invalid' };
    }
    const checked = await codes.check(reader.id, otp, 'verify', now, ip);
    if (!checked.ok) return checked;
    const { codeId } = checked;

    // The code is right: find the attempt this password belongs to. A wrong password keeps
    // the try used, like a wrong code.
    const activated = await attempts.matching(reader.id, password);
    if (!activated) return { ok: false, reason: 'invalid' };

    const token = session.startSession ? newSessionToken() : undefined;
    const verified = await db.transaction(async (tx) => {
      if (!(await codes.consume(tx, codeId, now))) return undefined;
      const [updated] = await tx
        .update(readers)
        .set({
          emailVerifiedAt: now,
          firstName: activated.firstName,
          lastName: activated.lastName,
          passwordHash: activated.passwordHash,
          birthYear: activated.birthYear,
        })
        .where(and(eq(readers.id, reader.id), isNull(readers.emailVerifiedAt)))
        .returning();
      if (!updated) return undefined;
      await attempts.clear(tx, reader.id);
      if (token) {
        if (session.previousToken) await sessions.replace(tx, session.previousToken, now, ip);
        await sessions.start(tx, updated.id, token, now, userAgent);
      }
      // Welcome, in the account's language: with the account's change, never without it.
      await this.parts.outbox.enqueue(
        tx,
        mailsIn(updated.locale).welcomeMail(
          updated.email,
          updated.firstName,
          mailContext(this.parts.config, updated.locale),
        ),
      );
      if (token)
        await recordReaderAuthEvent(tx, now, {
          action: 'sign-in',
          reader: updated,
          ip,
          detail: { via: 'sign-up-code' },
        });
      return updated;
    });
    return verified
      ? { ok: true, ...(token ? { token } : {}), user: publicUser(verified, now) }
      : { ok: false, reason: 'invalid' };
  }

  async resend(email: string, locale?: string): Promise<ResendResult> {
    const { db, clock, codeMails } = this.parts;
    const now = clock.now();
    // The cooldown and daily cap apply to every address, known or not, so a 429 reveals nothing.
    const claim = await codeMails.claim(email, now);
    if (!claim.ok) return claim;
    const reader = await findReader(db, email);
    if (!reader || reader.emailVerifiedAt || isPendingExpired(reader, now)) return { ok: true };
    await this.sendFreshCode(reader, now, undefined, locale);
    return { ok: true };
  }

  /**
   * A fresh code to the address (the caller claimed the e-mail); `forAttemptId` names the
   * attempt it goes out for, if known.
   */
  async sendFreshCode(
    reader: Reader,
    now: Date,
    forAttemptId?: string,
    locale: string = reader.locale,
  ): Promise<void> {
    const { db, codes, attempts, outbox } = this.parts;
    await db.transaction(async (tx) => {
      const code = await codes.issue(tx, reader.id, now);
      if (forAttemptId) await attempts.markCodeMailed(tx, forAttemptId, now);
      await outbox.enqueue(
        tx,
        mailsIn(locale).verificationCodeMail(
          reader.email,
          code,
          mailContext(this.parts.config, locale),
        ),
      );
    });
  }
}
