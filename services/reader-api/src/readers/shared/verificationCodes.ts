/**
 * The e-mailed 6-digit codes (sign-up and password reset): CSPRNG digits stored as an HMAC,
 * single use, 10 minutes, only the newest counts. Tries are counted per client (issue 40, L4):
 * each client (an IPv4 address, an IPv6 /64: `clientAddressKey`) has 5 wrong tries on the
 * address's codes, kept across a resend (a fresh code does not give them back) unless used up;
 * all clients together have OTP_MAX_FAILED_ATTEMPTS_ALL_CLIENTS per code. So a stranger's five
 * wrong guesses use up the stranger's tries, not the owner's. Every try is reserved atomically
 * before comparing (`login_throttle` scope `code-tries`, and the code's own count).
 */
import { and, desc, eq, gte, isNull, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/database.ts';
import { loginThrottle } from '../../core/limits/limitTables.ts';
import { reserveAttempt } from '../../core/limits/attemptCounter.ts';
import { verificationCodes } from '../readerTables.ts';
import {
  hashVerificationCode,
  newVerificationCode,
  sameHash,
} from '../../core/security/secrets.ts';
import {
  CODE_MAIL_WINDOW_MS,
  OTP_MAX_FAILED_ATTEMPTS,
  OTP_MAX_FAILED_ATTEMPTS_ALL_CLIENTS,
  OTP_TTL_MS,
} from '../../core/rules.ts';
import type { Executor, Tx } from './readerDeps.ts';
import { clientAddressKey } from '@thrive/platform/clientAddress';

export type CodePurpose = 'verify' | 'reset';
export type CodeCheck =
  { ok: true; codeId: number } | { ok: false; reason: 'invalid' | 'too-many-tries' };

/** The `login_throttle` scope of a client's tries on an address's codes. */
export const CODE_TRIES_SCOPE = 'code-tries';
const triesOf = (purpose: CodePurpose, readerId: string) => `${purpose} ${readerId} `;

export class VerificationCodes {
  constructor(
    private readonly db: Db,
    /** HMAC key of the stored codes. */
    private readonly otpKey: string,
  ) {}

  /**
   * Checks `otp` against the reader's newest code of `purpose`: single use, unexpired, and one
   * of this client's tries (and of the code's) reserved before comparing, so parallel guesses
   * cannot exceed either limit. A right code keeps its try reserved until `consume` uses it.
   */
  async check(
    readerId: string,
    otp: string,
    purpose: CodePurpose,
    now: Date,
    ip: string,
  ): Promise<CodeCheck> {
    const code = await this.newest(this.db, readerId, purpose);
    if (!code || code.consumedAt) return { ok: false, reason: 'invalid' };
    if (code.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'invalid' };
    const client = `${triesOf(purpose, readerId)}${clientAddressKey(ip)}`;
    const mine = await reserveAttempt(
      this.db,
      CODE_TRIES_SCOPE,
      client,
      OTP_MAX_FAILED_ATTEMPTS,
      now,
      CODE_MAIL_WINDOW_MS,
    );
    if (!mine.ok) return { ok: false, reason: 'too-many-tries' };
    const [reserved] = await this.db
      .update(verificationCodes)
      .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
      .where(
        and(
          eq(verificationCodes.id, code.id),
          lt(verificationCodes.failedAttempts, OTP_MAX_FAILED_ATTEMPTS_ALL_CLIENTS),
          isNull(verificationCodes.consumedAt),
        ),
      )
      .returning({ id: verificationCodes.id });
    if (!reserved) return { ok: false, reason: 'too-many-tries' };
    if (!sameHash(hashVerificationCode(this.otpKey, readerId, otp), code.codeHash))
      return { ok: false, reason: 'invalid' };
    return { ok: true, codeId: code.id };
  }

  /**
   * Uses the code up (once: false when a parallel request got there first). The mailbox is
   * proven: every client's tries on the address's codes of this purpose are forgotten.
   */
  async consume(tx: Tx, codeId: number, now: Date): Promise<boolean> {
    const [consumed] = await tx
      .update(verificationCodes)
      .set({ consumedAt: now, failedAttempts: sql`${verificationCodes.failedAttempts} - 1` })
      .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.consumedAt)))
      .returning({ readerId: verificationCodes.readerId, purpose: verificationCodes.purpose });
    if (!consumed) return false;
    await tx
      .delete(loginThrottle)
      .where(
        and(
          eq(loginThrottle.scope, CODE_TRIES_SCOPE),
          like(
            loginThrottle.subject,
            `${triesOf(consumed.purpose as CodePurpose, consumed.readerId)}%`,
          ),
        ),
      );
    return true;
  }

  /**
   * Replaces the reader's code with a fresh one and returns its digits. Each client's tries
   * carry over (resending must not reset them) unless that client had used them all.
   */
  async issue(
    tx: Tx,
    readerId: string,
    now: Date,
    options: { firstCode?: boolean; purpose?: CodePurpose } = {},
  ): Promise<string> {
    const purpose = options.purpose ?? 'verify';
    if (!options.firstCode) {
      await tx
        .delete(verificationCodes)
        .where(
          and(eq(verificationCodes.readerId, readerId), eq(verificationCodes.purpose, purpose)),
        );
      await tx
        .delete(loginThrottle)
        .where(
          and(
            eq(loginThrottle.scope, CODE_TRIES_SCOPE),
            like(loginThrottle.subject, `${triesOf(purpose, readerId)}%`),
            gte(loginThrottle.attempts, OTP_MAX_FAILED_ATTEMPTS),
          ),
        );
    }
    const code = newVerificationCode();
    await tx.insert(verificationCodes).values({
      readerId,
      purpose,
      codeHash: hashVerificationCode(this.otpKey, readerId, code),
      failedAttempts: 0,
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
