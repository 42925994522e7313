/**
 * A real SMTP server (smtp-server) for tests: keeps every message it accepts, and can refuse a
 * recipient for good (550), for now (451), or hang on it (never answers its RCPT TO).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseEml } from '../core/mail/readMailbox.ts';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  messageId: string;
}

export type RecipientAnswer = 'accept' | 'refuse-permanently' | 'refuse-for-now' | 'hang';

export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /** Every RCPT TO the server was asked, in order (refused and hung ones too). */
  readonly recipientsTried: string[] = [];
  /** Decides how RCPT TO is answered; every recipient is accepted by default. */
  answerFor: (recipient: string) => RecipientAnswer = () => 'accept';
  private server: SMTPServer | undefined;

  async start(port = 0): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Hung connections are cut this soon after stop() (not the default 30 s).
      closeTimeout: 200,
      onRcptTo: (address, _session, callback) => {
        this.recipientsTried.push(address.address);
        const answer = this.answerFor(address.address);
        if (answer === 'hang') return; // never answers: a hung connection
        if (answer === 'accept') return callback();
        const responseCode = answer === 'refuse-permanently' ? 550 : 451;
        callback(Object.assign(new Error(`Recipient refused (${responseCode})`), { responseCode }));
      },
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          const parsed = parseEml(raw);
          const messageId = /^Message-ID:\s*(.+)$/im.exec(raw.toString('latin1'))?.[1]?.trim();
          this.received.push({
            to: parsed.to,
            subject: parsed.subject,
            text: parsed.text,
            messageId: messageId ?? '',
          });
          callback();
        });
      },
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    return (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
