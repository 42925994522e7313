/**
 * A signed-in reader changes their e-mail address: they re-enter their password (throttled
 * like login, so a stolen token cannot guess it), a 6-digit code goes to the new address, and
 * only that code moves the account. Then every other session ends and the old address is told.
 * Codes follow the sign-up rules: CSPRNG, stored as HMAC bound to the reader and the new
 * address, 10 minutes, 5 tries reserved before comparing, the newest only; code e-mails are
 * capped per recipient and per reader (cooldown and daily cap of the other code e-mails).
 * Whether the new address already has an account is never told to the requester: that address
 * gets a notice instead of a code, and the answer is the same.
 */
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { emailChanges } from '../readerTables.ts';
import { readers, type Reader } from '../../core/db/accountTables.ts';
import { violatedUniqueIndex } from '../../core/db/uniqueViolation.ts';
import { OTP_MAX_FAILED_ATTEMPTS, OTP_TTL_MS } from '../../core/rules.ts';
import {
  hashVerificationCode,
  newVerificationCode,
  sameHash,
} from '../../core/security/secrets.ts';
import type { SignedInReader } from '../session/readerSessions.ts';
import { mailContext, publicUser, type PublicUser } from '../shared/readerDeps.ts';
import type { ReaderParts } from '../shared/readerParts.ts';
import { boundTo } from '../../core/mail/mailLocale.ts';
import { apiLocales } from '../../core/words/catalogs.ts';
import * as mails from './emailChangeMails.ts';

/** The e-mail change's e-mails per language (the account's: the reader is signed in). */
export const EMAIL_CHANGE_MAILS = Object.fromEntries(
  apiLocales().map((code) => [code, boundTo(mails, code)]),
);
const mailsIn = (locale: string) => EMAIL_CHANGE_MAILS[locale] ?? EMAIL_CHANGE_MAILS.en!;

export type EmailChangeRequestResult =
  | { ok: true }
  | { ok: false; reason: 'same-address' | 'wrong-password' }
  | { ok: false; reason: 'throttled' | 'cooldown' | 'daily-cap'; retryAfterSeconds: number };

export type EmailChangeConfirmResult =
  { ok: true; user: PublicUser } | { ok: false; reason: 'invalid' | 'too-many-tries' };

/** The code's HMAC is bound to the reader and the address it proves. */
const codeSubject = (readerId: string, newEmail: string) => `${readerId}:${newEmail}`;

export class EmailChangeService {
  constructor(private readonly deps: ReaderParts) {}

  async request(
    signedIn: SignedInReader,
    newEmail: string,
    password: string,
    ip: string,
  ): Promise<EmailChangeRequestResult> {
    const { reader } = signedIn;
    if (newEmail === reader.email) return { ok: false, reason: 'same-address' };
    const checked = await this.checkPassword(reader, password, ip);
    if (!checked.ok) return checked;

    const now = this.deps.clock.now();
    // Per reader (one account cannot mail many addresses) and per recipient (no mail bombing).
    for (const key of [`email-change-by:${reader.id}`, `email-change:${newEmail}`]) {
      const claim = await this.deps.codeMails.claim(key, now);
      if (!claim.ok) return claim;
    }
    await this.deps.db.transaction(async (tx) => {
      const [holder] = await tx.select().from(readers).where(eq(readers.email, newEmail));
      // A pending sign-up does not own the address yet: proving the mailbox takes it over.
      const taken = holder !== undefined && holder.emailVerifiedAt !== null;
      const code = newVerificationCode();
      const codeHash = taken
        ? null
        : hashVerificationCode(this.deps.otpKey, codeSubject(reader.id, newEmail), code);
      const row = {
        newEmail,
        codeHash,
        failedAttempts: 0,
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      };
      await tx
        .insert(emailChanges)
        .values({ readerId: reader.id, ...row })
        .onConflictDoUpdate({ target: emailChanges.readerId, set: row });
      await this.deps.outbox.enqueue(
        tx,
        taken
          ? mailsIn(reader.locale).emailChangeAddressTakenMail(
              newEmail,
              mailContext(this.deps.config, reader.locale),
            )
          : mailsIn(reader.locale).emailChangeCodeMail(
              newEmail,
              code,
              mailContext(this.deps.config, reader.locale),
            ),
      );
    });
    return { ok: true };
  }

  /** The password check, counted against the account and the client like a login. */
  private async checkPassword(
    reader: Reader,
    password: string,
    ip: string,
  ): Promise<{ ok: true } | Exclude<EmailChangeRequestResult, { ok: true }>> {
    const { throttle, config } = this.deps;
    const slot = await throttle.reservePasswordCheck(
      reader.email,
      ip,
      { perEmail: config.loginMaxFailuresPerEmail, perIp: config.loginMaxFailuresPerIp },
      this.deps.clock.now(),
    );
    if (!slot.ok)
      return { ok: false, reason: 'throttled', retryAfterSeconds: slot.retryAfterSeconds };
    // A failure keeps both reservations: they are the failure count.
    if (!(await this.deps.hasher.verify(reader.passwordHash, password)))
      return { ok: false, reason: 'wrong-password' };
    await throttle.release('email', reader.email);
    await throttle.release('ip', ip);
    return { ok: true };
  }

  async confirm(signedIn: SignedInReader, otp: string): Promise<EmailChangeConfirmResult> {
    const now = this.deps.clock.now();
    const readerId = signedIn.reader.id;
    // One try reserved before comparing, so parallel guesses cannot exceed the limit.
    const [pending] = await this.deps.db
      .update(emailChanges)
      .set({ failedAttempts: sql`${emailChanges.failedAttempts} + 1` })
      .where(
        and(
          eq(emailChanges.readerId, readerId),
          gt(emailChanges.expiresAt, now),
          lt(emailChanges.failedAttempts, OTP_MAX_FAILED_ATTEMPTS),
        ),
      )
      .returning();
    if (!pending) {
      const [used] = await this.deps.db
        .select({ failedAttempts: emailChanges.failedAttempts })
        .from(emailChanges)
        .where(and(eq(emailChanges.readerId, readerId), gt(emailChanges.expiresAt, now)));
      return (used?.failedAttempts ?? 0) >= OTP_MAX_FAILED_ATTEMPTS
        ? { ok: false, reason: 'too-many-tries' }
        : { ok: false, reason: 'invalid' };
    }
    const expected = hashVerificationCode(
      this.deps.otpKey,
      codeSubject(readerId, pending.newEmail),
      otp,
    );
    if (!pending.codeHash || !sameHash(pending.codeHash, expected))
      return { ok: false, reason: 'invalid' };

    try {
      const moved = await this.deps.db.transaction(async (tx) => {
        const [reader] = await tx
          .select()
          .from(readers)
          .where(eq(readers.id, readerId))
          .for('update');
        const [holder] = await tx
          .select()
          .from(readers)
          .where(and(eq(readers.email, pending.newEmail), ne(readers.id, readerId)))
          .for('update');
        if (!reader || (holder && holder.emailVerifiedAt !== null)) return undefined;
        if (holder) await tx.delete(readers).where(eq(readers.id, holder.id));
        const [updated] = await tx
          .update(readers)
          .set({ email: pending.newEmail })
          .where(eq(readers.id, readerId))
          .returning();
        await tx.delete(emailChanges).where(eq(emailChanges.readerId, readerId));
        await this.deps.sessions.endOthers(tx, signedIn, now);
        await this.deps.outbox.enqueue(
          tx,
          mailsIn(reader.locale).emailChangedMail(
            reader.email,
            reader.firstName,
            pending.newEmail,
            mailContext(this.deps.config, reader.locale),
          ),
        );
        return updated;
      });
      return moved
        ? { ok: true, user: publicUser(moved, this.deps.clock.now()) }
        : { ok: false, reason: 'invalid' };
    } catch (error) {
      // Another account took the address in the meantime.
      if (violatedUniqueIndex(error) === 'readers_email_key')
        return { ok: false, reason: 'invalid' };
      throw error;
    }
  }
}
