/**
 * Keeping and reading a reader's sealed safety plan. A PUT states the whole plan (one upsert on
 * the reader's primary key), so repeating it changes nothing and parallel PUTs leave one row.
 */
import { eq } from 'drizzle-orm';
import type { EncryptedSafetyPlan, StoredSafetyPlan } from '@thrive/reader-contract/safetyPlan';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { safetyPlans, type SafetyPlanRow } from './safetyPlanTables.ts';

const stored = (row: SafetyPlanRow): StoredSafetyPlan => ({
  version: 1,
  ciphertext: row.ciphertext,
  iv: row.iv,
  salt: row.salt,
  iterations: row.iterations,
  updatedAt: row.updatedAt.toISOString(),
});

export class SafetyPlanService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async read(readerId: string): Promise<StoredSafetyPlan | undefined> {
    const [row] = await this.deps.db
      .select()
      .from(safetyPlans)
      .where(eq(safetyPlans.readerId, readerId));
    return row ? stored(row) : undefined;
  }

  async keep(readerId: string, plan: EncryptedSafetyPlan): Promise<StoredSafetyPlan> {
    const values = {
      version: plan.version,
      ciphertext: plan.ciphertext,
      iv: plan.iv,
      salt: plan.salt,
      iterations: plan.iterations,
      updatedAt: this.deps.clock.now(),
    };
    const [row] = await this.deps.db
      .insert(safetyPlans)
      .values({ readerId, ...values })
      .onConflictDoUpdate({ target: safetyPlans.readerId, set: values })
      .returning();
    return stored(row!);
  }

  /** True when there was a plan to remove. */
  async remove(readerId: string): Promise<boolean> {
    const removed = await this.deps.db
      .delete(safetyPlans)
      .where(eq(safetyPlans.readerId, readerId))
      .returning({ readerId: safetyPlans.readerId });
    return removed.length > 0;
  }
}
