/**
 * What every reader use case (sign-up, login, password) is built from, and the few facts about
 * a reader they all ask: is the account usable, has a pending registration expired, which row
 * holds an address. The settings come in as a value (`config`), never read from the environment.
 */
import { isTeen } from '@thrive/reader-contract';
import { eq } from 'drizzle-orm';
import { siteIn } from '../../core/mail/mailLocale.ts';
import type { ReaderProfile } from '@thrive/reader-contract';
import type { Clock } from '../../core/clock.ts';
import type { Config } from '../../core/config.ts';
import type { Db } from '../../core/db/database.ts';
import { readers, type Reader } from '../../core/db/accountTables.ts';
import type { Outbox } from '../../core/mail/outbox.ts';
import type { PasswordHasher } from '../../core/security/passwords.ts';
import { PENDING_REGISTRATION_TTL_MS } from '../../core/rules.ts';
import type { SignInLimits } from '../../core/limits/signInLimits.ts';

export interface ReaderDeps {
  db: Db;
  clock: Clock;
  hasher: PasswordHasher;
  /** A hash of a random password with the live argon2 parameters (see makeDummyHash). */
  dummyHash: string;
  /** Every e-mail is enqueued here in the transaction of the change that causes it. */
  outbox: Outbox;
  /** HMAC key for verification codes. */
  otpKey: string;
  /** Who may try a password now (device cookies, per-address ceilings, proof of work). */
  signInLimits: SignInLimits;
  config: ReaderConfig;
}

export type ReaderConfig = Pick<
  Config,
  | 'tokenTtlHours'
  | 'loginMaxFailuresPerEmail'
  | 'loginMaxFailuresPerIp'
  | 'loginThrottleWindowMinutes'
  | 'publicSiteUrl'
>;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** The reader as the API shows it (never the password hash). */
export type PublicUser = ReaderProfile;

/** `now` (the service's clock) decides the age by its year (age.ts). */
export function publicUser(reader: Reader, now: Date): PublicUser {
  return {
    id: reader.id,
    first_name: reader.firstName,
    last_name: reader.lastName,
    email: reader.email,
    premium: reader.premium,
    created_at: reader.createdAt.toISOString(),
    teen: isTeen(reader.birthYear, now),
  };
}

/** An account that may hold sessions and get reset codes: not deleted, not Inactive. */
export const isUsable = (reader: Pick<Reader, 'deletedAt' | 'status'>) =>
  reader.deletedAt === null && reader.status === 'Active';

/** A registration still waiting for its code after 24 h counts as gone. */
export function isPendingExpired(reader: Reader, now: Date): boolean {
  return (
    reader.emailVerifiedAt === null &&
    now.getTime() - reader.createdAt.getTime() >= PENDING_REGISTRATION_TTL_MS
  );
}

export async function findReader(db: Executor, email: string): Promise<Reader | undefined> {
  const [reader] = await db.select().from(readers).where(eq(readers.email, email));
  return reader;
}

export async function findReaderForUpdate(tx: Tx, email: string): Promise<Reader | undefined> {
  const [reader] = await tx.select().from(readers).where(eq(readers.email, email)).for('update');
  return reader;
}

/** What the e-mail templates need to build links: the site's pages in the e-mail's language. */
export const mailContext = (config: Pick<Config, 'publicSiteUrl'>, locale?: string | null) => ({
  siteUrl: siteIn(config.publicSiteUrl, locale),
});
