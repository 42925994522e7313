/**
 * Who may try a password now (OWASP's device-cookie pattern plus a proof of work for noisy
 * networks). Every password check is reserved before the argon2 verify:
 * - a valid device cookie for this account (deviceCookie.ts): counted against that cookie only
 *   (the per-account limit); the account's and the network's lockouts do not apply to it;
 * - otherwise per account (strict: loginMaxFailuresPerEmail in the window), and per client
 *   address: quietly up to loginFailuresPerIpBeforeChallenge, then only with a solved
 *   proof-of-work challenge, up to the ceiling loginMaxFailuresPerIp.
 * A success gives the address its reservation back and clears the account's count; a
 * failure keeps them: they are the failure counts.
 */
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { HttpError } from '../errors/httpError.ts';
import { clearAttempts, releaseAttempt, reserveAttempt } from './attemptCounter.ts';
import type { ProofOfWork } from './proofOfWork.ts';
import { clientAddressKey } from '@thrive/platform/clientAddress';

export type SignInLimitsConfig = Pick<
  Config,
  | 'loginMaxFailuresPerEmail'
  | 'loginMaxFailuresPerIp'
  | 'loginFailuresPerIpBeforeChallenge'
  | 'loginThrottleWindowMinutes'
>;

export interface SignInAttempt {
  email: string;
  ip: string;
  /** The nonce of this account's valid device cookie, when the browser sent one. */
  deviceNonce?: string | undefined;
  /** The X-Thrive-Proof header. */
  proof?: string | undefined;
}

/** The limits a reserved attempt uses up should its password be wrong (audited as lockouts). */
export type ExhaustedLimit = 'email' | 'ip' | 'device';

export type SignInClearance =
  | { ok: true; trustedDevice: boolean; exhausts: ExhaustedLimit[] }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number }
  | { ok: false; reason: 'challenge'; error: HttpError };

export class SignInLimits {
  constructor(
    private readonly db: Db,
    private readonly config: SignInLimitsConfig,
    private readonly proofOfWork: ProofOfWork,
  ) {}

  private get windowMs(): number {
    return this.config.loginThrottleWindowMinutes * 60_000;
  }

  async reserve(attempt: SignInAttempt, now: Date): Promise<SignInClearance> {
    const { db, config, windowMs } = this;
    if (attempt.deviceNonce) {
      const device = await reserveAttempt(
        db,
        'device',
        attempt.deviceNonce,
        config.loginMaxFailuresPerEmail,
        now,
        windowMs,
      );
      if (device.ok)
        return {
          ok: true,
          trustedDevice: true,
          exhausts: device.attempts >= config.loginMaxFailuresPerEmail ? ['device'] : [],
        };
      // A device cookie that failed too often counts for nothing: the untrusted path decides.
    }
    const account = await reserveAttempt(
      db,
      'email',
      attempt.email,
      config.loginMaxFailuresPerEmail,
      now,
      windowMs,
    );
    if (!account.ok)
      return { ok: false, reason: 'throttled', retryAfterSeconds: account.retryAfterSeconds };
    const quietMax = Math.min(
      config.loginFailuresPerIpBeforeChallenge,
      config.loginMaxFailuresPerIp,
    );
    const exhausts = (ip: number): ExhaustedLimit[] => [
      ...(account.attempts >= config.loginMaxFailuresPerEmail ? (['email'] as const) : []),
      ...(ip >= config.loginMaxFailuresPerIp ? (['ip'] as const) : []),
    ];
    const quiet = await reserveAttempt(
      db,
      'ip',
      clientAddressKey(attempt.ip),
      quietMax,
      now,
      windowMs,
    );
    if (quiet.ok) return { ok: true, trustedDevice: false, exhausts: exhausts(quiet.attempts) };
    // A noisy network: go on only with a solved challenge, up to the ceiling.
    if (!(await this.proofOfWork.redeem(db, attempt.proof))) {
      await releaseAttempt(db, 'email', attempt.email);
      return { ok: false, reason: 'challenge', error: await this.proofOfWork.required() };
    }
    const ceiling = await reserveAttempt(
      db,
      'ip',
      clientAddressKey(attempt.ip),
      config.loginMaxFailuresPerIp,
      now,
      windowMs,
    );
    if (ceiling.ok) return { ok: true, trustedDevice: false, exhausts: exhausts(ceiling.attempts) };
    await releaseAttempt(db, 'email', attempt.email);
    return { ok: false, reason: 'throttled', retryAfterSeconds: ceiling.retryAfterSeconds };
  }

  /** The password was right. */
  async succeeded(attempt: SignInAttempt, clearance: { trustedDevice: boolean }): Promise<void> {
    if (clearance.trustedDevice) {
      // The owner's success does not lift the lockout others caused.
      await releaseAttempt(this.db, 'device', attempt.deviceNonce!);
      return;
    }
    await clearAttempts(this.db, 'email', attempt.email);
    await releaseAttempt(this.db, 'ip', clientAddressKey(attempt.ip));
  }
}
