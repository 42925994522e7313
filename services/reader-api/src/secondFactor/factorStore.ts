/**
 * The parts of second factors both steps share: whose rows are whose (admin or reader), the
 * factors and recovery codes a person has, the ticket store, the per-person guess limit and
 * the audit of a failure. Enrolment (enrolment.ts) and the sign-in check (signInCheck.ts)
 * build on it; SecondFactorService (secondFactorService.ts) is the whole.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { admins } from '../core/db/accountTables.ts';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import type { DbExecutor } from '../core/mail/outbox.ts';
import { readers } from '../core/db/accountTables.ts';
import { members } from '../admin/adminTables.ts';
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recoveryCodes.ts';
import type { Audience, RelyingParty } from './relyingParty.ts';
import { ownerColumn, ownerValues } from './owners.ts';
import { recoveryCodes, secondFactors, type SecondFactorRow } from './secondFactorTables.ts';
import { purgeThrottle, reserveAttempt, Throttled } from './throttle.ts';
import { Tickets, type TicketPurpose } from './tickets.ts';
import type { TotpSecretBox } from './totpSecrets.ts';
import type { PasswordHasher } from '../core/security/passwords.ts';
import type { FactorChange } from './factorMails.ts';

export type Method = 'passkey' | 'totp' | 'recovery-code';
export type FactorKind = 'passkey' | 'totp';

/** What the audit log is told; `detail` never holds a code, secret or key. */
export interface SecondFactorEvent {
  ownerId: string;
  action:
    | 'second-factor-enrolled'
    | 'second-factor-used'
    | 'second-factor-failed'
    | 'recovery-code-used'
    | 'second-factor-removed'
    | 'recovery-codes-created'
    /** The password or a second factor asked again before a sensitive change (stepUp.ts). */
    | 'reauthenticated'
    | 'reauthentication-failed'
    /** TOTP_LOCK_AFTER_FAILURES wrong app codes in a row: the app is locked (issue 40, L6). */
    | 'second-factor-locked';
  method?: Method;
  ip: string;
  detail?: Record<string, string | number>;
}

export interface SecondFactorDeps {
  db: Db;
  clock: Clock;
  audience: Audience;
  rp: RelyingParty;
  box: TotpSecretBox;
  /** Checks the password a step-up asks again (stepUp.ts). */
  hasher: PasswordHasher;
  /** A hash of a random password, verified when the person's row is gone (equal timing). */
  dummyHash: string;
  audit: (db: DbExecutor, at: Date, event: SecondFactorEvent) => Promise<void>;
  /** Tells the owner, by e-mail in the transaction that makes the change (factorMails.ts). */
  notify: (db: DbExecutor, ownerId: string, change: FactorChange) => Promise<void>;
}

export type Refusal =
  /** The ticket is unknown, expired, used or withdrawn: start again with the password. */
  | { ok: false; reason: 'ticket' }
  | { ok: false; reason: 'invalid' }
  /** The authenticator app is locked after too many wrong codes in a row: another way in. */
  | { ok: false; reason: 'locked' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };
export type Checked = { ok: true; ownerId: string; method: Method } | Refusal;
export type Enrolled =
  { ok: true; ownerId: string; factorId: string; recoveryCodes: string[] | null } | Refusal;

export interface FactorSummary {
  id: string;
  kind: FactorKind;
  label: string;
  created_at: string;
  last_used_at: string | null;
}

/**
 * Which enrolment a request may finish: the first factor right after the password ('enrol'),
 * or one more added by a signed-in person ('add', only with a ticket of their own).
 */
export type EnrolScope = { purpose: 'enrol' } | { purpose: 'add'; ownerId: string };
export const TICKET: Refusal = { ok: false, reason: 'ticket' };
export const INVALID: Refusal = { ok: false, reason: 'invalid' };
export const LOCKED: Refusal = { ok: false, reason: 'locked' };
/**
 * Wrong authenticator-app codes in a row (any window, sign-in and step-up alike) after which the
 * app is locked until a passkey or recovery code signs in (issue 40, L6): the per-window limit
 * alone allows 10 guesses every 15 minutes for ever.
 */
export const TOTP_LOCK_AFTER_FAILURES = 30;

export class FactorStore {
  readonly tickets: Tickets;

  constructor(protected readonly deps: SecondFactorDeps) {
    this.tickets = new Tickets(deps.audience, deps.clock);
  }

  /**
   * The owner column of a table for this audience. Owners are named by a string everywhere
   * here: an admin's or reader's UUID, a member's number as text (the database casts it).
   */
  protected ownerOf<T extends { adminId: unknown; readerId: unknown; memberId: unknown }>(
    table: T,
  ) {
    return ownerColumn(this.deps.audience, table) as T['adminId'];
  }

  protected ownerValues(ownerId: string) {
    return ownerValues(this.deps.audience, ownerId);
  }

  protected throttleKey(ownerId: string) {
    return `${this.deps.audience}:${ownerId}`;
  }

  async factorsOf(db: DbExecutor, ownerId: string): Promise<SecondFactorRow[]> {
    return db
      .select()
      .from(secondFactors)
      .where(eq(this.ownerOf(secondFactors), ownerId))
      .orderBy(asc(secondFactors.createdAt));
  }

  /** The ways this person can finish signing in (none: they have no second factor). */
  async methodsOf(ownerId: string): Promise<Method[]> {
    const factors = await this.factorsOf(this.deps.db, ownerId);
    const kinds = new Set(factors.map((f) => f.kind));
    const methods: Method[] = [];
    if (kinds.has('passkey')) methods.push('passkey');
    if (kinds.has('totp')) methods.push('totp');
    if (methods.length > 0 && (await this.recoveryCodesLeft(this.deps.db, ownerId)) > 0)
      methods.push('recovery-code');
    return methods;
  }

  async recoveryCodesLeft(db: DbExecutor, ownerId: string): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(recoveryCodes)
      .where(and(eq(this.ownerOf(recoveryCodes), ownerId), isNull(recoveryCodes.usedAt)));
    return row?.count ?? 0;
  }

  async summary(ownerId: string) {
    const factors = await this.factorsOf(this.deps.db, ownerId);
    return {
      factors: factors.map((f): FactorSummary => ({
        id: f.id,
        kind: f.kind as FactorKind,
        label: f.label,
        created_at: f.createdAt.toISOString(),
        last_used_at: f.lastUsedAt?.toISOString() ?? null,
      })),
      recovery_codes_left: await this.recoveryCodesLeft(this.deps.db, ownerId),
    };
  }

  /**
   * After a right password: a ticket to the second step, or (someone with no second factor
   * yet) to enrolling their first one.
   */
  async afterPassword(ownerId: string) {
    const methods = await this.methodsOf(ownerId);
    const purpose: TicketPurpose = methods.length === 0 ? 'enrol' : 'sign-in';
    return { purpose, methods, ...(await this.tickets.open(this.deps.db, ownerId, purpose)) };
  }

  /** Whose ticket this is, if it is live and for one of `purposes`. */
  async ticketOwner(ticket: string, purposes: TicketPurpose[]): Promise<string | undefined> {
    const row = await this.tickets.find(this.deps.db, ticket, purposes);
    return row ? this.tickets.owner(row) : undefined;
  }

  protected async lockOwner(tx: DbExecutor, ownerId: string): Promise<void> {
    if (this.deps.audience === 'contributor')
      await tx
        .select({ id: members.id })
        .from(members)
        .where(eq(members.id, Number(ownerId)))
        .for('update');
    else if (this.deps.audience === 'admin')
      await tx.select({ id: admins.id }).from(admins).where(eq(admins.id, ownerId)).for('update');
    else
      await tx
        .select({ id: readers.id })
        .from(readers)
        .where(eq(readers.id, ownerId))
        .for('update');
  }

  protected async replaceRecoveryCodes(tx: DbExecutor, ownerId: string, ip: string) {
    const now = this.deps.clock.now();
    const codes = newRecoveryCodes();
    await tx.delete(recoveryCodes).where(eq(this.ownerOf(recoveryCodes), ownerId));
    await tx.insert(recoveryCodes).values(
      codes.map((code) => ({
        ...this.ownerValues(ownerId),
        codeHash: hashRecoveryCode(normaliseRecoveryCode(code)!),
        createdAt: now,
      })),
    );
    await this.deps.audit(tx, now, {
      ownerId,
      action: 'recovery-codes-created',
      ip,
      detail: { count: codes.length },
    });
    return codes;
  }

  protected async reserve(ownerId: string): Promise<Refusal | undefined> {
    try {
      await reserveAttempt(this.deps.db, this.deps.clock, this.throttleKey(ownerId));
      return undefined;
    } catch (error) {
      if (error instanceof Throttled)
        return { ok: false, reason: 'throttled', retryAfterSeconds: error.retryAfterSeconds };
      throw error;
    }
  }

  protected async failed(ticket: string, ownerId: string, method: Method, ip: string) {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      await this.tickets.fail(tx, ticket);
      await this.deps.audit(tx, now, { ownerId, action: 'second-factor-failed', method, ip });
    });
  }

  /** Whether the person's authenticator app is locked (too many wrong codes in a row). */
  protected totpLocked(factors: SecondFactorRow[]): boolean {
    return factors.some((f) => f.kind === 'totp' && f.failedCodes >= TOTP_LOCK_AFTER_FAILURES);
  }

  /**
   * One more wrong app code in a row. The one that reaches TOTP_LOCK_AFTER_FAILURES locks the
   * app: audited, and the owner is told by e-mail (factorMails.ts 'locked').
   */
  protected async countTotpFailure(ownerId: string, ip: string): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const counted = await tx
        .update(secondFactors)
        .set({ failedCodes: sql`${secondFactors.failedCodes} + 1` })
        .where(and(eq(this.ownerOf(secondFactors), ownerId), eq(secondFactors.kind, 'totp')))
        .returning({ failedCodes: secondFactors.failedCodes });
      if (!counted.some((row) => row.failedCodes === TOTP_LOCK_AFTER_FAILURES)) return;
      await this.deps.audit(tx, now, {
        ownerId,
        action: 'second-factor-locked',
        method: 'totp',
        ip,
        detail: { failuresInARow: TOTP_LOCK_AFTER_FAILURES },
      });
      await this.deps.notify(tx, ownerId, { kind: 'locked' });
    });
  }

  /** A second factor passed: the app's wrong codes in a row start again (and it is unlocked). */
  protected async clearTotpFailures(tx: DbExecutor, ownerId: string): Promise<void> {
    await tx
      .update(secondFactors)
      .set({ failedCodes: 0 })
      .where(
        and(
          eq(this.ownerOf(secondFactors), ownerId),
          eq(secondFactors.kind, 'totp'),
          sql`${secondFactors.failedCodes} > 0`,
        ),
      );
  }

  /** Housekeeping: expired tickets and finished guess windows. */
  async purgeExpired(): Promise<void> {
    await this.tickets.purgeExpired(this.deps.db);
    await purgeThrottle(this.deps.db, this.deps.clock);
  }
}
