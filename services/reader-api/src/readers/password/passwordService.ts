/**
 * Passwords: reset when signed out (an e-mailed code, same rules as sign-up codes) and change
 * when signed in (proving the old one, throttled like login). Either way every session of the
 * reader is revoked and a notice e-mailed, in one transaction.
 */
import { eq, sql } from 'drizzle-orm';
import { readers, type Reader } from '../../core/db/accountTables.ts';
import { mailsIn } from '../../core/mail/mailLocale.ts';
import { findReader, isUsable, mailContext, type Tx } from '../shared/readerDeps.ts';
import { recordReaderAuthEvent } from '../shared/authEvents.ts';
import type { ReaderParts } from '../shared/readerParts.ts';

export type ResetResult = { ok: true } | { ok: false; reason: 'invalid' | 'too-many-tries' };

export type ChangePasswordResult =
  | { ok: true }
  | { ok: false; reason: 'unauthenticated' | 'wrong-password' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

export class PasswordService {
  constructor(private readonly parts: ReaderParts) {}

  /**
   * Sends a reset code to a verified account's address (within the cooldown and daily cap).
   * Answers nothing either way: the route says the same for every address.
   */
  async requestReset(email: string, locale?: string): Promise<void> {
    const { db, clock, codeMails, codes, outbox } = this.parts;
    const now = clock.now();
    const reader = await findReader(db, email);
    if (!reader?.emailVerifiedAt || !isUsable(reader)) return;
    await db.transaction(async (tx) => {
      // Reset codes have their own cooldown and daily cap (a key apart from sign-up codes).
      if (!(await codeMails.claim(`reset:${email}`, now, tx)).ok) return;
      const code = await codes.issue(tx, reader.id, now, { purpose: 'reset' });
      await outbox.enqueue(
        tx,
        mailsIn(locale ?? reader.locale).passwordResetCodeMail(
          email,
          reader.firstName,
          code,
          mailContext(this.parts.config, locale ?? reader.locale),
        ),
      );
    });
  }

  /**
   * Sets a new password with the e-mailed reset code (single use, 10 minutes, 5 tries reserved
   * before comparing, newest only).
   */
  async confirmReset(
    email: string,
    otp: string,
    newPassword: string,
    ip: string,
  ): Promise<ResetResult> {
    const { db, clock, codes, hasher } = this.parts;
    const now = clock.now();
    const reader = await findReader(db, email);
    if (!reader?.emailVerifiedAt || !isUsable(reader)) return { ok: false, reason: 'invalid' };
    const checked = await codes.check(reader.id, otp, 'reset', now, ip);
    if (!checked.ok) return checked;

    const passwordHash = await hasher.hash(newPassword);
    const changed = await db.transaction(async (tx) => {
      if (!(await codes.consume(tx, checked.codeId, now))) return false;
      await this.setPassword(tx, reader, passwordHash, now);
      await recordReaderAuthEvent(tx, now, { action: 'password-reset', reader, ip });
      return true;
    });
    return changed ? { ok: true } : { ok: false, reason: 'invalid' };
  }

  /**
   * A signed-in reader changes their password by proving the old one (throttled like login,
   * so a stolen token cannot brute-force it). Every session, this one included, is revoked.
   */
  async change(
    token: string,
    oldPassword: string,
    newPassword: string,
    ip: string,
  ): Promise<ChangePasswordResult> {
    const { db, clock, config, hasher, throttle, sessions } = this.parts;
    const now = clock.now();
    const reader = await sessions.readerFor(token, now);
    if (!reader) return { ok: false, reason: 'unauthenticated' };
    const slot = await throttle.reservePasswordCheck(
      reader.email,
      ip,
      { perEmail: config.loginMaxFailuresPerEmail, perIp: config.loginMaxFailuresPerIp },
      now,
    );
    if (!slot.ok)
      return { ok: false, reason: 'throttled', retryAfterSeconds: slot.retryAfterSeconds };
    if (!(await hasher.verify(reader.passwordHash, oldPassword))) {
      await recordReaderAuthEvent(db, now, { action: 'password-change-failed', reader, ip });
      for (const limit of slot.exhausts)
        await recordReaderAuthEvent(db, now, {
          action: 'sign-in-locked',
          reader,
          ip,
          detail: { limit: limit === 'email' ? 'attempts-per-address' : 'attempts-per-client' },
        });
      return { ok: false, reason: 'wrong-password' };
    }
    await throttle.release('email', reader.email);
    await throttle.release('ip', ip);
    const passwordHash = await hasher.hash(newPassword);
    await db.transaction(async (tx) => {
      await this.setPassword(tx, reader, passwordHash, now);
      await recordReaderAuthEvent(tx, now, { action: 'password-change', reader, ip });
    });
    return { ok: true };
  }

  private async setPassword(tx: Tx, reader: Reader, passwordHash: string, now: Date) {
    // A new credential generation: every device cookie issued before stops skipping the lockouts.
    await tx
      .update(readers)
      .set({ passwordHash, credentialGeneration: sql`${readers.credentialGeneration} + 1` })
      .where(eq(readers.id, reader.id));
    await this.parts.sessions.revokeAll(tx, reader.id, now);
    await this.parts.throttle.clearAddress(reader.email, tx);
    await this.parts.outbox.enqueue(
      tx,
      mailsIn(reader.locale).passwordChangedMail(
        reader.email,
        reader.firstName,
        mailContext(this.parts.config, reader.locale),
      ),
    );
  }
}
