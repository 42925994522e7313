/**
 * The studio's second factor (issue 43): writers and consultants sign in as admins do, with
 * their own password AND a passkey, or an authenticator app, or a one-time recovery code.
 *
 * POST /studio/session (src/contributors) answers a right password with `{ second_factor:
 * 'verify' | 'enrol', ticket, methods, expires_at }` and no session. Then, with the ticket:
 *   verify: /studio/session/passkey/options → /studio/session/passkey, /studio/session/totp,
 *           /studio/session/recovery-code
 *   enrol (the first sign-in after accepting the invitation):
 *           /studio/session/enrol/passkey/options → /studio/session/enrol/passkey, or
 *           /studio/session/enrol/totp/setup → /studio/session/enrol/totp; answered with the
 *           session and the ten recovery codes, shown once.
 * Signed in, the contributor manages their own factors under /studio/second-factor (the step-up
 * at /studio/reauthenticate; factorManagementRoutes.ts, as the console's; the last one stays).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../core/errors/httpError.ts';
import { validBody } from '../core/validation/validation.ts';
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
import type { Checked, EnrolScope, Enrolled, Method } from './secondFactorService.ts';
import {
  PasskeyOptionsAnswerSchema,
  StudioEnrolledSessionSchema,
  StudioRecoveredSessionSchema,
  StudioSessionSchema,
  TotpSetupAnswerSchema,
} from '@thrive/reader-contract/schemas';
import { answers } from '../core/http/responseSchemas.ts';
import { contributorGuard, signedInContributor } from '../core/guards/contributorGuard.ts';
import { registerFactorManagement } from './factorManagementRoutes.ts';

const signInAgain = () => new HttpError(401, SIGN_IN_AGAIN, 'SIGN_IN_AGAIN');

export const studioSecondFactorRoutes: FastifyPluginAsync = async (app) => {
  const service = app.secondFactor.contributor;
  const enrol: EnrolScope = { purpose: 'enrol' };

  /** A checked second factor (or a first enrolment) becomes the contributor's session. */
  const session = async (request: FastifyRequest, ownerId: string, method: string) => {
    const started = await app.contributors.sessions.startFor(
      Number(ownerId),
      request.ip,
      method,
      request.headers['user-agent'],
    );
    if (!started) throw signInAgain();
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
  };
  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    checked: Checked,
    method: Method,
  ) => {
    if (!checked.ok) throw refusal(reply, checked, method);
    return reply
      .header('cache-control', 'no-store')
      .send(await session(request, checked.ownerId, checked.method));
  };
  const enrolled = async (
    request: FastifyRequest,
    reply: FastifyReply,
    result: Enrolled,
    method: 'passkey' | 'totp',
  ) => {
    if (!result.ok) throw refusal(reply, result, method, true);
    return reply.header('cache-control', 'no-store').send({
      ...(await session(request, result.ownerId, method)),
      recovery_codes: result.recoveryCodes,
    });
  };
  /** The address a new passkey or app is named for (the person's own, shown by their device). */
  const emailOfTicket = async (ticket: string) => {
    const ownerId = await service.ticketOwner(ticket, ['enrol']);
    return ownerId ? app.contributors.invitations.emailOf(Number(ownerId)) : undefined;
  };

  // ---- Second step of a sign-in ----

  app.post(
    '/studio/session/passkey/options',
    { schema: { response: answers({ 200: PasskeyOptionsAnswerSchema }) } },
    async (request) => {
      const body = validBody(ticketBody, request.body);
      const options = await service.passkeyAuthenticationOptions(body.ticket);
      if (!options) throw signInAgain();
      if (options.allowCredentials?.length === 0) throw new HttpError(400, NO_PASSKEY);
      return { options };
    },
  );

  app.post(
    '/studio/session/passkey',
    { schema: { response: answers({ 200: StudioSessionSchema }) } },
    async (request, reply) => {
      const body = validBody(passkeyBody, request.body);
      const checked = await service.checkPasskey(
        body.ticket,
        asAuthentication(body.credential),
        request.ip,
      );
      return signedIn(request, reply, checked, 'passkey');
    },
  );

  app.post(
    '/studio/session/totp',
    { schema: { response: answers({ 200: StudioSessionSchema }) } },
    async (request, reply) => {
      const body = validBody(totpBody, request.body);
      const checked = await service.checkTotpCode(body.ticket, body.code, request.ip);
      return signedIn(request, reply, checked, 'totp');
    },
  );

  app.post(
    '/studio/session/recovery-code',
    { schema: { response: answers({ 200: StudioRecoveredSessionSchema }) } },
    async (request, reply) => {
      const body = validBody(recoveryCodeBody, request.body);
      const checked = await service.checkRecoveryCode(body.ticket, body.code, request.ip);
      if (!checked.ok) throw refusal(reply, checked, 'recovery-code');
      return reply.header('cache-control', 'no-store').send({
        ...(await session(request, checked.ownerId, checked.method)),
        recovery_codes_left: checked.recoveryCodesLeft,
      });
    },
  );

  // ---- First enrolment, right after the password ----

  app.post(
    '/studio/session/enrol/passkey/options',
    { schema: { response: answers({ 200: PasskeyOptionsAnswerSchema }) } },
    async (request) => {
      const body = validBody(ticketBody, request.body);
      const email = await emailOfTicket(body.ticket);
      const options =
        email && (await service.passkeyRegistrationOptions(body.ticket, enrol, email));
      if (!options) throw signInAgain();
      return { options };
    },
  );

  app.post(
    '/studio/session/enrol/passkey',
    { schema: { response: answers({ 200: StudioEnrolledSessionSchema }) } },
    async (request, reply) => {
      const body = validBody(newPasskeyBody, request.body);
      const result = await service.enrolPasskey(
        body.ticket,
        enrol,
        asRegistration(body.credential),
        body.label,
        request.ip,
      );
      return enrolled(request, reply, result, 'passkey');
    },
  );

  app.post(
    '/studio/session/enrol/totp/setup',
    { schema: { response: answers({ 200: TotpSetupAnswerSchema }) } },
    async (request) => {
      const body = validBody(ticketBody, request.body);
      const email = await emailOfTicket(body.ticket);
      const setup = email && (await service.totpSetup(body.ticket, enrol, email));
      if (!setup) throw signInAgain();
      return setup;
    },
  );

  app.post(
    '/studio/session/enrol/totp',
    { schema: { response: answers({ 200: StudioEnrolledSessionSchema }) } },
    async (request, reply) => {
      const body = validBody(newTotpBody, request.body);
      const result = await service.enrolTotp(body.ticket, enrol, body.code, body.label, request.ip);
      return enrolled(request, reply, result, 'totp');
    },
  );

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
