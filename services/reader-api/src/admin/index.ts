/**
 * Wires the admin console's API into the app: services on `app.services`, settings on
 * `app.adminConfig`, trigram search indexes, the development sample data and the scheduled
 * purge of deleted profiles. app.ts calls `setUpAdmin` once and registers `adminRoutes`.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { PasswordHasher } from '../security/passwords.ts';
import { AdminAuthService } from './adminAuth.ts';
import { AdminSessions } from './sessions/adminSessions.ts';
import { loadAdminConfig, type AdminConfig } from './adminConfig.ts';
import { AdminService } from './adminService.ts';
import { createDiskStorage, createS3Storage } from './fileStorage.ts';
import { memoryListTotals, redisListTotals, type ListTotals } from './listTotals.ts';
import { writeLocalSecret } from './localAdminChannel.ts';
import { ensureSearchIndexes } from './searchIndexes.ts';
import { seedSampleData } from './seed/seed.ts';

export { adminRoutes } from './adminRoutes.ts';
export type { AdminConfig } from './adminConfig.ts';

export interface AdminServices {
  auth: AdminAuthService;
  people: AdminService;
  /** The argon2id hasher, for passwords of new writers and consultants. */
  hasher: PasswordHasher;
  config: AdminConfig;
  /** Admins' own sessions and the ending of a reader's (sessions/adminSessions.ts). */
  sessions: AdminSessions;
  /** The lists' remembered totals. */
  totals: ListTotals;
  /** The `pnpm admin:create` channel's secret (PGlite on disk only; see localAdminChannel.ts). */
  localSecret: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminServices;
  }
}

export interface AdminSetup {
  config: Config;
  database: Database;
  clock: Clock;
  hasher: PasswordHasher;
  dummyHash: string;
  adminConfig?: AdminConfig;
}

export async function setUpAdmin(app: FastifyInstance, setup: AdminSetup): Promise<void> {
  const { config, database, clock, hasher, dummyHash } = setup;
  const adminConfig = setup.adminConfig ?? loadAdminConfig(process.env, config);
  const auth = new AdminAuthService({
    db: database.db,
    clock,
    hasher,
    dummyHash,
    config: adminConfig,
  });
  const totals = config.redisUrl
    ? redisListTotals(config.redisUrl, app.log, adminConfig.listTotalsPrefix)
    : memoryListTotals(clock);
  app.addHook('onClose', () => totals.close());
  const people = new AdminService({
    totals,
    db: database.db,
    clock,
    outbox: app.services.outbox,
    storage: adminConfig.s3
      ? createS3Storage(adminConfig.s3)
      : createDiskStorage(adminConfig.uploadDir),
    publicSiteUrl: config.publicSiteUrl,
  });
  const localSecret =
    database.driver === 'pglite' && !config.pgliteDir.startsWith('memory://')
      ? writeLocalSecret(config.dataDir)
      : undefined;
  const sessions = new AdminSessions({
    db: database.db,
    clock,
    readerSessions: app.services.sessions,
  });
  app.decorate('admin', {
    auth,
    people,
    hasher,
    config: adminConfig,
    sessions,
    totals,
    localSecret,
  });

  await ensureSearchIndexes(database, app.log);
  if (adminConfig.seedSampleData && (await seedSampleData(database.db, clock, hasher)))
    app.log.info('Seeded the sample writers, consultants and readers into the empty database');

  if (adminConfig.purgeIntervalMs > 0) {
    const run = () => {
      people
        .purgeDeleted()
        .then(() => auth.purgeExpired())
        .catch((error: unknown) => app.log.error({ err: error }, 'Admin housekeeping failed'));
    };
    const timer = setInterval(run, adminConfig.purgeIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
