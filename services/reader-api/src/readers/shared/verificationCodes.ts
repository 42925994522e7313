/**
 * The e-mailed 6-digit codes (sign-up and password reset): CSPRNG digits stored as an HMAC,
 * single use, 10 minutes, 5 tries (each try reserved atomically before comparing), only the
 * newest counts, and a fresh code keeps the tries already used.
 */
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/database.ts';
import { verificationCodes } from '../readerTables.ts';
import {
  hashVerificationCode,
  newVerificationCode,
  sameHash,
} from '../../core/security/secrets.ts';
import { OTP_MAX_FAILED_ATTEMPTS, OTP_TTL_MS } from '../../core/rules.ts';
import type { Executor, Tx } from './readerDeps.ts';

export type CodePurpose = 'verify' | 'reset';
export type CodeCheck =
  { ok: true; codeId: number } | { ok: false; reason: 'invalid' | 'too-many-tries' };

export class VerificationCodes {
  constructor(
    private readonly db: Db,
    /** HMAC key of the stored codes. */
    private readonly otpKey: string,
  ) {}

  /**
   * Checks `otp` against the reader's newest code of `purpose`: single use, unexpired, and one
   * of the limited tries reserved before comparing, so parallel guesses cannot exceed the limit.
   * A right code keeps its try reserved until `consume` gives it back.
   */
  async check(readerId: string, otp: string, purpose: CodePurpose, now: Date): Promise<CodeCheck> {
    const code = await this.newest(this.db, readerId, purpose);
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
    if (!sameHash(hashVerificationCode(this.otpKey, readerId, otp), code.codeHash))
      return { ok: false, reason: 'invalid' };
    return { ok: true, codeId: code.id };
  }

  /** Uses the code up (once: false when a parallel request got there first), giving its try back. */
  async consume(tx: Tx, codeId: number, now: Date): Promise<boolean> {
    const [consumed] = await tx
      .update(verificationCodes)
      .set({ consumedAt: now, failedAttempts: sql`${verificationCodes.failedAttempts} - 1` })
      .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    return consumed !== undefined;
  }

  /**
   * Replaces the reader's code with a fresh one and returns its digits. The tries already used
   * carry over (resending must not reset them) unless the old code had used them all.
   */
  async issue(
    tx: Tx,
    readerId: string,
    now: Date,
    options: { firstCode?: boolean; purpose?: CodePurpose } = {},
  ): Promise<string> {
    const purpose = options.purpose ?? 'verify';
    let carried = 0;
    if (!options.firstCode) {
      const previous = await this.newest(tx, readerId, purpose);
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
      codeHash: hashVerificationCode(this.otpKey, readerId, code),
      failedAttempts: carried,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    });
    return code;
  }

  private async newest(db: Executor, readerId: string, purpose: CodePurpose) {
    const [code] = await db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.readerId, readerId), eq(verificationCodes.purpose, purpose)))
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
    return code;
  }
}
