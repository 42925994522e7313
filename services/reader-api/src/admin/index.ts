/**
 * Wires the admin console's API into the app: services on `app.services`, settings on
 * `app.adminConfig`, trigram search indexes, the development sample data and the scheduled
 * purge of deleted profiles. app.ts calls `setUpAdmin` once and registers `adminRoutes`.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../core/clock.ts';
import type { Config } from '../core/config.ts';
import type { Database } from '../core/db/database.ts';
import type { PasswordHasher } from '../core/security/passwords.ts';
import { activityFeed, type ActivityFeed } from './activity/personActivity.ts';
import { AdminAuthService } from './adminAuth.ts';
import { AdminSessions } from './sessions/adminSessions.ts';
import type { AdminConfig } from './adminConfig.ts';
import { createDiskStorage, createS3Storage } from './fileStorage.ts';
import { PeopleLists } from './lists/peopleLists.ts';
import { memoryListTotals, redisListTotals, type ListTotals } from './listTotals.ts';
import { writeLocalSecret } from './localAdminChannel.ts';
import { Overview } from './overview/overview.ts';
import type { AdminServiceDeps } from './people/adminUseCase.ts';
import { DeletedProfiles } from './people/deletedProfiles.ts';
import { NewMembers } from './people/newMembers.ts';
import { Profiles } from './people/profiles.ts';
import { ensureSearchIndexes } from './searchIndexes.ts';
import { seedSampleData } from './seed/seed.ts';

export { adminRoutes } from './adminRoutes.ts';
export type { AdminConfig } from './adminConfig.ts';

export interface AdminServices {
  auth: AdminAuthService;
  /** The lists of writers, consultants and readers. */
  lists: PeopleLists;
  /** One person: read, change, e-mail a reset, download a member's files. */
  profiles: Profiles;
  /** Soft delete, restore, the deleted profiles and their purge. */
  deleted: DeletedProfiles;
  /** New writers and consultants. */
  newMembers: NewMembers;
  /** Dashboard counts and the audit log. */
  overview: Overview;
  /** The argon2id hasher, for passwords of new writers and consultants. */
  hasher: PasswordHasher;
  config: AdminConfig;
  /** Admins' own sessions and the ending of a reader's (sessions/adminSessions.ts). */
  sessions: AdminSessions;
  /** A profile's 'Recent activities' (from the audit log). */
  activity: ActivityFeed;
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
  adminConfig: AdminConfig;
}

export async function setUpAdmin(app: FastifyInstance, setup: AdminSetup): Promise<void> {
  const { config, database, clock, hasher, dummyHash, adminConfig } = setup;
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
  const useCaseDeps: AdminServiceDeps = {
    totals,
    db: database.db,
    clock,
    outbox: app.services.outbox,
    storage: adminConfig.s3
      ? createS3Storage(adminConfig.s3)
      : createDiskStorage(adminConfig.uploadDir),
    publicSiteUrl: config.publicSiteUrl,
  };
  const deleted = new DeletedProfiles(useCaseDeps);
  const localSecret =
    database.driver === 'pglite' && !config.pgliteDir.startsWith('memory://')
      ? writeLocalSecret(config.dataDir, config.port)
      : undefined;
  app.decorate('admin', {
    auth,
    lists: new PeopleLists(useCaseDeps),
    profiles: new Profiles(useCaseDeps),
    deleted,
    newMembers: new NewMembers(useCaseDeps),
    overview: new Overview(useCaseDeps),
    sessions: new AdminSessions({
      db: database.db,
      clock,
      readerSessions: app.services.readers.sessions,
    }),
    hasher,
    config: adminConfig,
    activity: activityFeed(database.db),
    totals,
    localSecret,
  });

  await ensureSearchIndexes(database, app.log);
  if (adminConfig.seedSampleData && (await seedSampleData(database.db, clock, hasher)))
    app.log.info('Seeded the sample writers, consultants and readers into the empty database');

  if (adminConfig.purgeIntervalMs > 0) {
    const run = () => {
      deleted
        .purgeDeleted()
        .then(() => auth.purgeExpired())
        .catch((error: unknown) => app.log.error({ err: error }, 'Admin housekeeping failed'));
    };
    const timer = setInterval(run, adminConfig.purgeIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
