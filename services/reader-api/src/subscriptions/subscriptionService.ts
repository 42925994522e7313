/**
 * Double opt-in e-mail lists: the newsletter and the "tell me when the app is out" notice.
 * Subscribing sends a confirmation link (within the form e-mail limits) and subscribes nobody;
 * the link confirms and sends a welcome e-mail carrying a one-click unsubscribe (RFC 8058).
 * Answers never reveal whether an address is subscribed.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { emailSubscriptions } from './subscriptionTables.ts';
import type { FormClient, FormMailQuota } from '../core/limits/formMailQuota.ts';
import type { Outbox } from '../core/mail/outbox.ts';
import type { ListName } from '../core/mail/templates.ts';
import { mailsIn, siteIn } from '../core/mail/mailLocale.ts';
import { SUBSCRIPTION_CONFIRM_TTL_MS } from '../core/rules.ts';
import {
  hashLinkToken,
  LINK_TOKEN_PATTERN,
  newLinkToken,
  signedIdToken,
  verifySignedIdToken,
} from '../core/security/linkTokens.ts';

export type { ListName };

export interface SubscriptionServiceDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  quota: FormMailQuota;
  /** HMAC key for unsubscribe tokens. */
  linkKey: string;
  /** Public site origin (pages e-mail links open). */
  publicSiteUrl: string;
  /** The API's public base URL, ending in /api/v1 (the RFC 8058 one-click POST target). */
  publicApiUrl: string;
}

const UNSUBSCRIBE = 'unsubscribe';

export class SubscriptionService {
  constructor(private readonly deps: SubscriptionServiceDeps) {}

  /** The token of the one-click unsubscribe link in every e-mail of this subscription. */
  unsubscribeToken(subscriptionId: string): string {
    return signedIdToken(this.deps.linkKey, UNSUBSCRIBE, subscriptionId);
  }

  unsubscribeLinks(subscriptionId: string) {
    const token = encodeURIComponent(this.unsubscribeToken(subscriptionId));
    return {
      unsubscribePage: `${this.deps.publicSiteUrl}/newsletter/unsubscribe?token=${token}`,
      oneClick: `${this.deps.publicApiUrl}/newsletter/unsubscribe?token=${token}`,
    };
  }

  /**
   * Asks `email` to confirm a subscription to `list`. Already subscribed: nothing happens. The
   * form's e-mail limits apply (a 429 for an IP that used them up; silence for an address that
   * got its 2 form e-mails this hour).
   */
  /** @param locale the subscribing page's language: the list's e-mails are written in it. */
  async subscribe(list: ListName, email: string, client: FormClient, locale = 'en'): Promise<void> {
    const { db, clock, outbox, quota } = this.deps;
    const now = clock.now();
    await db.transaction(async (tx) => {
      // Counted whatever the address's state, so a 429 reveals nothing about it.
      await quota.reserveForIp(tx, client);
      await tx
        .insert(emailSubscriptions)
        .values({ id: randomUUID(), list, email, createdAt: now, locale })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(emailSubscriptions)
        .where(and(eq(emailSubscriptions.list, list), eq(emailSubscriptions.email, email)))
        .for('update');
      if (!row) throw new Error('subscription row vanished');
      if (row.confirmedAt && !row.unsubscribedAt) return;
      // Over the address's quota: the earlier link stays valid, and nothing more is sent.
      if (!(await quota.reserveForRecipient(tx, email))) return;
      const token = newLinkToken();
      await tx
        .update(emailSubscriptions)
        .set({
          confirmTokenHash: hashLinkToken(token),
          confirmExpiresAt: new Date(now.getTime() + SUBSCRIPTION_CONFIRM_TTL_MS),
          locale,
        })
        .where(eq(emailSubscriptions.id, row.id));
      const url = `${siteIn(this.deps.publicSiteUrl, locale)}/newsletter/confirm?token=${encodeURIComponent(token)}`;
      await outbox.enqueue(tx, mailsIn(locale).subscriptionConfirmMail(email, list, url));
    });
  }

  /**
   * Confirms the subscription of a confirmation link; the first confirmation sends the welcome
   * e-mail. Null when the link is unknown or expired. Opening the link again is harmless.
   */
  async confirm(token: string): Promise<{ list: ListName } | null> {
    if (!LINK_TOKEN_PATTERN.test(token)) return null;
    const { db, clock, outbox } = this.deps;
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(emailSubscriptions)
        .where(
          and(
            eq(emailSubscriptions.confirmTokenHash, hashLinkToken(token)),
            gt(emailSubscriptions.confirmExpiresAt, now),
          ),
        )
        .for('update');
      if (!row) return null;
      const list = row.list as ListName;
      if (row.confirmedAt && !row.unsubscribedAt) return { list };
      await tx
        .update(emailSubscriptions)
        .set({ confirmedAt: now, unsubscribedAt: null })
        .where(eq(emailSubscriptions.id, row.id));
      await outbox.enqueue(
        tx,
        mailsIn(row.locale).subscriptionWelcomeMail(
          row.email,
          list,
          this.unsubscribeLinks(row.id),
          {
            siteUrl: siteIn(this.deps.publicSiteUrl, row.locale),
          },
        ),
      );
      return { list };
    });
  }

  /** Unsubscribes the subscription of an unsubscribe token (idempotent); null if invalid. */
  async unsubscribe(token: string): Promise<{ list: ListName } | null> {
    const id = verifySignedIdToken(this.deps.linkKey, UNSUBSCRIBE, token);
    if (!id) return null;
    const now = this.deps.clock.now();
    // The confirmation link sent before stops working: only a new subscribe may bring the
    // address back (an old link in the mailbox must not undo the unsubscribe).
    await this.deps.db
      .update(emailSubscriptions)
      .set({ unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where(and(eq(emailSubscriptions.id, id), isNull(emailSubscriptions.unsubscribedAt)));
    const [row] = await this.deps.db
      .select({ list: emailSubscriptions.list })
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.id, id));
    // A subscription deleted since (account deletion): nothing left to unsubscribe.
    return { list: (row?.list ?? 'newsletter') as ListName };
  }

  /** Confirmed, still subscribed addresses of a list (e.g. for the app launch e-mail). */
  async subscribers(list: ListName): Promise<Array<{ id: string; email: string }>> {
    return this.deps.db
      .select({ id: emailSubscriptions.id, email: emailSubscriptions.email })
      .from(emailSubscriptions)
      .where(
        and(
          eq(emailSubscriptions.list, list),
          isNull(emailSubscriptions.unsubscribedAt),
          gt(emailSubscriptions.confirmedAt, new Date(0)),
        ),
      );
  }
}
