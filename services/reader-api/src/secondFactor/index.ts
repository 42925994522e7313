/**
 * Wires second factors into the app: one service per audience on `app.secondFactor`, each
 * with its relying party (from the configured site origins) and its audit writer, and the
 * second-factor routes of the admin console and of readers. app.ts calls `setUpSecondFactor` once.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../core/audit/auditLog.ts';
import { admins } from '../core/db/accountTables.ts';
import type { Clock } from '../core/clock.ts';
import type { Config } from '../core/config.ts';
import type { Database } from '../core/db/database.ts';
import { readers } from '../core/db/accountTables.ts';
import type { DbExecutor } from '../core/mail/outbox.ts';
import { loadOrCreateSecret } from '../core/security/serverSecrets.ts';
import { paths } from '@thrive/platform';
import { siteIn } from '../core/mail/mailLocale.ts';
import type { PasswordHasher } from '../core/security/passwords.ts';
import { wordsIn } from '../core/words/catalogs.ts';
import { factorChangeMail } from './factorMails.ts';
import { relyingParty, type Audience } from './relyingParty.ts';
import { members } from '../admin/adminTables.ts';
import {
  SecondFactorService,
  type FactorChange,
  type SecondFactorEvent,
} from './secondFactorService.ts';
import { totpSecretBox } from './totpSecrets.ts';

export { adminSecondFactorRoutes, secondStep } from './adminSecondFactorRoutes.ts';
export { readerSecondFactorRoutes, readerSecondStep } from './readerSecondFactorRoutes.ts';
export { studioSecondFactorRoutes } from './studioSecondFactorRoutes.ts';
export { requireRecentAuthentication } from './factorManagementRoutes.ts';
export { SecondFactorService } from './secondFactorService.ts';

declare module 'fastify' {
  interface FastifyInstance {
    secondFactor: {
      admin: SecondFactorService;
      reader: SecondFactorService;
      /** Writers and consultants in the studio (issue 43). */
      contributor: SecondFactorService;
      clock: Clock;
    };
  }
}

/** Admin events name the admin; reader events name the reader by number (pseudonymised on erasure). */
async function auditAdminEvent(db: DbExecutor, at: Date, event: SecondFactorEvent) {
  const [admin] = await db
    .select({ email: admins.email })
    .from(admins)
    .where(eq(admins.id, event.ownerId));
  await writeAudit(db, at, {
    actor: { id: event.ownerId, email: admin?.email ?? '' },
    action: event.action,
    entityType: 'admin',
    entityId: event.ownerId,
    after: { ip: event.ip, ...(event.method ? { method: event.method } : {}), ...event.detail },
  });
}

async function auditReaderEvent(db: DbExecutor, at: Date, event: SecondFactorEvent) {
  const [reader] = await db
    .select({ number: readers.number })
    .from(readers)
    .where(eq(readers.id, event.ownerId));
  await writeAudit(db, at, {
    actor: { id: null, email: 'reader' },
    action: event.action,
    entityType: 'reader',
    entityId: reader?.number ?? '',
    after: { ip: event.ip, ...(event.method ? { method: event.method } : {}), ...event.detail },
  });
}

/** Contributor events name the member by number, with their address (as admins' do). */
async function auditContributorEvent(db: DbExecutor, at: Date, event: SecondFactorEvent) {
  const [member] = await db
    .select({ email: members.email, role: members.role })
    .from(members)
    .where(eq(members.id, Number(event.ownerId)));
  await writeAudit(db, at, {
    actor: { id: null, email: member?.email ?? '' },
    action: event.action,
    entityType: member?.role ?? 'contributor',
    entityId: event.ownerId,
    after: {
      ip: event.ip,
      contributorId: Number(event.ownerId),
      ...(event.method ? { method: event.method } : {}),
      ...event.detail,
    },
  });
}

/** The e-mail telling an admin (English) or a reader (their language) what changed. */
function notifier(app: FastifyInstance, config: Config, audience: Audience) {
  const outbox = app.services.outbox;
  if (audience === 'contributor')
    return async (db: DbExecutor, ownerId: string, change: FactorChange) => {
      const [member] = await db
        .select({ email: members.email, displayName: members.displayName })
        .from(members)
        .where(eq(members.id, Number(ownerId)));
      if (!member) return;
      const ctx = { siteUrl: config.publicSiteUrl, accountUrl: `${config.publicSiteUrl}/studio` };
      await outbox.enqueue(
        db,
        factorChangeMail(wordsIn('en'), member.email, member.displayName, change, ctx),
      );
    };
  if (audience === 'admin') {
    const consoleUrl = relyingParty('admin', config).origin;
    return async (db: DbExecutor, ownerId: string, change: FactorChange) => {
      const [admin] = await db
        .select({ email: admins.email })
        .from(admins)
        .where(eq(admins.id, ownerId));
      if (!admin) return;
      const ctx = { siteUrl: config.publicSiteUrl, accountUrl: `${consoleUrl}/account` };
      await outbox.enqueue(
        db,
        factorChangeMail(wordsIn('en'), admin.email, undefined, change, ctx),
      );
    };
  }
  return async (db: DbExecutor, ownerId: string, change: FactorChange) => {
    const [reader] = await db
      .select({ email: readers.email, firstName: readers.firstName, locale: readers.locale })
      .from(readers)
      .where(eq(readers.id, ownerId));
    if (!reader) return;
    const siteUrl = siteIn(config.publicSiteUrl, reader.locale);
    await outbox.enqueue(
      db,
      factorChangeMail(wordsIn(reader.locale), reader.email, reader.firstName, change, {
        siteUrl,
        accountUrl: `${siteUrl}${paths.account}`,
      }),
    );
  };
}

export async function setUpSecondFactor(
  app: FastifyInstance,
  setup: {
    config: Config;
    database: Database;
    clock: Clock;
    hasher: PasswordHasher;
    dummyHash: string;
  },
): Promise<void> {
  const { config, database, clock, hasher, dummyHash } = setup;
  const box = totpSecretBox(await loadOrCreateSecret(database.db, 'totp-secret-key', clock));
  const service = (audience: Audience) =>
    new SecondFactorService({
      db: database.db,
      clock,
      audience,
      rp: relyingParty(audience, config),
      box,
      hasher,
      dummyHash,
      audit:
        audience === 'admin'
          ? auditAdminEvent
          : audience === 'reader'
            ? auditReaderEvent
            : auditContributorEvent,
      notify: notifier(app, config, audience),
    });
  const services = {
    admin: service('admin'),
    reader: service('reader'),
    contributor: service('contributor'),
  };
  app.decorate('secondFactor', { ...services, clock });
  // A reader who added a second factor gives it after the password.
  app.services.readers.login.requireSecondFactor({
    hasSecondFactor: async (readerId) =>
      (await services.reader.factorsOf(database.db, readerId)).length > 0,
  });

  // With the admin console's housekeeping (0 in tests: they purge by hand).
  const intervalMs = app.admin.config.purgeIntervalMs;
  if (intervalMs > 0) {
    const timer = setInterval(() => {
      Promise.all([
        services.admin.purgeExpired(),
        services.reader.purgeExpired(),
        services.contributor.purgeExpired(),
      ]).catch((error: unknown) =>
        app.log.error({ err: error }, 'Second-factor housekeeping failed'),
      );
    }, intervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
