/**
 * Studio sign-in: each attempt is reserved atomically in the database under the per-address
 * and per-client limits before the password is verified (as the admin sign-in), so parallel
 * guesses cannot exceed them; a successful sign-in gives its reservation back. One argon2
 * verify on every path, so timing does not tell whether the address belongs to a contributor.
 */
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { clientAddressKey } from '@thrive/platform/clientAddress';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import type { PasswordHasher } from '../core/security/passwords.ts';
import { writeAudit } from '../core/audit/auditLog.ts';
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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

class Throttled extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('throttled');
  }
}

export class ContributorSignIn {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      hasher: PasswordHasher;
      dummyHash: string;
      limits: () => SignInLimits;
    },
  ) {}

  private windowMs(): number {
    return this.deps.limits().windowMinutes * 60_000;
  }

  /** Takes one attempt for `key` if under `max` in the window, or throws Throttled. */
  private async reserve(tx: Tx, key: string, max: number, now: Date): Promise<void> {
    const expired = lte(
      contributorSignInAttempts.windowStart,
      new Date(now.getTime() - this.windowMs()),
    );
    const rows = await tx
      .insert(contributorSignInAttempts)
      .values({ key, windowStart: now, attempts: 1 })
      .onConflictDoUpdate({
        target: contributorSignInAttempts.key,
        set: {
          attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${contributorSignInAttempts.attempts} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${contributorSignInAttempts.windowStart} END`,
        },
        setWhere: sql`${expired} OR ${contributorSignInAttempts.attempts} < ${max}`,
      })
      .returning({ attempts: contributorSignInAttempts.attempts });
    if (rows[0]) return;
    const [row] = await tx
      .select({ windowStart: contributorSignInAttempts.windowStart })
      .from(contributorSignInAttempts)
      .where(eq(contributorSignInAttempts.key, key));
    const endsAt = (row?.windowStart.getTime() ?? now.getTime()) + this.windowMs();
    throw new Throttled(Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)));
  }

  /** The contributor whose address and password these are (no session yet). */
  async checkPassword(email: string, password: string, ip: string): Promise<PasswordCheck> {
    const now = this.deps.clock.now();
    const limits = this.deps.limits();
    const keys = [`email:${email}`, `ip:${clientAddressKey(ip)}`] as const;
    try {
      await this.deps.db.transaction(async (tx) => {
        await this.reserve(tx, keys[0], limits.maxPerEmail, now);
        await this.reserve(tx, keys[1], limits.maxPerIp, now);
      });
    } catch (error) {
      if (error instanceof Throttled)
        return { ok: false, reason: 'throttled', retryAfterSeconds: error.retryAfterSeconds };
      throw error;
    }
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
    await this.deps.db
      .delete(contributorSignInAttempts)
      .where(eq(contributorSignInAttempts.key, keys[0]));
    await this.deps.db
      .update(contributorSignInAttempts)
      .set({ attempts: sql`GREATEST(${contributorSignInAttempts.attempts} - 1, 0)` })
      .where(eq(contributorSignInAttempts.key, keys[1]));
    if (found.status !== 'Active') return { ok: false, reason: 'inactive' };
    return { ok: true, member: found };
  }

  /** Housekeeping: finished throttle windows. */
  async purgeExpired(): Promise<void> {
    const cutoff = new Date(this.deps.clock.now().getTime() - this.windowMs());
    await this.deps.db
      .delete(contributorSignInAttempts)
      .where(lte(contributorSignInAttempts.windowStart, cutoff));
  }
}
