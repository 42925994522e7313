/**
 * Enrolling a second factor: a passkey (WebAuthn registration, attestation 'none') or an
 * authenticator app (a new secret, confirmed by a first code). The first factor brings ten
 * recovery codes, shown once. Removing one and new recovery codes are here too.
 */
import { randomUUID } from 'node:crypto';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { generateSecret, generateURI } from 'otplib';
import { violatedUniqueIndex } from '../core/db/uniqueViolation.ts';
import { clearAttempts } from './throttle.ts';
import {
  FactorStore,
  INVALID,
  TICKET,
  type EnrolScope,
  type Enrolled,
  type FactorKind,
} from './factorStore.ts';
import { recoveryCodes, secondFactors } from './secondFactorTables.ts';
import type { TicketPurpose } from './tickets.ts';
import { checkTotp } from './totp.ts';

const LABEL_MAX = 60;

export class Enrolment extends FactorStore {
  /**
   * Admins' passkeys must verify the user (PIN or biometric), not just their presence: an admin
   * sees minors' personal data, and a passkey is their whole second factor (issue 40). Readers'
   * stay 'preferred', so a security key without a PIN still works for them.
   */
  protected userVerification(): 'required' | 'preferred' {
    // Writers and consultants too: a passkey is their whole second factor (issue 43).
    return this.deps.audience === 'reader' ? 'preferred' : 'required';
  }

  // ---- Enrolment (first one after sign-in, or added later) ----

  /** An 'add' ticket for a signed-in person. */
  async openAddTicket(ownerId: string) {
    return this.tickets.open(this.deps.db, ownerId, 'add');
  }

  protected async enrolTicket(ticket: string, scope: EnrolScope) {
    const row = await this.tickets.find(this.deps.db, ticket, [scope.purpose]);
    if (!row || (scope.purpose === 'add' && this.tickets.owner(row) !== scope.ownerId))
      return undefined;
    return row;
  }

  async passkeyRegistrationOptions(
    ticket: string,
    scope: EnrolScope,
    userName: string,
  ): Promise<PublicKeyCredentialCreationOptionsJSON | undefined> {
    const { db, rp } = this.deps;
    const row = await this.enrolTicket(ticket, scope);
    if (!row) return undefined;
    const ownerId = this.tickets.owner(row);
    const existing = (await this.factorsOf(db, ownerId)).filter((f) => f.kind === 'passkey');
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName,
      userID: new TextEncoder().encode(ownerId),
      attestationType: 'none',
      excludeCredentials: existing.map((f) => ({
        id: f.credentialId!,
        transports: f.transports ?? undefined,
      })),
      authenticatorSelection: {
        residentKey: 'preferred',
        userVerification: this.userVerification(),
      },
      timeout: 120_000,
    });
    await this.tickets.setChallenge(db, ticket, options.challenge);
    return options;
  }

  async enrolPasskey(
    ticket: string,
    scope: EnrolScope,
    response: RegistrationResponseJSON,
    label: string,
    ip: string,
  ): Promise<Enrolled> {
    const { db, rp } = this.deps;
    const row = await this.enrolTicket(ticket, scope);
    if (!row) return TICKET;
    const ownerId = this.tickets.owner(row);
    const challenge = await this.tickets.takeChallenge(db, ticket, [scope.purpose]);
    if (!challenge) return INVALID;
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: this.userVerification() === 'required',
      });
    } catch {
      verified = undefined;
    }
    if (!verified?.verified) {
      await this.failed(ticket, ownerId, 'passkey', ip);
      return INVALID;
    }
    const { credential } = verified.registrationInfo;
    try {
      return await this.addFactor(ticket, scope.purpose, ownerId, ip, {
        kind: 'passkey',
        label: cleanLabel(label, 'Passkey'),
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        signCount: credential.counter,
        transports: credential.transports ?? null,
      });
    } catch (error) {
      // The same authenticator enrolled twice.
      if (violatedUniqueIndex(error) === 'second_factors_credential_key') return INVALID;
      throw error;
    }
  }

  /** A new authenticator-app secret for this ticket, as text and as an otpauth:// URI. */
  async totpSetup(ticket: string, scope: EnrolScope, accountName: string) {
    const { db, rp, box } = this.deps;
    const row = await this.enrolTicket(ticket, scope);
    if (!row) return undefined;
    const secret = generateSecret();
    await this.tickets.setPendingTotp(db, ticket, box.seal(secret));
    return { secret, uri: generateURI({ issuer: rp.name, label: accountName, secret }) };
  }

  async enrolTotp(
    ticket: string,
    scope: EnrolScope,
    code: string,
    label: string,
    ip: string,
  ): Promise<Enrolled> {
    const { db, box, clock } = this.deps;
    const row = await this.enrolTicket(ticket, scope);
    if (!row) return TICKET;
    const ownerId = this.tickets.owner(row);
    if (!row.pendingTotpSecret) return INVALID;
    const refused = await this.reserve(ownerId);
    if (refused) return refused;
    const step = await checkTotp(box.open(row.pendingTotpSecret), code, clock, null);
    if (step === undefined) {
      await this.failed(ticket, ownerId, 'totp', ip);
      return INVALID;
    }
    await clearAttempts(db, this.throttleKey(ownerId));
    return this.addFactor(ticket, scope.purpose, ownerId, ip, {
      kind: 'totp',
      label: cleanLabel(label, 'Authenticator app'),
      totpSecret: row.pendingTotpSecret,
      totpLastStep: step,
    });
  }

  protected async addFactor(
    ticket: string,
    purpose: TicketPurpose,
    ownerId: string,
    ip: string,
    factor: Omit<
      typeof secondFactors.$inferInsert,
      'id' | 'createdAt' | 'adminId' | 'readerId' | 'memberId'
    >,
  ): Promise<Enrolled> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx): Promise<Enrolled> => {
      await this.lockOwner(tx, ownerId);
      const before = await this.factorsOf(tx, ownerId);
      // An enrolment ticket only ever sets up the first factor: once one exists, only a
      // signed-in person may add more (so a password alone never adds a factor).
      if (purpose === 'enrol' && before.length > 0) return TICKET;
      if (!(await this.tickets.consume(tx, ticket, [purpose]))) return TICKET;
      const factorId = randomUUID();
      await tx
        .insert(secondFactors)
        .values({ id: factorId, ...this.ownerValues(ownerId), createdAt: now, ...factor });
      await this.deps.audit(tx, now, {
        ownerId,
        action: 'second-factor-enrolled',
        method: factor.kind as FactorKind,
        ip,
        detail: { label: factor.label },
      });
      await this.deps.notify(tx, ownerId, {
        kind: 'added',
        method: factor.kind as FactorKind,
        label: factor.label,
      });
      const codes = before.length === 0 ? await this.replaceRecoveryCodes(tx, ownerId, ip) : null;
      return { ok: true, ownerId, factorId, recoveryCodes: codes };
    });
  }

  /** Ten new recovery codes for a signed-in person; the old ones stop working. */
  async regenerateRecoveryCodes(ownerId: string, ip: string): Promise<string[] | undefined> {
    return this.deps.db.transaction(async (tx) => {
      await this.lockOwner(tx, ownerId);
      if ((await this.factorsOf(tx, ownerId)).length === 0) return undefined;
      const codes = await this.replaceRecoveryCodes(tx, ownerId, ip);
      await this.deps.notify(tx, ownerId, { kind: 'recovery-codes-replaced' });
      return codes;
    });
  }

  /**
   * Removes one factor. `keepOne` (admins): the last one cannot go. When a reader removes
   * their last factor, their recovery codes go with it.
   */
  async remove(
    ownerId: string,
    factorId: string,
    keepOne: boolean,
    ip: string,
  ): Promise<'removed' | 'not-found' | 'last'> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      await this.lockOwner(tx, ownerId);
      const factors = await this.factorsOf(tx, ownerId);
      const factor = factors.find((f) => f.id === factorId);
      if (!factor) return 'not-found';
      if (keepOne && factors.length === 1) return 'last';
      await tx.delete(secondFactors).where(eq(secondFactors.id, factorId));
      if (factors.length === 1)
        await tx.delete(recoveryCodes).where(eq(this.ownerOf(recoveryCodes), ownerId));
      await this.deps.audit(tx, now, {
        ownerId,
        action: 'second-factor-removed',
        method: factor.kind as FactorKind,
        ip,
        detail: { label: factor.label },
      });
      await this.deps.notify(tx, ownerId, {
        kind: 'removed',
        method: factor.kind as FactorKind,
        label: factor.label,
      });
      return 'removed';
    });
  }
}

function cleanLabel(label: string, fallback: string): string {
  const clean = label
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, LABEL_MAX);
  return clean || fallback;
}
