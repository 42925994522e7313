/**
 * The sign-up attempts of a pending registration. Every attempt keeps its own name and password
 * hash (pre-hijacking): confirming needs the mailbox's code AND the password of one attempt, and
 * only that attempt becomes the account.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/database.ts';
import { registrationAttempts } from '../readerTables.ts';
import type { PasswordHasher } from '../../core/security/passwords.ts';
import { MAX_REGISTRATION_ATTEMPTS } from '../../core/rules.ts';
import type { Executor, Tx } from '../shared/readerDeps.ts';

export interface NewAttempt {
  firstName: string;
  lastName: string;
  passwordHash: string;
  birthYear: number | null;
  createdAt: Date;
  codeMailedAt?: Date;
}

export class RegistrationAttempts {
  constructor(private readonly deps: { db: Db; hasher: PasswordHasher; dummyHash: string }) {}

  /**
   * Records one sign-up attempt. At most MAX_REGISTRATION_ATTEMPTS are kept: every attempt a
   * code e-mail went out for, then the newest others (so registrations by someone else never
   * push out the attempt the mailbox's owner is confirming).
   */
  async add(tx: Tx, readerId: string, attempt: NewAttempt): Promise<string> {
    const id = randomUUID();
    await tx.insert(registrationAttempts).values({ id, readerId, ...attempt });
    const kept = tx
      .select({ id: registrationAttempts.id })
      .from(registrationAttempts)
      .where(eq(registrationAttempts.readerId, readerId))
      .orderBy(
        sql`${registrationAttempts.codeMailedAt} IS NULL`,
        desc(registrationAttempts.createdAt),
        desc(registrationAttempts.id),
      )
      .limit(MAX_REGISTRATION_ATTEMPTS);
    await tx
      .delete(registrationAttempts)
      .where(
        and(eq(registrationAttempts.readerId, readerId), notInArray(registrationAttempts.id, kept)),
      );
    return id;
  }

  /** Notes that a code e-mail went out for this attempt (so it is never evicted). */
  async markCodeMailed(db: Executor, attemptId: string, now: Date): Promise<void> {
    await db
      .update(registrationAttempts)
      .set({ codeMailedAt: now })
      .where(eq(registrationAttempts.id, attemptId));
  }

  /** The pending registration's sign-up attempt whose password this is (newest first). */
  async matching(readerId: string, password: string) {
    const attempts = await this.deps.db
      .select()
      .from(registrationAttempts)
      .where(eq(registrationAttempts.readerId, readerId))
      .orderBy(desc(registrationAttempts.createdAt), desc(registrationAttempts.id));
    if (attempts.length === 0) {
      await this.deps.hasher.verify(this.deps.dummyHash, password);
      return undefined;
    }
    for (const attempt of attempts) {
      if (await this.deps.hasher.verify(attempt.passwordHash, password)) return attempt;
    }
    return undefined;
  }

  /** Drops every attempt of the registration (it became the account). */
  async clear(tx: Tx, readerId: string): Promise<void> {
    await tx.delete(registrationAttempts).where(eq(registrationAttempts.readerId, readerId));
  }
}
