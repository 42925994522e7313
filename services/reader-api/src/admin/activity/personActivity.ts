/**
 * A profile's 'Recent activities': the audit log's entries about one person written by an
 * admin or the system (what admins did to them, and when), newest first; the person's own
 * events (a reader's sign-ins) are left out. Only the fields an admin changed are shown, never a whole
 * snapshot (a delete's before-snapshot holds the person's details; a reset e-mail's `to` their
 * address): the feed says what happened, the audit log keeps the rest.
 */
import { and, desc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import {
  ACTIVITY_LIMIT,
  type ActivityChange,
  type ActivityFeedAnswer,
  type ActivityItem,
  type ListKind,
} from '@thrive/admin-contract';
import type { Db } from '../../core/db/database.ts';
import { readers } from '../../core/db/accountTables.ts';
import { adminAuditLog } from '../../core/audit/auditTables.ts';
import { members } from '../adminTables.ts';
import { PROFILE_READ, ROLE_OF } from '../people.ts';
import { ownActivity } from './ownActivity.ts';

/** The fields whose changes the feed spells out. */
const SHOWN_FIELDS = ['status', 'genre'] as const;

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

function changesOf(before: unknown, after: unknown): ActivityChange[] {
  const from = (before ?? {}) as Record<string, unknown>;
  const to = (after ?? {}) as Record<string, unknown>;
  return SHOWN_FIELDS.filter((field) => field in to && from[field] !== to[field]).map((field) => ({
    field,
    from: text(from[field]),
    to: text(to[field]),
  }));
}

function fileOf(action: string, after: unknown): string | null {
  if (action !== 'download') return null;
  const file = (after as { file?: unknown } | null)?.file;
  return file === 'credentials' || file === 'experience' ? file : null;
}

/** Whether the person is on their list (not deleted): the feed is part of their profile. */
async function isListed(db: Db, kind: ListKind, id: number): Promise<boolean> {
  if (kind === 'users') {
    const [reader] = await db
      .select({ number: readers.number })
      .from(readers)
      .where(
        and(eq(readers.number, id), isNotNull(readers.emailVerifiedAt), isNull(readers.deletedAt)),
      );
    return reader !== undefined;
  }
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, id), eq(members.role, ROLE_OF[kind]), isNull(members.deletedAt)));
  return member !== undefined;
}

/** The newest entries about one person; undefined when no such person is listed. */
export async function personActivity(
  db: Db,
  kind: ListKind,
  id: number,
): Promise<ActivityItem[] | undefined> {
  if (!(await isListed(db, kind, id))) return undefined;
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.entityType, kind === 'users' ? 'reader' : ROLE_OF[kind]),
        eq(adminAuditLog.entityId, String(id)),
        // What admins (or the system) did: the person's own sign-ins and such are theirs.
        isNotNull(adminAuditLog.adminId),
        // Opening the profile is audited, but is not something done to the person.
        ne(adminAuditLog.action, PROFILE_READ),
      ),
    )
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(ACTIVITY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    admin: row.adminEmail,
    action: row.action,
    changes: row.action === 'update' ? changesOf(row.before, row.after) : [],
    file: fileOf(row.action, row.after),
  }));
}

/** A profile's feed, as the admin services hold it (bound to the database). */
export type ActivityFeed = (kind: ListKind, id: number) => Promise<ActivityFeedAnswer | undefined>;

export const activityFeed =
  (db: Db): ActivityFeed =>
  async (kind, id) => {
    const items = await personActivity(db, kind, id);
    return items && { items, own: await ownActivity(db, kind, id) };
  };
