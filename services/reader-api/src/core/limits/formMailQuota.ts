/**
 * Limits on the e-mails the public forms trigger (no open mail relay): per recipient address
 * (at most FORM_MAILS_PER_ADDRESS_PER_HOUR in any hour, whatever the number of requests) and
 * per client IP (quietly up to FORM_MAILS_PER_IP_BEFORE_CHALLENGE, 20 by default, then with a
 * proof of work up to the ceiling FORM_MAILS_PER_IP_PER_HOUR, 1000: many readers share one
 * carrier-NAT address). Each slot is reserved with one row-locked upsert
 * on `form_mail_quotas` inside the request's transaction, so parallel requests on any number
 * of instances sharing the database cannot exceed a limit, and a rolled-back request gives its
 * slot back.
 */
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { formMailQuotas } from './limitTables.ts';
import { HttpError } from '../errors/httpError.ts';
import type { ProofOfWork } from './proofOfWork.ts';
import type { DbExecutor } from '../mail/outbox.ts';
import {
  FORM_MAIL_WINDOW_MS,
  FORM_MAILS_PER_ADDRESS_PER_HOUR,
  FORM_MAILS_PER_IP_PER_HOUR,
} from '../rules.ts';
import { clientAddressKey } from '@thrive/platform/clientAddress';

/** The 429 past the per-IP ceiling (its minutes rounded up). */
export const tooManyFromNetwork = (minutes: number) =>
  `Too many requests from your network. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

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

/** Seconds until fewer than `limit` sends under `key` are within the window. */
async function secondsUntilBelow(
  executor: DbExecutor,
  key: string,
  now: Date,
  limit: number,
): Promise<number> {
  const [row] = await executor
    .select({ sentAt: formMailQuotas.sentAt })
    .from(formMailQuotas)
    .where(eq(formMailQuotas.key, key));
  const recent = (row?.sentAt ?? [])
    .map((value) => new Date(value).getTime())
    .filter((t) => t > now.getTime() - FORM_MAIL_WINDOW_MS)
    .sort((a, b) => a - b);
  const freeing = recent[Math.max(0, recent.length - limit)] ?? now.getTime();
  return Math.max(1, Math.ceil((freeing + FORM_MAIL_WINDOW_MS - now.getTime()) / 1000));
}

/** Who asks for form e-mails: the client address, and the proof of work it sent, if any. */
export interface FormClient {
  ip: string;
  /** The X-Thrive-Proof header (src/core/limits/proofOfWork.ts). */
  proof?: string | undefined;
}

export interface FormMailLimits {
  /** Sends per IP per hour without a proof of work… */
  beforeChallenge: number;
  /** …and at most, with proofs. */
  ceiling: number;
}

export class FormMailQuota {
  constructor(
    private readonly clock: Clock,
    private readonly proofOfWork: ProofOfWork,
    private readonly limits: FormMailLimits = {
      beforeChallenge: FORM_MAILS_PER_IP_PER_HOUR,
      ceiling: FORM_MAILS_PER_IP_PER_HOUR,
    },
  ) {}

  /**
   * Counts `mails` form e-mails against the client IP. Past the quiet allowance a solved proof
   * of work is needed (one per request), else a 429 carrying a challenge; past the ceiling a
   * 429 with Retry-After seconds.
   */
  async reserveForIp(executor: DbExecutor, client: FormClient, mails = 1): Promise<void> {
    const now = this.clock.now();
    const key = `ip:${clientAddressKey(client.ip)}`;
    const { ceiling } = this.limits;
    const quiet = Math.min(this.limits.beforeChallenge, ceiling);
    let proven = false;
    for (let i = 0; i < mails; i += 1) {
      if (await reserveMailSlot(executor, key, quiet, now)) continue;
      if (!proven && !(await this.proofOfWork.redeem(executor, client.proof))) {
        throw await this.proofOfWork.required(await secondsUntilBelow(executor, key, now, quiet));
      }
      proven = true;
      if (await reserveMailSlot(executor, key, ceiling, now)) continue;
      const seconds = await secondsUntilBelow(executor, key, now, ceiling);
      throw Object.assign(new HttpError(429, tooManyFromNetwork(Math.ceil(seconds / 60))), {
        retryAfterSeconds: seconds,
      });
    }
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
