/**
 * Proof of work for noisy networks (ALTCHA, altcha-lib; no third-party service). When one
 * address has used its quiet allowance of sign-ins or form e-mails (many readers behind one
 * carrier-NAT address, or one attacker), a request is not refused: the answer is a 429 with
 * code PROOF_OF_WORK_REQUIRED and a signed challenge. The site's API client solves it (about a
 * second of hashing on a phone) and sends the request again with the solution in the
 * X-Thrive-Proof header. A solution is checked (signature, expiry, work) and used once: its
 * nonce is recorded in `login_throttle` (scope `proof`) in the request's transaction.
 * A browser without JavaScript cannot solve it: it is told so, and when the quiet allowance
 * frees up (Retry-After).
 */
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { HttpError } from '../errors/httpError.ts';
import type { DbExecutor } from '../mail/outbox.ts';

export const PROOF_HEADER = 'x-thrive-proof';
export const PROOF_OF_WORK_REQUIRED = 'PROOF_OF_WORK_REQUIRED';
export const PROOF_OF_WORK_MESSAGE =
  'Many requests are coming from your network right now. To go on, your browser does a short check that needs JavaScript turned on. Please try again with JavaScript, or later.';

export interface ProofOfWorkSettings {
  /** SHA-256 rounds per attempt. */
  cost: number;
  /** The solution is a counter drawn from [maxCounter / 2, maxCounter]: work = cost x counter. */
  maxCounter: number;
  /** How long a challenge may be solved and used. */
  ttlMs: number;
}

interface SubmittedProof {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}

function parseProof(header: string | undefined): SubmittedProof | undefined {
  if (!header || header.length > 4096) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    const proof = value as Partial<SubmittedProof>;
    if (
      typeof proof?.challenge?.parameters?.nonce !== 'string' ||
      typeof proof.solution?.counter !== 'number' ||
      typeof proof.solution.derivedKey !== 'string'
    )
      return undefined;
    return proof as SubmittedProof;
  } catch {
    return undefined;
  }
}

export class ProofOfWork {
  constructor(
    private readonly key: string,
    private readonly clock: Clock,
    private readonly settings: ProofOfWorkSettings,
  ) {}

  async challenge(): Promise<Challenge> {
    const { cost, maxCounter, ttlMs } = this.settings;
    return createChallenge({
      algorithm: 'SHA-256',
      cost,
      counter: randomInt(Math.max(1, Math.floor(maxCounter / 2)), Math.max(2, maxCounter)),
      deriveKey,
      // altcha-lib checks expiry against the system clock.
      expiresAt: new Date(Date.now() + ttlMs),
      hmacSignatureSecret: this.key,
      hmacKeySignatureSecret: `${this.key}:key`,
    });
  }

  /** The 429 that asks for a proof, carrying a fresh challenge. */
  async required(retryAfterSeconds?: number): Promise<HttpError> {
    return Object.assign(
      new HttpError(429, PROOF_OF_WORK_MESSAGE, PROOF_OF_WORK_REQUIRED, {
        challenge: await this.challenge(),
      }),
      retryAfterSeconds === undefined ? {} : { retryAfterSeconds },
    );
  }

  /**
   * True when `header` holds a valid solution of one of our challenges that was not used
   * before; it is then used up (within `executor`'s transaction, so a rollback gives it back).
   */
  async redeem(executor: DbExecutor, header: string | undefined): Promise<boolean> {
    const proof = parseProof(header);
    if (!proof) return false;
    const result = await verifySolution({
      challenge: proof.challenge,
      solution: proof.solution,
      deriveKey,
      hmacSignatureSecret: this.key,
      hmacKeySignatureSecret: `${this.key}:key`,
    }).catch(() => undefined);
    if (!result?.verified) return false;
    const now = this.clock.now().toISOString();
    const used = (await executor.execute(sql`
      insert into login_throttle (scope, subject, window_start, attempts)
      values ('proof', ${proof.challenge.parameters.nonce}, ${now}::timestamptz, 1)
      on conflict (scope, subject) do nothing
      returning subject`)) as unknown as { rows: unknown[] };
    return used.rows.length > 0;
  }
}
