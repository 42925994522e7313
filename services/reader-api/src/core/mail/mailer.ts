/**
 * Mail transports: how one message leaves the building. Nothing calls them from a request:
 * requests enqueue mail in the outbox (outbox.ts) inside their own transaction, and the outbox
 * worker hands each message to a transport, retrying when `send` rejects.
 *
 * With SMTP_URL set, messages go out over SMTP. Without it (development), every message is
 * written as an `.eml` file into the mail folder (the verification code in its subject), so you
 * can open it in any mail client or read it from a test with `latestMailTo`. Subjects are never
 * logged: they can hold codes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Short label used in the .eml file name and logs, e.g. `verify`, `already-registered`. */
  kind: string;
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
  headers?: Record<string, string>;
  /** The Message-ID header (set by the outbox, stable across retries). */
  messageId?: string;
}

export interface Mailer {
  /** Resolves once the message is delivered (SMTP accepted it, or the file is written); rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  /** Releases the transport's resources. */
  close(): Promise<void>;
}

export interface MailLog {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** `2026-11-22T20-01-02-123Z`: an ISO instant that is safe in file names and sorts by time. */
export function fileTimestamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

/** The address as it appears in file names: lower case, anything unusual replaced by `_`. */
export function fileSafeAddress(address: string): string {
  return address
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9@._+-]/g, '_');
}

export function createFileMailer(options: {
  dir: string;
  from: string;
  clock: Clock;
  log: MailLog;
}): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let lastStamp = '';
  let sequence = 0;
  return {
    async send(mail) {
      const now = options.clock.now();
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          date: now,
          ...(mail.headers ? { headers: mail.headers } : {}),
          ...(mail.messageId ? { messageId: mail.messageId } : {}),
        });
        mkdirSync(options.dir, { recursive: true });
        // Messages written within the same millisecond keep their order through a counter
        // after "~", which sorts after the "_" of the first one.
        const stamp = fileTimestamp(now);
        sequence = stamp === lastStamp ? sequence + 1 : 0;
        lastStamp = stamp;
        const suffix = sequence === 0 ? '' : `~${String(sequence).padStart(4, '0')}`;
        const file = path.join(
          options.dir,
          `${stamp}${suffix}_${fileSafeAddress(mail.to)}_${mail.kind}.eml`,
        );
        writeFileSync(file, info.message as Buffer, { flag: 'wx' });
        // Never the subject: it holds the verification code.
        options.log.info({ to: mail.to, kind: mail.kind, file }, 'Mail written');
      } catch (error) {
        options.log.error({ err: error, to: mail.to, kind: mail.kind }, 'Could not write mail');
        throw error;
      }
    },
    async close() {},
  };
}

/**
 * Per-connection timeouts: a server that stops answering is dropped after these (the outbox also
 * abandons any one send after MAIL_SEND_TIMEOUT_MS and renews its lease while a send runs).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpMailer(options: { url: string; from: string; log: MailLog }): Mailer {
  const transport = nodemailer.createTransport({ url: options.url, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
      });
      options.log.info({ to: mail.to, kind: mail.kind }, 'Mail sent');
    },
    async close() {
      transport.close();
    },
  };
}

/** Keeps messages in memory (tests). */
export class MemoryMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];

  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
  }

  async close(): Promise<void> {}

  to(address: string): OutgoingMail[] {
    return this.sent.filter((m) => m.to === address);
  }

  latestTo(address: string): OutgoingMail | undefined {
    return this.to(address).at(-1);
  }
}
