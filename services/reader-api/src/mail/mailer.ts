/**
 * Outgoing e-mail. With SMTP_URL set, messages go out over SMTP in the background (a request
 * never waits for, or reveals the timing of, a mail server). Without it (development), every
 * message is written as an `.eml` file into the mail folder and its subject is logged, so you
 * can open the code e-mail in any mail client or read it from a test with `latestMailTo`.
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
}

export interface Mailer {
  /** Resolves once the message is accepted for delivery (never rejects on delivery failure). */
  send(mail: OutgoingMail): Promise<void>;
  /** Waits for messages still being delivered. */
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
        options.log.info({ to: mail.to, kind: mail.kind, file }, `Mail written: ${mail.subject}`);
      } catch (error) {
        options.log.error({ err: error, to: mail.to, kind: mail.kind }, 'Could not write mail');
      }
    },
    async close() {},
  };
}

export function createSmtpMailer(options: { url: string; from: string; log: MailLog }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  const inFlight = new Set<Promise<void>>();
  return {
    async send(mail) {
      const delivery = transport
        .sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        })
        .then(
          () => options.log.info({ to: mail.to, kind: mail.kind }, 'Mail sent'),
          (error: unknown) =>
            options.log.error({ err: error, to: mail.to, kind: mail.kind }, 'Mail delivery failed'),
        )
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async close() {
      await Promise.allSettled([...inFlight]);
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
