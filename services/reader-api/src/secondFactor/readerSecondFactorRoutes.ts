/**
 * A reader's optional second factor (issue 23): a passkey for the public site or an
 * authenticator app, added from their account, with ten recovery codes at the first one.
 * Once a reader has one, POST /reader/login answers a right password with `{ second_factor:
 * 'verify', ticket, methods, expires_at }` and no token; the session comes from
 *   /reader/login/passkey/options → /reader/login/passkey, /reader/login/totp or
 *   /reader/login/recovery-code, each answering `{ token, user }` like the login.
 * Signed in (bearer): GET /reader/second-factor, POST /reader/second-factor/add (a ticket),
 * then …/passkey/options + …/passkey or …/totp/setup + …/totp (201 `{ id, recovery_codes }`,
 * codes only with the first factor), DELETE /reader/second-factor/:id (the last one too: it is
 * optional for readers), POST /reader/second-factor/recovery-codes.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { READER_PATHS, type SecondFactorChallenge } from '@thrive/reader-contract';
import { HttpError } from '../core/errors/httpError.ts';
import { validBody } from '../core/validation/validation.ts';
import { bearerToken, notLoggedIn } from '../core/guards/readerGuard.ts';
import type { Reader } from '../core/db/accountTables.ts';
import { registerFactorManagement } from './factorManagementRoutes.ts';
import {
  asAuthentication,
  NO_PASSKEY,
  passkeyBody,
  recoveryCodeBody,
  refusal,
  SIGN_IN_AGAIN,
  ticketBody,
  totpBody,
} from './secondFactorHttp.ts';
import type { Checked, Method } from './secondFactorService.ts';

/** The answer to a reader's right password when they have a second factor. */
export async function readerSecondStep(
  app: FastifyInstance,
  readerId: string,
): Promise<SecondFactorChallenge> {
  const step = await app.secondFactor.reader.afterPassword(readerId);
  return {
    second_factor: 'verify',
    ticket: step.token,
    methods: step.methods,
    expires_at: step.expiresAt.toISOString(),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    reader?: Reader;
  }
}

export const readerSecondFactorRoutes: FastifyPluginAsync = async (app) => {
  const service = app.secondFactor.reader;
  const { login, sessions } = app.services.readers;

  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    checked: Checked,
    method: Method,
  ) => {
    if (!checked.ok) throw refusal(reply, checked, method);
    const started = await login.startSession(
      checked.ownerId,
      request.ip,
      method,
      request.headers['user-agent'],
      bearerToken(request),
    );
    if (!started.ok) throw new HttpError(401, SIGN_IN_AGAIN, 'SIGN_IN_AGAIN');
    return reply.send({ token: started.token, user: started.user });
  };

  app.post(READER_PATHS.loginPasskeyOptions, async (request) => {
    const body = validBody(ticketBody, request.body);
    const options = await service.passkeyAuthenticationOptions(body.ticket);
    if (!options) throw new HttpError(401, SIGN_IN_AGAIN, 'SIGN_IN_AGAIN');
    if (options.allowCredentials?.length === 0) throw new HttpError(400, NO_PASSKEY);
    return { options };
  });

  app.post(READER_PATHS.loginPasskey, async (request, reply) => {
    const body = validBody(passkeyBody, request.body);
    const credential = asAuthentication(body.credential);
    const checked = await service.checkPasskey(body.ticket, credential, request.ip);
    return signedIn(request, reply, checked, 'passkey');
  });

  app.post(READER_PATHS.loginTotp, async (request, reply) => {
    const body = validBody(totpBody, request.body);
    const checked = await service.checkTotpCode(body.ticket, body.code, request.ip);
    return signedIn(request, reply, checked, 'totp');
  });

  app.post(READER_PATHS.loginRecoveryCode, async (request, reply) => {
    const body = validBody(recoveryCodeBody, request.body);
    const checked = await service.checkRecoveryCode(body.ticket, body.code, request.ip);
    return signedIn(request, reply, checked, 'recovery-code');
  });

  // A reader may remove their last factor: it is optional for them.
  await registerFactorManagement(app, {
    prefix: READER_PATHS.secondFactor,
    service,
    guard: async (request, reply) => {
      const token = bearerToken(request);
      const reader = token
        ? await sessions.readerFor(token, app.secondFactor.clock.now())
        : undefined;
      if (!reader) throw notLoggedIn(reply);
      request.reader = reader;
    },
    owner: (request) => request.reader!,
    withRecoveryCodes: true,
    keepOne: false,
    confirmPath: READER_PATHS.reauthenticate,
  });
};
