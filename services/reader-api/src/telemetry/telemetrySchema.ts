/**
 * Remote-load telemetry: one row per remote load reported by a browser (remote, release
 * version, phase, outcome, duration). No personal data: no user, no IP, no URL.
 * Re-exported by ../db/schema.ts so one set of migrations covers it.
 */
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const remoteLoads = pgTable(
  'remote_loads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    remote: text('remote').notNull(),
    /** The release id, or "local" for a build that was not released. */
    version: text('version').notNull(),
    /** Where it ended: "loaded", or the federation lifecycle that failed. */
    phase: text('phase').notNull(),
    ok: integer('ok').notNull(),
    durationMs: integer('duration_ms').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('remote_loads_version_idx').on(t.remote, t.version, t.receivedAt)],
);

export const telemetrySchema = { remoteLoads };
