/**
 * The second step of a sign-in: a passkey (WebAuthn assertion against the stored public key
 * and counter), an authenticator-app code (each time step once) or a one-time recovery code.
 * Each check reserves a guess first; a success uses up the ticket in the same transaction.
 */
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../core/mail/outbox.ts';
import { Enrolment } from './enrolment.ts';
import { INVALID, LOCKED, TICKET, type Checked, type Method } from './factorStore.ts';
import { hashRecoveryCode, normaliseRecoveryCode } from './recoveryCodes.ts';
import { recoveryCodes, secondFactors } from './secondFactorTables.ts';
import { clearAttempts } from './throttle.ts';
import { checkTotp } from './totp.ts';

/** Thrown inside a transaction to roll back a check whose ticket another request used. */
class TicketGone extends Error {}

export class SignInCheck extends Enrolment {
  async passkeyAuthenticationOptions(
    ticket: string,
  ): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
    const { db, rp } = this.deps;
    const row = await this.tickets.find(db, ticket, ['sign-in']);
    if (!row) return undefined;
    const passkeys = (await this.factorsOf(db, this.tickets.owner(row))).filter(
      (f) => f.kind === 'passkey',
    );
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      allowCredentials: passkeys.map((f) => ({
        id: f.credentialId!,
        transports: f.transports ?? undefined,
      })),
      userVerification: this.userVerification(),
      timeout: 120_000,
    });
    await this.tickets.setChallenge(db, ticket, options.challenge);
    return options;
  }

  async checkPasskey(
    ticket: string,
    response: AuthenticationResponseJSON,
    ip: string,
  ): Promise<Checked> {
    const { db, rp } = this.deps;
    const row = await this.tickets.find(db, ticket, ['sign-in']);
    if (!row) return TICKET;
    const ownerId = this.tickets.owner(row);
    const refused = await this.reserve(ownerId);
    if (refused) return refused;
    const challenge = await this.tickets.takeChallenge(db, ticket, ['sign-in']);
    const factor = (await this.factorsOf(db, ownerId)).find(
      (f) => f.kind === 'passkey' && f.credentialId === response?.id,
    );
    let verified;
    if (challenge && factor)
      try {
        verified = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: {
            id: factor.credentialId!,
            publicKey: new Uint8Array(Buffer.from(factor.publicKey!, 'base64url')),
            counter: factor.signCount,
            transports: (factor.transports ?? undefined) as never,
          },
          requireUserVerification: this.userVerification() === 'required',
        });
      } catch {
        verified = undefined;
      }
    if (!factor || !verified?.verified) {
      await this.failed(ticket, ownerId, 'passkey', ip);
      return INVALID;
    }
    const newCounter = verified.authenticationInfo.newCounter;
    return this.succeed(ticket, ownerId, 'passkey', ip, async (tx, now) => {
      await tx
        .update(secondFactors)
        .set({ signCount: newCounter, lastUsedAt: now })
        .where(eq(secondFactors.id, factor.id));
      return true;
    });
  }

  async checkTotpCode(ticket: string, code: string, ip: string): Promise<Checked> {
    const { db, box, clock } = this.deps;
    const row = await this.tickets.find(db, ticket, ['sign-in']);
    if (!row) return TICKET;
    const ownerId = this.tickets.owner(row);
    const factors = await this.factorsOf(db, ownerId);
    if (this.totpLocked(factors)) return LOCKED;
    const refused = await this.reserve(ownerId);
    if (refused) return refused;
    for (const factor of factors) {
      if (factor.kind !== 'totp' || !factor.totpSecret) continue;
      const step = await checkTotp(box.open(factor.totpSecret), code, clock, factor.totpLastStep);
      if (step === undefined) continue;
      const result = await this.succeed(ticket, ownerId, 'totp', ip, async (tx, now) => {
        // A code counts once: a step at or before the last one accepted is a replay.
        const moved = await tx
          .update(secondFactors)
          .set({ totpLastStep: step, lastUsedAt: now })
          .where(
            and(
              eq(secondFactors.id, factor.id),
              sql`(${secondFactors.totpLastStep} IS NULL OR ${secondFactors.totpLastStep} < ${step})`,
            ),
          )
          .returning({ id: secondFactors.id });
        return moved.length > 0;
      });
      if (result.ok || result.reason === 'ticket') return result;
    }
    await this.failed(ticket, ownerId, 'totp', ip);
    await this.countTotpFailure(ownerId, ip);
    return INVALID;
  }

  async checkRecoveryCode(
    ticket: string,
    typed: string,
    ip: string,
  ): Promise<Checked & { recoveryCodesLeft?: number }> {
    const { db } = this.deps;
    const row = await this.tickets.find(db, ticket, ['sign-in']);
    if (!row) return TICKET;
    const ownerId = this.tickets.owner(row);
    const refused = await this.reserve(ownerId);
    if (refused) return refused;
    const code = normaliseRecoveryCode(typed);
    let left = 0;
    const result = code
      ? await this.succeed(ticket, ownerId, 'recovery-code', ip, async (tx, now) => {
          const used = await tx
            .update(recoveryCodes)
            .set({ usedAt: now })
            .where(
              and(
                eq(this.ownerOf(recoveryCodes), ownerId),
                eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
                isNull(recoveryCodes.usedAt),
              ),
            )
            .returning({ id: recoveryCodes.id });
          if (used.length === 0) return false;
          left = await this.recoveryCodesLeft(tx, ownerId);
          await this.deps.audit(tx, now, {
            ownerId,
            action: 'recovery-code-used',
            method: 'recovery-code',
            ip,
            detail: { recoveryCodesLeft: left },
          });
          await this.deps.notify(tx, ownerId, { kind: 'recovery-code-used', left });
          return true;
        })
      : INVALID;
    if (result.ok) return { ...result, recoveryCodesLeft: left };
    if (result.reason === 'invalid') await this.failed(ticket, ownerId, 'recovery-code', ip);
    return result;
  }

  /** Uses up the factor (`use` false: it was not valid after all) and the ticket, together. */
  private async succeed(
    ticket: string,
    ownerId: string,
    method: Method,
    ip: string,
    use: (tx: DbExecutor, now: Date) => Promise<boolean>,
  ): Promise<Checked> {
    const now = this.deps.clock.now();
    const result = await this.deps.db
      .transaction(async (tx): Promise<Checked> => {
        if (!(await use(tx, now))) return INVALID;
        if (!(await this.tickets.consume(tx, ticket, ['sign-in']))) throw new TicketGone();
        // Any second factor unlocks the app (what the 'locked' e-mail promises).
        await this.clearTotpFailures(tx, ownerId);
        await this.deps.audit(tx, now, { ownerId, action: 'second-factor-used', method, ip });
        return { ok: true, ownerId, method };
      })
      .catch((error: unknown) => {
        if (error instanceof TicketGone) return TICKET;
        throw error;
      });
    if (result.ok) await clearAttempts(this.deps.db, this.throttleKey(ownerId));
    return result;
  }
}
