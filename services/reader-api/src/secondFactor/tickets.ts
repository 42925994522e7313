/**
 * Tickets: a sign-in whose password was right, or an enrolment, in progress. The ticket is an
 * opaque 256-bit token (only its SHA-256 is stored), short-lived, bound to one person and one
 * purpose, and dies after five wrong second factors. A sign-in ticket is consumed atomically
 * when it succeeds, so one ticket gives at most one session.
 */
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import type { DbExecutor } from '../core/mail/outbox.ts';
import { hashSessionToken, newSessionToken } from '../core/security/secrets.ts';
import type { Audience } from './relyingParty.ts';
import { secondFactorTickets } from './secondFactorTables.ts';
import { ownerColumn, ownerValues } from './owners.ts';

export type TicketPurpose = 'sign-in' | 'enrol' | 'add';
export type TicketRow = typeof secondFactorTickets.$inferSelect;

/** How long a second step may take after the password (or after asking to add a factor). */
export const TICKET_TTL_MINUTES = 10;
/** Wrong second factors one ticket allows before it is withdrawn. */
export const TICKET_MAX_FAILURES = 5;

export class Tickets {
  constructor(
    private readonly audience: Audience,
    private readonly clock: Clock,
  ) {}

  owner(row: { adminId: string | null; readerId: string | null; memberId: number | null }): string {
    return String(ownerColumn(this.audience, row));
  }

  private ownerValues(ownerId: string) {
    return ownerValues(this.audience, ownerId);
  }

  async open(db: DbExecutor, ownerId: string, purpose: TicketPurpose) {
    const token = newSessionToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + TICKET_TTL_MINUTES * 60_000);
    await db.insert(secondFactorTickets).values({
      tokenHash: hashSessionToken(token),
      ...this.ownerValues(ownerId),
      purpose,
      createdAt: now,
      expiresAt,
    });
    return { token, expiresAt };
  }

  private live(token: string, purposes: TicketPurpose[]) {
    const owner = ownerColumn(this.audience, secondFactorTickets);
    return and(
      eq(secondFactorTickets.tokenHash, hashSessionToken(token)),
      inArray(secondFactorTickets.purpose, purposes),
      gt(secondFactorTickets.expiresAt, this.clock.now()),
      sql`${owner} IS NOT NULL`,
    );
  }

  async find(db: DbExecutor, token: string, purposes: TicketPurpose[]) {
    const [row] = await db.select().from(secondFactorTickets).where(this.live(token, purposes));
    return row;
  }

  async setChallenge(db: DbExecutor, token: string, challenge: string): Promise<void> {
    await db
      .update(secondFactorTickets)
      .set({ challenge })
      .where(eq(secondFactorTickets.tokenHash, hashSessionToken(token)));
  }

  /** The WebAuthn challenge, taken once: a second answer to one challenge finds none. */
  async takeChallenge(
    db: DbExecutor,
    token: string,
    purposes: TicketPurpose[],
  ): Promise<string | undefined> {
    const challenge = (await this.find(db, token, purposes))?.challenge;
    if (!challenge) return undefined;
    // Compare and clear: of two requests racing with one challenge, one gets it.
    const taken = await db
      .update(secondFactorTickets)
      .set({ challenge: null })
      .where(
        and(
          eq(secondFactorTickets.tokenHash, hashSessionToken(token)),
          eq(secondFactorTickets.challenge, challenge),
        ),
      )
      .returning({ tokenHash: secondFactorTickets.tokenHash });
    return taken.length > 0 ? challenge : undefined;
  }

  async setPendingTotp(db: DbExecutor, token: string, sealed: string): Promise<void> {
    await db
      .update(secondFactorTickets)
      .set({ pendingTotpSecret: sealed })
      .where(eq(secondFactorTickets.tokenHash, hashSessionToken(token)));
  }

  /** Ends the ticket; false when it was already used, withdrawn or expired. */
  async consume(db: DbExecutor, token: string, purposes: TicketPurpose[]): Promise<boolean> {
    const rows = await db
      .delete(secondFactorTickets)
      .where(this.live(token, purposes))
      .returning({ tokenHash: secondFactorTickets.tokenHash });
    return rows.length > 0;
  }

  /** Counts a wrong answer; the fifth withdraws the ticket. */
  async fail(db: DbExecutor, token: string): Promise<void> {
    const tokenHash = hashSessionToken(token);
    const [row] = await db
      .update(secondFactorTickets)
      .set({ failures: sql`${secondFactorTickets.failures} + 1` })
      .where(eq(secondFactorTickets.tokenHash, tokenHash))
      .returning({ failures: secondFactorTickets.failures });
    if (row && row.failures >= TICKET_MAX_FAILURES)
      await db.delete(secondFactorTickets).where(eq(secondFactorTickets.tokenHash, tokenHash));
  }

  async purgeExpired(db: DbExecutor): Promise<void> {
    await db
      .delete(secondFactorTickets)
      .where(lte(secondFactorTickets.expiresAt, this.clock.now()));
  }
}
