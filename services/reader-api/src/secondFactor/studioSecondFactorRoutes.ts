/**
 * The studio's second factor (issue 43): writers and consultants sign in as admins do, with
 * their own password AND a passkey, or an authenticator app, or a one-time recovery code.
 *
 * POST /studio/session (src/contributors) answers a right password with `{ second_factor:
 * 'verify' | 'enrol', ticket, methods, expires_at }` and no session. Then, with the ticket, the
 * steps of signInStepRoutes.ts under /studio/session (verify, or enrol at the first sign-in
 * after accepting the invitation), every answer `Cache-Control: no-store`.
 * Signed in, the contributor manages their own factors under /studio/second-factor (the step-up
 * at /studio/reauthenticate; factorManagementRoutes.ts, as the console's; the last one stays).
 */
import type { FastifyPluginAsync } from 'fastify';
import { contributorGuard, signedInContributor } from '../core/guards/contributorGuard.ts';
import { registerFactorManagement } from './factorManagementRoutes.ts';
import { registerSignInSteps } from './signInStepRoutes.ts';
import {
  StudioEnrolledSessionSchema,
  StudioRecoveredSessionSchema,
  StudioSessionSchema,
} from '@thrive/reader-contract/schemas';

export const studioSecondFactorRoutes: FastifyPluginAsync = async (app) => {
  const service = app.secondFactor.contributor;

  await registerSignInSteps(app, {
    prefix: '/studio/session',
    service,
    startSession: async (request, ownerId, method) => {
      const started = await app.contributors.sessions.startFor(
        Number(ownerId),
        request.ip,
        method,
        request.headers['user-agent'],
      );
      if (!started) return undefined;
      const c = started.contributor;
      return {
        token: started.token,
        expires_at: started.expiresAt.toISOString(),
        contributor: {
          member_id: c.memberId,
          role: c.role,
          email: c.email,
          display_name: c.displayName,
          genre: c.genre,
        },
      };
    },
    sessionSchema: StudioSessionSchema,
    recoveredSchema: StudioRecoveredSessionSchema,
    enrolment: {
      emailOfTicket: async (ticket) => {
        const ownerId = await service.ticketOwner(ticket, ['enrol']);
        return ownerId ? app.contributors.invitations.emailOf(Number(ownerId)) : undefined;
      },
      enrolledSchema: StudioEnrolledSessionSchema,
    },
    noStore: true,
  });

  // ---- A signed-in contributor's own second factors (the last one stays) ----

  await registerFactorManagement(app, {
    prefix: '/studio/second-factor',
    service,
    guard: contributorGuard(app),
    owner: (request) => {
      const contributor = signedInContributor(request);
      return { id: String(contributor.memberId), email: contributor.email };
    },
    withRecoveryCodes: false,
    keepOne: true,
    confirmPath: '/studio/reauthenticate',
  });
};
