/**
 * The public site's other forms, so none is a dead end: newsletter sign-up (idempotent),
 * contact messages (stored, forwarded to the support inbox, acknowledged) and account-deletion
 * requests (stored with their 7-day due date and acknowledged). Answers never depend on
 * whether an address has an account.
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { accountDeletionRequests, contactMessages, newsletterSubscriptions } from '../db/schema.ts';
import type { Outbox } from '../mail/outbox.ts';
import {
  contactAcknowledgementMail,
  contactNotificationMail,
  deletionAcknowledgementMail,
  newsletterWelcomeMail,
  type ContactDetails,
} from '../mail/templates.ts';
import { ACCOUNT_DELETION_DAYS } from '../rules.ts';

export interface FormServiceDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  supportEmail: string;
  publicSiteUrl: string;
}

export interface DeletionRequestInput {
  fullName: string;
  email: string;
  reason: string | null;
}

export class FormService {
  constructor(private readonly deps: FormServiceDeps) {}

  /** Subscribes the address; a repeat is a no-op (no second welcome e-mail). */
  async subscribe(email: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(newsletterSubscriptions)
        .values({ email, createdAt: this.deps.clock.now() })
        .onConflictDoNothing()
        .returning({ email: newsletterSubscriptions.email });
      if (inserted.length > 0) {
        await this.deps.outbox.enqueue(
          tx,
          newsletterWelcomeMail(email, { siteUrl: this.deps.publicSiteUrl }),
        );
      }
    });
  }

  async contact(details: ContactDetails): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await tx.insert(contactMessages).values({
        id: randomUUID(),
        ...details,
        createdAt: this.deps.clock.now(),
      });
      await this.deps.outbox.enqueue(tx, contactNotificationMail(this.deps.supportEmail, details));
      await this.deps.outbox.enqueue(
        tx,
        contactAcknowledgementMail(details, { siteUrl: this.deps.publicSiteUrl }),
      );
    });
  }

  /** Records the request; returns when the deletion is due (7 days from now). */
  async requestDeletion(input: DeletionRequestInput): Promise<Date> {
    const now = this.deps.clock.now();
    const dueBy = new Date(now.getTime() + ACCOUNT_DELETION_DAYS * 24 * 3_600_000);
    await this.deps.db.transaction(async (tx) => {
      await tx.insert(accountDeletionRequests).values({
        id: randomUUID(),
        fullName: input.fullName,
        email: input.email,
        reason: input.reason,
        createdAt: now,
        dueBy,
      });
      await this.deps.outbox.enqueue(
        tx,
        deletionAcknowledgementMail(input.email, input.fullName, dueBy, {
          siteUrl: this.deps.publicSiteUrl,
        }),
      );
    });
    return dueBy;
  }
}
