/**
 * Reader authentication events in the audit log (ASVS 16.3.1): sign-ins and their failures,
 * lockouts, sign-outs and password changes, each with the time (UTC) and the client address.
 * Never a secret: no password, token or code. A known reader's rows are about `reader` <number>,
 * so an erasure pseudonymises them like every other row about the reader (auditLog.ts).
 */
import type { Reader } from '../../core/db/accountTables.ts';
import { writeAudit, type Actor } from '../../core/audit/auditLog.ts';
import type { Executor } from './readerDeps.ts';

/** The actor of a reader's own events (the console's "admin" column says who acted). */
export const READER_ACTOR: Actor = { id: null, email: 'reader' };

export type ReaderAuthAction =
  | 'sign-in'
  | 'sign-in-failed'
  /** The failure that used up the address's (or the client's) attempts: refused until the window ends. */
  | 'sign-in-locked'
  | 'sign-out'
  /** Another of the reader's sessions, ended from the account page. */
  | 'session-end'
  | 'sign-out-everywhere'
  /** Every session but the asking one, from the account page. */
  | 'sign-out-other-sessions'
  | 'password-reset'
  | 'password-change'
  | 'password-change-failed';

export interface ReaderAuthEvent {
  action: ReaderAuthAction;
  /** The account, when the address has one. */
  reader: Pick<Reader, 'number' | 'email'> | undefined;
  /** The address typed, for an event without an account (an unknown address's failed sign-in). */
  email?: string;
  ip: string;
  /** A few words more: how, or why it failed (never what was typed). */
  detail?: Record<string, string>;
}

export async function recordReaderAuthEvent(
  db: Executor,
  at: Date,
  event: ReaderAuthEvent,
): Promise<void> {
  await writeAudit(db, at, {
    actor: READER_ACTOR,
    action: event.action,
    entityType: 'reader',
    entityId: event.reader?.number ?? '',
    after: { email: event.reader?.email ?? event.email, ip: event.ip, ...event.detail },
  });
}
