/**
 * Writers and consultants in the studio (issue 43): their sessions, sign-in and the audit
 * helper of every studio write. app.ts calls `setUpContributors` once (after the admin feature,
 * whose members they are) and registers `contributorRoutes`.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../core/db/database.ts';
import type { SignedInContributor } from '../core/guards/contributorGuard.ts';
import type { DbExecutor } from '../core/mail/outbox.ts';
import type { PasswordHasher } from '../core/security/passwords.ts';
import { ContributorInvitations } from './contributorInvitations.ts';
import { ContributorSessions } from './contributorSessions.ts';
import { ContributorSignIn } from './contributorSignIn.ts';
import { recordStudioAction, type StudioEntity } from './studioAudit.ts';

export { contributorRoutes, contributorAnswer } from './contributorRoutes.ts';
export { contributorAdminRoutes } from './contributorAdminRoutes.ts';
export { recordStudioAction, type StudioEntity } from './studioAudit.ts';
export { contributorOf } from './contributorSessions.ts';

export interface ContributorServices {
  /** The database studio features write to (and the test helper, src/testing/contributorTesting.ts). */
  db: Db;
  signIn: ContributorSignIn;
  sessions: ContributorSessions;
  /** Invitations to set one's own password (and accept the writers' terms). */
  invitations: ContributorInvitations;
  /** Audit-logs a studio write with the contributor's id, at the app's clock's time. */
  recordStudioAction(
    db: DbExecutor,
    contributor: SignedInContributor,
    action: string,
    entity: StudioEntity,
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    contributors: ContributorServices;
  }
}

export function setUpContributors(
  app: FastifyInstance,
  setup: {
    db: Db;
    clock: Clock;
    hasher: PasswordHasher;
    dummyHash: string;
    /** Where invitation links lead (the site's origin). */
    publicSiteUrl: string;
  },
): void {
  const { db, clock, hasher, dummyHash, publicSiteUrl } = setup;
  const sessions = new ContributorSessions({ db, clock });
  const signIn = new ContributorSignIn({
    db,
    clock,
    hasher,
    dummyHash,
    // The admin sign-in's limits (ADMIN_SIGNIN_*): one setting for both signed-in tools.
    limits: () => ({
      maxPerEmail: app.admin.config.signInMaxPerEmail,
      maxPerIp: app.admin.config.signInMaxPerIp,
      windowMinutes: app.admin.config.signInWindowMinutes,
    }),
  });
  app.decorate('contributors', {
    db,
    signIn,
    sessions,
    invitations: new ContributorInvitations({
      db,
      clock,
      hasher,
      outbox: app.services.outbox,
      publicSiteUrl,
    }),
    recordStudioAction: (executor, contributor, action, entity) =>
      recordStudioAction(executor, contributor, action, entity, clock.now()),
  } satisfies ContributorServices);
  app.decorate('contributorTokens', {
    contributorForToken: (token: string) => sessions.contributorForToken(token),
  });

  const intervalMs = app.admin.config.purgeIntervalMs;
  if (intervalMs > 0) {
    const timer = setInterval(() => {
      Promise.all([sessions.purgeExpired(), signIn.purgeExpired()]).catch((error: unknown) =>
        app.log.error({ err: error }, 'Studio housekeeping failed'),
      );
    }, intervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
