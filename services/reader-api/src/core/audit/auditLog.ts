/**
 * The admin audit log: one row per change or security event, written in the transaction that
 * does it. Never a secret (no password hash, token or code). When a reader is erased, the rows
 * about them keep what happened and when, but no longer who they were (see
 * pseudonymiseReaderAudit).
 */
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../mail/outbox.ts';
import { adminAuditLog } from './auditTables.ts';

/** Who did it: an admin, or (id null) someone not signed in or a tool such as `admin:create`. */
export interface Actor {
  id: string | null;
  email: string;
}

export const SYSTEM_ACTOR: Actor = { id: '00000000-0000-0000-0000-000000000000', email: 'system' };
/** `pnpm admin:create` (the CLI or its loopback channel). */
export const ADMIN_CLI_ACTOR: Actor = { id: null, email: 'admin:create' };

export interface AuditEntry {
  actor: Actor;
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) =>
  value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));

export async function writeAudit(db: DbExecutor, at: Date, entry: AuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: entry.actor.id,
    adminEmail: entry.actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: json(entry.before),
    after: json(entry.after),
    createdAt: at,
  });
}

/**
 * Snapshot fields that identify a reader (readers columns, a reset e-mail's `to`, and the client
 * address of the reader's own sign-in events).
 */
const PERSONAL_FIELDS = new Set([
  'ip',
  'firstName',
  'lastName',
  'email',
  'username',
  'phoneNumber',
  'gender',
  'state',
  'country',
  'to',
]);
export const ERASED = '[erased]';

function pseudonymise(snapshot: unknown, erasedEmail: string): unknown {
  if (snapshot === null || typeof snapshot !== 'object' || Array.isArray(snapshot)) return snapshot;
  return Object.fromEntries(
    Object.entries(snapshot).map(([key, value]) => {
      if (!PERSONAL_FIELDS.has(key) || value === null) return [key, value];
      return [key, key === 'email' || key === 'to' ? erasedEmail : ERASED];
    }),
  );
}

/**
 * After a reader's erasure: the audit rows about them keep the action, time and admin, but
 * their e-mail becomes `erasedEmail` (the one-way hash the deletion record keeps) and their
 * name and other personal fields `[erased]`.
 */
export async function pseudonymiseReaderAudit(
  db: DbExecutor,
  readerNumber: number,
  erasedEmail: string,
): Promise<void> {
  const where = and(
    eq(adminAuditLog.entityType, 'reader'),
    eq(adminAuditLog.entityId, String(readerNumber)),
  );
  const rows = await db
    .select({ id: adminAuditLog.id, before: adminAuditLog.before, after: adminAuditLog.after })
    .from(adminAuditLog)
    .where(where);
  for (const row of rows)
    await db
      .update(adminAuditLog)
      .set({
        before: pseudonymise(row.before, erasedEmail),
        after: pseudonymise(row.after, erasedEmail),
      })
      .where(eq(adminAuditLog.id, row.id));
}
