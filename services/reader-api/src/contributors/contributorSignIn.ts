/**
 * Studio sign-in: each attempt is reserved atomically in the database under the per-address
 * and per-client limits before the password is verified (as the admin sign-in), so parallel
 * guesses cannot exceed them; a successful sign-in gives its reservation back. One argon2
 * verify on every path, so timing does not tell whether the address belongs to a contributor.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { clientAddressKey } from '@thrive/platform/clientAddress';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import type { PasswordHasher } from '../core/security/passwords.ts';
import { writeAudit } from '../core/audit/auditLog.ts';
import { KeyedAttempts } from '../core/limits/keyedAttempts.ts';
import { members, type Member } from '../admin/adminTables.ts';
import { contributorSignInAttempts } from './contributorTables.ts';

export interface SignInLimits {
  maxPerEmail: number;
  maxPerIp: number;
  windowMinutes: number;
}

export type PasswordCheck =
  | { ok: true; member: Member }
  | { ok: false; reason: 'invalid' | 'inactive' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

export class ContributorSignIn {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      hasher: PasswordHasher;
      dummyHash: string;
      limits: () => SignInLimits;
    },
  ) {
    this.attempts = new KeyedAttempts(deps.db, contributorSignInAttempts, () => this.windowMs());
  }

  private readonly attempts: KeyedAttempts;

  private windowMs(): number {
    return this.deps.limits().windowMinutes * 60_000;
  }

  /** The contributor whose address and password these are (no session yet). */
  async checkPassword(email: string, password: string, ip: string): Promise<PasswordCheck> {
    const now = this.deps.clock.now();
    const limits = this.deps.limits();
    const keys = [`email:${email}`, `ip:${clientAddressKey(ip)}`] as const;
    const reserved = await this.attempts.reserve(
      [
        [keys[0], limits.maxPerEmail],
        [keys[1], limits.maxPerIp],
      ],
      now,
    );
    if (!reserved.ok)
      return { ok: false, reason: 'throttled', retryAfterSeconds: reserved.retryAfterSeconds };
    // A writer and a consultant may share an address (members_role_email_key): the first whose
    // password matches signs in. Deleted profiles never do.
    const candidates = await this.deps.db
      .select()
      .from(members)
      .where(and(eq(members.email, email), isNull(members.deletedAt)))
      .orderBy(members.id);
    let found: Member | undefined;
    for (const member of candidates.length > 0 ? candidates : [undefined]) {
      const ok = await this.deps.hasher.verify(
        member?.passwordHash ?? this.deps.dummyHash,
        password,
      );
      if (ok && member?.passwordHash) {
        found = member;
        break;
      }
    }
    if (!found) {
      await writeAudit(this.deps.db, now, {
        actor: { id: null, email },
        action: 'studio-sign-in-failed',
        entityType: 'contributor',
        entityId: candidates[0]?.id ?? '',
        after: { ip },
      });
      return { ok: false, reason: 'invalid' };
    }
    await this.attempts.succeeded(keys[0], keys[1]);
    if (found.status !== 'Active') return { ok: false, reason: 'inactive' };
    return { ok: true, member: found };
  }

  /** Housekeeping: finished throttle windows. */
  async purgeExpired(): Promise<void> {
    await this.attempts.purgeExpired(this.deps.clock.now());
  }
}
