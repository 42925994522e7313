/**
 * Drops what has expired: pending registrations, sessions, e-mail changes, throttle rows and
 * code cooldowns.
 */
import { and, isNull, lte, notInArray, or } from 'drizzle-orm';
import { emailChanges, mailCooldowns, sessions } from '../readerTables.ts';
import { loginThrottle } from '../../core/limits/limitTables.ts';
import { readers } from '../../core/db/accountTables.ts';
import { CODE_MAIL_WINDOW_MS, PENDING_REGISTRATION_TTL_MS } from '../../core/rules.ts';
import type { ReaderDeps } from './readerDeps.ts';
import { CODE_TRIES_SCOPE } from './verificationCodes.ts';

export async function purgeExpiredReaderData({
  db,
  clock,
  config,
}: Pick<ReaderDeps, 'db' | 'clock' | 'config'>): Promise<void> {
  const now = clock.now().getTime();
  const windowMs = config.loginThrottleWindowMinutes * 60_000;
  await db
    .delete(readers)
    .where(
      and(
        isNull(readers.emailVerifiedAt),
        lte(readers.createdAt, new Date(now - PENDING_REGISTRATION_TTL_MS)),
      ),
    );
  await db.delete(sessions).where(lte(sessions.expiresAt, new Date(now)));
  await db.delete(emailChanges).where(lte(emailChanges.expiresAt, new Date(now)));
  await db
    .delete(loginThrottle)
    .where(
      or(
        and(
          notInArray(loginThrottle.scope, ['sign-up', CODE_TRIES_SCOPE]),
          lte(loginThrottle.windowStart, new Date(now - windowMs)),
        ),
        lte(loginThrottle.windowStart, new Date(now - PENDING_REGISTRATION_TTL_MS)),
      ),
    );
  // Kept a day: the row also holds the address's daily count of code e-mails.
  await db
    .delete(mailCooldowns)
    .where(lte(mailCooldowns.lastSentAt, new Date(now - CODE_MAIL_WINDOW_MS)));
}
