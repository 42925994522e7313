/**
 * Limits on the e-mails the public forms trigger (no open mail relay): per recipient address
 * (at most FORM_MAILS_PER_ADDRESS_PER_HOUR in any hour, whatever the number of requests) and
 * per client IP (FORM_MAILS_PER_IP_PER_HOUR, 20 by default). Each slot is reserved with one row-locked upsert
 * on `form_mail_quotas` inside the request's transaction, so parallel requests on any number
 * of instances sharing the database cannot exceed a limit, and a rolled-back request gives its
 * slot back.
 */
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { formMailQuotas } from '../db/schema.ts';
import { HttpError } from '../http/httpError.ts';
import type { DbExecutor } from '../mail/outbox.ts';
import {
  FORM_MAIL_WINDOW_MS,
  FORM_MAILS_PER_ADDRESS_PER_HOUR,
  FORM_MAILS_PER_IP_PER_HOUR,
} from '../rules.ts';

/** Reserves one send under `key`; false when `max` sends happened within the window. */
export async function reserveMailSlot(
  executor: DbExecutor,
  key: string,
  max: number,
  now: Date,
  windowMs = FORM_MAIL_WINDOW_MS,
): Promise<boolean> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - windowMs).toISOString();
  const result = (await executor.execute(sql`
    insert into form_mail_quotas (key, sent_at) values (${key}, array[${at}::timestamptz])
    on conflict (key) do update
      set sent_at = array_append(
        array(select t from unnest(form_mail_quotas.sent_at) as t where t > ${since}::timestamptz),
        ${at}::timestamptz)
      where (select count(*) from unnest(form_mail_quotas.sent_at) as t
             where t > ${since}::timestamptz) < ${max}
    returning key`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Seconds until the oldest send under `key` leaves the window. */
async function secondsUntilFree(executor: DbExecutor, key: string, now: Date): Promise<number> {
  const [row] = await executor
    .select({ sentAt: formMailQuotas.sentAt })
    .from(formMailQuotas)
    .where(eq(formMailQuotas.key, key));
  const recent = (row?.sentAt ?? [])
    .map((value) => new Date(value).getTime())
    .filter((t) => t > now.getTime() - FORM_MAIL_WINDOW_MS)
    .sort((a, b) => a - b);
  const oldest = recent[0] ?? now.getTime();
  return Math.max(1, Math.ceil((oldest + FORM_MAIL_WINDOW_MS - now.getTime()) / 1000));
}

export class FormMailQuota {
  constructor(
    private readonly clock: Clock,
    private readonly perIpPerHour = FORM_MAILS_PER_IP_PER_HOUR,
  ) {}

  /**
   * Counts one form e-mail against the client IP; a 429 (with Retry-After seconds) when the IP
   * used them all this hour. Call once per e-mail the request will send.
   */
  async reserveForIp(executor: DbExecutor, ip: string): Promise<void> {
    const now = this.clock.now();
    const key = `ip:${ip}`;
    if (await reserveMailSlot(executor, key, this.perIpPerHour, now)) return;
    const seconds = await secondsUntilFree(executor, key, now);
    const minutes = Math.ceil(seconds / 60);
    throw Object.assign(
      new HttpError(
        429,
        `Too many requests from your network. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      ),
      { retryAfterSeconds: seconds },
    );
  }

  /**
   * Reserves one e-mail to `address`; false when it already got its quota this hour (then the
   * request still succeeds, quietly, without another e-mail: the answer reveals nothing).
   */
  async reserveForRecipient(executor: DbExecutor, address: string): Promise<boolean> {
    return reserveMailSlot(
      executor,
      `to:${address}`,
      FORM_MAILS_PER_ADDRESS_PER_HOUR,
      this.clock.now(),
    );
  }
}
