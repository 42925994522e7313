/**
 * The contact form: the message is stored, forwarded to the support inbox and acknowledged to
 * the sender, all in one transaction with the e-mails (outbox). The acknowledgement carries
 * nothing the sender typed, and the form e-mail limits apply (per client IP: a 429; per
 * recipient: at most 2 form e-mails an hour, further acknowledgements are skipped quietly).
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import { contactMessages } from './formTables.ts';
import type { Outbox } from '../core/mail/outbox.ts';
import { mailsIn, siteIn } from '../core/mail/mailLocale.ts';
import { contactNotificationMail, type ContactDetails } from '../core/mail/templates.ts';
import type { FormClient, FormMailQuota } from '../core/limits/formMailQuota.ts';

export interface FormServiceDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  quota: FormMailQuota;
  supportEmail: string;
  publicSiteUrl: string;
}

export class FormService {
  constructor(private readonly deps: FormServiceDeps) {}

  /** @param locale the form's page language: the acknowledgement is written in it. */
  async contact(details: ContactDetails, client: FormClient, locale = 'en'): Promise<void> {
    const { db, clock, outbox, quota } = this.deps;
    await db.transaction(async (tx) => {
      // The forward to our own inbox and the acknowledgement both count against the IP.
      await quota.reserveForIp(tx, client, 2);
      await tx.insert(contactMessages).values({
        id: randomUUID(),
        ...details,
        createdAt: clock.now(),
      });
      await outbox.enqueue(tx, contactNotificationMail(this.deps.supportEmail, details));
      if (await quota.reserveForRecipient(tx, details.email)) {
        await outbox.enqueue(
          tx,
          mailsIn(locale).contactAcknowledgementMail(details.email, {
            siteUrl: siteIn(this.deps.publicSiteUrl, locale),
          }),
        );
      }
    });
  }
}
