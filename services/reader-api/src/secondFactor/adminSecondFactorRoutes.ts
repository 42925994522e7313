/**
 * The admin console's second factor (issue 23): every admin signs in with a password AND a
 * passkey, or an authenticator app as the fallback, or a one-time recovery code.
 *
 * POST /admin/sign-in (adminRoutes.ts) answers a right password with `{ second_factor:
 * 'verify' | 'enrol', ticket, methods, expires_at }` and no session. Then, with the ticket, the
 * steps of signInStepRoutes.ts under /admin/sign-in (verify, or enrol for an admin with none
 * yet, e.g. just made by `pnpm admin:create`).
 * A signed-in admin manages theirs under /admin/second-factor (list, add, remove all but the
 * last, new recovery codes). A password reset changes none of this.
 */
import type { FastifyPluginAsync } from 'fastify';
import { adminGuard } from '../core/guards/adminGuard.ts';
import { bearerToken } from '../core/guards/readerGuard.ts';
import { registerFactorManagement } from './factorManagementRoutes.ts';
import { registerSignInSteps } from './signInStepRoutes.ts';
import {
  AdminEnrolledSessionSchema,
  AdminRecoveredSessionSchema,
  AdminSessionSchema,
} from '@thrive/admin-contract/schemas';

export { secondStep } from './signInStepRoutes.ts';

export const adminSecondFactorRoutes: FastifyPluginAsync = async (app) => {
  const service = app.secondFactor.admin;
  const { auth } = app.admin;

  await registerSignInSteps(app, {
    prefix: '/admin/sign-in',
    service,
    startSession: async (request, adminId, method) => {
      const admin = await auth.adminById(adminId);
      if (!admin) return undefined;
      const started = await auth.startSession(
        admin,
        request.ip,
        method,
        request.headers['user-agent'],
        bearerToken(request),
      );
      return {
        token: started.token,
        admin: started.admin,
        expires_at: started.expiresAt.toISOString(),
      };
    },
    sessionSchema: AdminSessionSchema,
    recoveredSchema: AdminRecoveredSessionSchema,
    enrolment: {
      emailOfTicket: async (ticket) => {
        const adminId = await service.ticketOwner(ticket, ['enrol']);
        return adminId ? (await auth.adminById(adminId))?.email : undefined;
      },
      enrolledSchema: AdminEnrolledSessionSchema,
    },
  });

  // ---- A signed-in admin's own second factors (the last one stays) ----

  await registerFactorManagement(app, {
    prefix: '/admin/second-factor',
    service,
    guard: adminGuard(app),
    owner: (request) => request.admin!,
    withRecoveryCodes: false,
    keepOne: true,
    confirmPath: '/admin/reauthenticate',
  });
};
