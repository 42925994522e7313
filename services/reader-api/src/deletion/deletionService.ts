/**
 * Account deletion that happens, and only when the owner asks:
 * 1. `request` records the request and e-mails a confirmation link to the address (within the
 *    form e-mail limits). Nothing else happens; an unconfirmed request lapses after 24 h.
 * 2. `confirm` (the owner, from that inbox) schedules the deletion 7 days ahead and e-mails
 *    the date and a cancel link. 3. `cancel` stops it before then.
 * 4. `runDue` (the scheduled job) deletes everything tied to the address of each due request —
 *    the account with its sessions, codes and sign-up attempts, throttling and cooldown rows,
 *    subscriptions, contact messages — keeps only a minimal record of the request itself (its
 *    dates and a hash of the address, as proof the request was carried out), and e-mails a
 *    final notice. Each request is claimed with FOR UPDATE SKIP LOCKED in the transaction that
 *    carries it out, so several instances never process one twice.
 */
import { randomUUID } from 'node:crypto';
import { pseudonymiseReaderAudit } from '../core/audit/auditLog.ts';
import { erasedAddress } from './erasedAddress.ts';
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { accountDeletionRequests } from './deletionTables.ts';
import { contactMessages } from '../forms/formTables.ts';
import { emailSubscriptions } from '../subscriptions/subscriptionTables.ts';
import { formMailQuotas, loginThrottle } from '../core/limits/limitTables.ts';
import { mailCooldowns } from '../readers/readerTables.ts';
import { readers } from '../core/db/accountTables.ts';
import type { FormClient, FormMailQuota } from '../core/limits/formMailQuota.ts';
import type { DbExecutor, Outbox } from '../core/mail/outbox.ts';
import { mailsIn, siteIn } from '../core/mail/mailLocale.ts';
import { ACCOUNT_DELETION_DAYS, DELETION_CONFIRM_TTL_MS } from '../core/rules.ts';
import { hashLinkToken, LINK_TOKEN_PATTERN, newLinkToken } from '../core/security/linkTokens.ts';

export interface DeletionServiceDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  quota: FormMailQuota;
  publicSiteUrl: string;
}

export interface DeletionRequestInput {
  fullName: string;
  email: string;
  reason: string | null;
}

export type ConfirmDeletionResult = { ok: true; dueBy: Date } | { ok: false };
export type CancelDeletionResult =
  { ok: true } | { ok: false; reason: 'invalid' | 'already-deleted' };

const DAY_MS = 24 * 3_600_000;

export class DeletionService {
  constructor(private readonly deps: DeletionServiceDeps) {}

  /** @param locale the request's page language: every e-mail of the request is written in it. */
  async request(input: DeletionRequestInput, client: FormClient, locale = 'en'): Promise<void> {
    const { db, clock, outbox, quota } = this.deps;
    const now = clock.now();
    await db.transaction(async (tx) => {
      await quota.reserveForIp(tx, client);
      const id = randomUUID();
      const mailAllowed = await quota.reserveForRecipient(tx, input.email);
      const token = newLinkToken();
      await tx.insert(accountDeletionRequests).values({
        id,
        fullName: input.fullName,
        email: input.email,
        reason: input.reason,
        createdAt: now,
        // Over the address's e-mail quota: recorded, but no link exists, so it lapses unused.
        confirmTokenHash: mailAllowed ? hashLinkToken(token) : null,
        confirmExpiresAt: new Date(now.getTime() + DELETION_CONFIRM_TTL_MS),
        locale,
      });
      if (mailAllowed) {
        await outbox.enqueue(
          tx,
          mailsIn(locale).deletionConfirmMail(
            input.email,
            this.link('/delete-account/confirm', token, locale),
          ),
        );
      }
    });
  }

  /** The owner confirms from the e-mailed link: the deletion is due 7 days from now. */
  async confirm(token: string): Promise<ConfirmDeletionResult> {
    if (!LINK_TOKEN_PATTERN.test(token)) return { ok: false };
    const { db, clock, outbox } = this.deps;
    const now = clock.now();
    return db.transaction(async (tx): Promise<ConfirmDeletionResult> => {
      const [row] = await tx
        .select()
        .from(accountDeletionRequests)
        .where(eq(accountDeletionRequests.confirmTokenHash, hashLinkToken(token)))
        .for('update');
      if (!row || row.cancelledAt || row.completedAt) return { ok: false };
      // Opening the link again changes nothing.
      if (row.confirmedAt && row.dueBy) return { ok: true, dueBy: row.dueBy };
      if (!row.confirmExpiresAt || row.confirmExpiresAt.getTime() <= now.getTime())
        return { ok: false };
      const dueBy = new Date(now.getTime() + ACCOUNT_DELETION_DAYS * DAY_MS);
      const cancelToken = newLinkToken();
      await tx
        .update(accountDeletionRequests)
        .set({ confirmedAt: now, dueBy, cancelTokenHash: hashLinkToken(cancelToken) })
        .where(eq(accountDeletionRequests.id, row.id));
      await outbox.enqueue(
        tx,
        mailsIn(row.locale).deletionScheduledMail(
          row.email,
          dueBy,
          this.link('/delete-account/cancel', cancelToken, row.locale),
        ),
      );
      return { ok: true, dueBy };
    });
  }

  async cancel(token: string): Promise<CancelDeletionResult> {
    if (!LINK_TOKEN_PATTERN.test(token)) return { ok: false, reason: 'invalid' };
    const { db, clock, outbox } = this.deps;
    return db.transaction(async (tx): Promise<CancelDeletionResult> => {
      const [row] = await tx
        .select()
        .from(accountDeletionRequests)
        .where(eq(accountDeletionRequests.cancelTokenHash, hashLinkToken(token)))
        .for('update');
      if (!row) return { ok: false, reason: 'invalid' };
      if (row.completedAt) return { ok: false, reason: 'already-deleted' };
      if (row.cancelledAt) return { ok: true };
      await tx
        .update(accountDeletionRequests)
        .set({ cancelledAt: clock.now() })
        .where(eq(accountDeletionRequests.id, row.id));
      await outbox.enqueue(
        tx,
        mailsIn(row.locale).deletionCancelledMail(row.email, {
          siteUrl: siteIn(this.deps.publicSiteUrl, row.locale),
        }),
      );
      return { ok: true };
    });
  }

  /**
   * Carries out every confirmed, uncancelled request whose 7 days are over; returns how many.
   * Each in its own transaction, claimed with SKIP LOCKED (another instance takes the next).
   */
  async runDue(): Promise<number> {
    let done = 0;
    for (;;) {
      const carried = await this.deps.db.transaction(async (tx) => {
        const now = this.deps.clock.now();
        const [due] = await tx
          .select()
          .from(accountDeletionRequests)
          .where(
            and(
              isNotNull(accountDeletionRequests.confirmedAt),
              isNull(accountDeletionRequests.cancelledAt),
              isNull(accountDeletionRequests.completedAt),
              lte(accountDeletionRequests.dueBy, now),
            ),
          )
          .orderBy(accountDeletionRequests.dueBy)
          .limit(1)
          .for('update', { skipLocked: true });
        if (!due) return false;
        await this.erase(tx, due.email, now);
        await tx
          .update(accountDeletionRequests)
          .set({
            completedAt: now,
            email: erasedAddress(due.email),
            fullName: '',
            reason: null,
            confirmTokenHash: null,
          })
          .where(eq(accountDeletionRequests.id, due.id));
        await this.deps.outbox.enqueue(tx, mailsIn(due.locale).deletionCompletedMail(due.email));
        return true;
      });
      if (!carried) return done;
      done += 1;
    }
  }

  /** Housekeeping: unconfirmed requests past their 24 h are deleted (they never counted). */
  async purgeLapsed(): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db
      .delete(accountDeletionRequests)
      .where(
        and(
          isNull(accountDeletionRequests.confirmedAt),
          lte(accountDeletionRequests.confirmExpiresAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
  }

  /**
   * Deletes everything tied to `email`. (A request's cancel-token hash stays, so a late cancel
   * link can say the deletion already happened.)
   */
  private async erase(tx: DbExecutor, email: string, now: Date): Promise<void> {
    // Sessions, codes and sign-up attempts go with the reader (ON DELETE CASCADE); the admin
    // audit rows about them stay, pseudonymised.
    const gone = await tx
      .delete(readers)
      .where(eq(readers.email, email))
      .returning({ number: readers.number });
    for (const reader of gone)
      await pseudonymiseReaderAudit(tx, reader.number, erasedAddress(email));
    await tx
      .delete(loginThrottle)
      .where(and(eq(loginThrottle.scope, 'email'), eq(loginThrottle.subject, email)));
    await tx.delete(mailCooldowns).where(eq(mailCooldowns.email, email));
    await tx.delete(contactMessages).where(eq(contactMessages.email, email));
    await tx.delete(emailSubscriptions).where(eq(emailSubscriptions.email, email));
    await tx.delete(formMailQuotas).where(eq(formMailQuotas.key, `to:${email}`));
    // Other requests for this address are settled by this one.
    await tx
      .update(accountDeletionRequests)
      .set({
        completedAt: now,
        email: erasedAddress(email),
        fullName: '',
        reason: null,
        confirmTokenHash: null,
      })
      .where(
        and(eq(accountDeletionRequests.email, email), isNull(accountDeletionRequests.completedAt)),
      );
  }

  private link(path: string, token: string, locale: string): string {
    return `${siteIn(this.deps.publicSiteUrl, locale)}${path}?token=${encodeURIComponent(token)}`;
  }
}
