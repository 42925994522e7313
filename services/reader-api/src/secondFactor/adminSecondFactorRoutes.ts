/**
 * The admin console's second factor (issue 23): every admin signs in with a password AND a
 * passkey, or an authenticator app as the fallback, or a one-time recovery code.
 *
 * POST /admin/sign-in (adminRoutes.ts) answers a right password with `{ second_factor:
 * 'verify' | 'enrol', ticket, methods, expires_at }` and no session. Then, with the ticket:
 *   verify: /admin/sign-in/passkey/options → /admin/sign-in/passkey, /admin/sign-in/totp,
 *           /admin/sign-in/recovery-code
 *   enrol (an admin with none yet, e.g. just made by `pnpm admin:create`):
 *           /admin/sign-in/enrol/passkey/options → /admin/sign-in/enrol/passkey, or
 *           /admin/sign-in/enrol/totp/setup → /admin/sign-in/enrol/totp; answered with the
 *           session and the ten recovery codes, shown once.
 * A signed-in admin manages theirs under /admin/second-factor (list, add, remove all but the
 * last, new recovery codes). A password reset changes none of this.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { adminGuard } from '../core/guards/adminGuard.ts';
import { bearerToken } from '../core/guards/readerGuard.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { validBody } from '../core/validation/validation.ts';
import { registerFactorManagement } from './factorManagementRoutes.ts';
import {
  asAuthentication,
  asRegistration,
  NO_PASSKEY,
  newPasskeyBody,
  newTotpBody,
  passkeyBody,
  recoveryCodeBody,
  refusal,
  SIGN_IN_AGAIN,
  ticketBody,
  totpBody,
} from './secondFactorHttp.ts';
import type {
  Checked,
  EnrolScope,
  Enrolled,
  Method,
  SecondFactorService,
} from './secondFactorService.ts';

/** The answer to a right password: which second step comes next, with its ticket. */
export async function secondStep(service: SecondFactorService, adminId: string) {
  const step = await service.afterPassword(adminId);
  return {
    second_factor: step.purpose === 'enrol' ? 'enrol' : 'verify',
    ticket: step.token,
    methods: step.methods,
    expires_at: step.expiresAt.toISOString(),
  };
}

export const adminSecondFactorRoutes: FastifyPluginAsync = async (app) => {
  const service = app.secondFactor.admin;
  const enrol: EnrolScope = { purpose: 'enrol' };

  /** A checked second factor (or a first enrolment) becomes the admin's session. */
  const session = async (request: FastifyRequest, adminId: string, method: string) => {
    const admin = await app.admin.auth.adminById(adminId);
    if (!admin) throw new HttpError(401, SIGN_IN_AGAIN, 'SIGN_IN_AGAIN');
    const started = await app.admin.auth.startSession(
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
  };
  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    checked: Checked,
    method: Method,
  ) => {
    if (!checked.ok) throw refusal(reply, checked, method);
    return reply.send(await session(request, checked.ownerId, checked.method));
  };
  const enrolled = async (
    request: FastifyRequest,
    reply: FastifyReply,
    result: Enrolled,
    method: 'passkey' | 'totp',
  ) => {
    if (!result.ok) throw refusal(reply, result, method, true);
    return reply.send({
      ...(await session(request, result.ownerId, method)),
      recovery_codes: result.recoveryCodes,
    });
  };
  const adminEmail = async (ticket: string) => {
    const adminId = await service.ticketOwner(ticket, ['enrol']);
    return adminId ? (await app.admin.auth.adminById(adminId))?.email : undefined;
  };

  // ---- Second step of a sign-in ----

  app.post('/admin/sign-in/passkey/options', async (request) => {
    const body = validBody(ticketBody, request.body);
    const options = await service.passkeyAuthenticationOptions(body.ticket);
    if (!options) throw new HttpError(401, SIGN_IN_AGAIN, 'SIGN_IN_AGAIN');
    if (options.allowCredentials?.length === 0) throw new HttpError(400, NO_PASSKEY);
    return { options };
  });

  app.post('/admin/sign-in/passkey', async (request, reply) => {
    const body = validBody(passkeyBody, request.body);
    const checked = await service.checkPasskey(
      body.ticket,
      asAuthentication(body.credential),
      request.ip,
    );
    return signedIn(request, reply, checked, 'passkey');
  });

  app.post('/admin/sign-in/totp', async (request, reply) => {
    const body = validBody(totpBody, request.body);
    const checked = await service.checkTotpCode(body.ticket, body.code, request.ip);
    return signedIn(request, reply, checked, 'totp');
  });

  app.post('/admin/sign-in/recovery-code', async (request, reply) => {
    const body = validBody(recoveryCodeBody, request.body);
    const checked = await service.checkRecoveryCode(body.ticket, body.code, request.ip);
    if (!checked.ok) throw refusal(reply, checked, 'recovery-code');
    return reply.send({
      ...(await session(request, checked.ownerId, checked.method)),
      recovery_codes_left: checked.recoveryCodesLeft,
    });
  });

  // ---- First enrolment, right after the password ----

  app.post('/admin/sign-in/enrol/passkey/options', async (request) => {
    const body = validBody(ticketBody, request.body);
    const email = await adminEmail(body.ticket);
    const options = email && (await service.passkeyRegistrationOptions(body.ticket, enrol, email));
    if (!options) throw new HttpError(401, SIGN_IN_AGAIN, 'SIGN_IN_AGAIN');
    return { options };
  });

  app.post('/admin/sign-in/enrol/passkey', async (request, reply) => {
    const body = validBody(newPasskeyBody, request.body);
    const result = await service.enrolPasskey(
      body.ticket,
      enrol,
      asRegistration(body.credential),
      body.label,
      request.ip,
    );
    return enrolled(request, reply, result, 'passkey');
  });

  app.post('/admin/sign-in/enrol/totp/setup', async (request) => {
    const body = validBody(ticketBody, request.body);
    const email = await adminEmail(body.ticket);
    const setup = email && (await service.totpSetup(body.ticket, enrol, email));
    if (!setup) throw new HttpError(401, SIGN_IN_AGAIN, 'SIGN_IN_AGAIN');
    return setup;
  });

  app.post('/admin/sign-in/enrol/totp', async (request, reply) => {
    const body = validBody(newTotpBody, request.body);
    const result = await service.enrolTotp(body.ticket, enrol, body.code, body.label, request.ip);
    return enrolled(request, reply, result, 'totp');
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
