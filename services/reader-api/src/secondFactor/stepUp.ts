/**
 * Recent authentication ("step-up", issue 40 M1; ASVS 5.0 7.5.1 and 7.5.2): a session token
 * alone does not change second factors or end other sessions. The person proves it is them
 * again, with their password or a code from their authenticator app, and the session remembers
 * when (`reauthenticated_at`; the sign-in itself counts). For RECENT_AUTHENTICATION_MINUTES
 * after that proof the sensitive endpoints answer; later they refuse with 403 REAUTHENTICATE.
 * Each proof is a guess against the same per-person limit as the second step of a sign-in.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { admins } from '../core/db/accountTables.ts';
import { adminSessions } from '../admin/adminTables.ts';
import { readers } from '../core/db/accountTables.ts';
import { sessions } from '../readers/readerTables.ts';
import { members } from '../admin/adminTables.ts';
import { contributorSessions } from '../contributors/contributorTables.ts';
import { hashSessionToken } from '../core/security/secrets.ts';
import { INVALID, type Refusal } from './factorStore.ts';
import { secondFactors } from './secondFactorTables.ts';
import { SignInCheck } from './signInCheck.ts';
import { clearAttempts } from './throttle.ts';
import { checkTotp } from './totp.ts';

/** How long a proof counts: the sign-in, a password or a second factor asked again. */
export const RECENT_AUTHENTICATION_MINUTES = 5;
const RECENT_MS = RECENT_AUTHENTICATION_MINUTES * 60_000;

/** The password, or the current code of an authenticator app. */
export type StepUpProof = { password: string } | { code: string };
export type StepUpResult = { ok: true } | Refusal;

export class StepUp extends SignInCheck {
  private sessionTable() {
    const { audience } = this.deps;
    return audience === 'admin'
      ? adminSessions
      : audience === 'reader'
        ? sessions
        : contributorSessions;
  }

  /** Whether the session behind `token` proved it is its owner within the last few minutes. */
  async isRecent(token: string): Promise<boolean> {
    const table = this.sessionTable();
    const since = new Date(this.deps.clock.now().getTime() - RECENT_MS);
    const [row] = await this.deps.db
      .select({ at: table.reauthenticatedAt })
      .from(table)
      .where(
        and(
          eq(table.tokenHash, hashSessionToken(token)),
          isNull(table.revokedAt),
          gt(table.reauthenticatedAt, since),
        ),
      );
    return row !== undefined;
  }

  /**
   * Checks the proof (one guess of the per-person limit) and, when it holds, marks the session
   * behind `token` as recently authenticated. Both outcomes go to the audit log.
   */
  async confirm(ownerId: string, token: string, proof: StepUpProof, ip: string) {
    const refused = await this.reserve(ownerId);
    if (refused) return refused;
    const method = 'password' in proof ? 'password' : 'totp';
    const ok =
      'password' in proof
        ? await this.passwordHolds(ownerId, proof.password)
        : await this.totpHolds(ownerId, proof.code);
    const now = this.deps.clock.now();
    if (!ok && method === 'totp') await this.countTotpFailure(ownerId, ip);
    if (!ok) {
      await this.deps.audit(this.deps.db, now, {
        ownerId,
        action: 'reauthentication-failed',
        ip,
        detail: { with: method },
      });
      return INVALID;
    }
    const table = this.sessionTable();
    await this.deps.db.transaction(async (tx) => {
      await tx
        .update(table)
        .set({ reauthenticatedAt: now })
        .where(eq(table.tokenHash, hashSessionToken(token)));
      await this.deps.audit(tx, now, {
        ownerId,
        action: 'reauthenticated',
        ip,
        detail: { with: method },
      });
    });
    await clearAttempts(this.deps.db, this.throttleKey(ownerId));
    return { ok: true } as const;
  }

  private async passwordHolds(ownerId: string, password: string): Promise<boolean> {
    const { db, hasher, dummyHash } = this.deps;
    const [row] =
      this.deps.audience === 'contributor'
        ? await db
            .select({ hash: members.passwordHash })
            .from(members)
            .where(eq(members.id, Number(ownerId)))
        : await (() => {
            const table = this.deps.audience === 'admin' ? admins : readers;
            return db.select({ hash: table.passwordHash }).from(table).where(eq(table.id, ownerId));
          })();
    // One verify either way (a dummy hash when the row is gone).
    return (await hasher.verify(row?.hash ?? dummyHash, password)) && row !== undefined;
  }

  /** A code of one of the person's apps, used up like at sign-in (never the same step twice). */
  private async totpHolds(ownerId: string, code: string): Promise<boolean> {
    const { db, box, clock } = this.deps;
    const factors = await this.factorsOf(db, ownerId);
    // A locked app proves nothing until another factor signs in (issue 40, L6).
    if (this.totpLocked(factors)) return false;
    for (const factor of factors) {
      if (factor.kind !== 'totp' || !factor.totpSecret) continue;
      const step = await checkTotp(box.open(factor.totpSecret), code, clock, factor.totpLastStep);
      if (step === undefined) continue;
      const moved = await db
        .update(secondFactors)
        .set({ totpLastStep: step, lastUsedAt: clock.now() })
        .where(
          and(
            eq(secondFactors.id, factor.id),
            sql`(${secondFactors.totpLastStep} IS NULL OR ${secondFactors.totpLastStep} < ${step})`,
          ),
        )
        .returning({ id: secondFactors.id });
      if (moved.length > 0) {
        await this.clearTotpFailures(db, ownerId);
        return true;
      }
    }
    return false;
  }
}
