/**
 * Second factors, recovery codes, second-step tickets and throttle.
 * Every timestamp is written by the application from its injected clock (never `now()` in SQL).
 * drizzle.config.ts reads every *Tables.ts file: `pnpm db:generate` writes the migrations.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  check,
  bigint,
} from 'drizzle-orm/pg-core';
import { at } from '../core/db/columns.ts';
import { readers, admins } from '../core/db/accountTables.ts';
import { members } from '../admin/adminTables.ts';

const adminOwner = () => uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' });
const readerOwner = () => uuid('reader_id').references(() => readers.id, { onDelete: 'cascade' });
/** A writer or consultant in the studio (issue 43). */
const memberOwner = () =>
  integer('member_id').references(() => members.id, { onDelete: 'cascade' });
const oneOwner = sql`num_nonnulls(admin_id, reader_id, member_id) = 1`;

/** A passkey (`kind` 'passkey') or an authenticator app (`kind` 'totp'). */
export const secondFactors = pgTable(
  'second_factors',
  {
    id: uuid('id').primaryKey(),
    adminId: adminOwner(),
    readerId: readerOwner(),
    memberId: memberOwner(),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    /** Passkeys: the credential id (base64url), its COSE public key (base64url), counter. */
    credentialId: text('credential_id'),
    publicKey: text('public_key'),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>(),
    /** TOTP: the secret, AES-256-GCM under the server's key; the last time step accepted. */
    totpSecret: text('totp_secret'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /**
     * TOTP: wrong codes in a row on the owner's authenticator app (issue 40, L6). At
     * TOTP_LOCK_AFTER_FAILURES the app is locked until a passkey or recovery code signs in.
     */
    failedCodes: integer('failed_codes').notNull().default(0),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [
    check('second_factors_one_owner', oneOwner),
    uniqueIndex('second_factors_credential_key').on(t.credentialId),
    index('second_factors_admin_idx').on(t.adminId),
    index('second_factors_reader_idx').on(t.readerId),
    index('second_factors_member_idx').on(t.memberId),
  ],
);

/** Ten one-time recovery codes per person; only their SHA-256 is stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: adminOwner(),
    readerId: readerOwner(),
    memberId: memberOwner(),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [
    check('recovery_codes_one_owner', oneOwner),
    index('recovery_codes_admin_idx').on(t.adminId),
    index('recovery_codes_reader_idx').on(t.readerId),
    index('recovery_codes_member_idx').on(t.memberId),
  ],
);

/**
 * A sign-in whose password was right, waiting for the second factor (`purpose` 'sign-in'), an
 * admin's first enrolment ('enrol'), or a signed-in person adding a factor ('add'). Only the
 * ticket's SHA-256 is stored; it holds the WebAuthn challenge and a TOTP secret being set up.
 */
export const secondFactorTickets = pgTable(
  'second_factor_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: adminOwner(),
    readerId: readerOwner(),
    memberId: memberOwner(),
    purpose: text('purpose').notNull(),
    challenge: text('challenge'),
    pendingTotpSecret: text('pending_totp_secret'),
    failures: integer('failures').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    check('second_factor_tickets_one_owner', oneOwner),
    index('second_factor_tickets_expires_idx').on(t.expiresAt),
  ],
);

/** Wrong second factors per person ('admin:<id>' / 'reader:<id>') in the current window. */
export const secondFactorThrottle = pgTable('second_factor_throttle', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  attempts: integer('attempts').notNull(),
});

export type SecondFactorRow = typeof secondFactors.$inferSelect;
