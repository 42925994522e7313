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
import { HttpError } from '../http/httpError.ts';
import { validBody } from '../http/validation.ts';
import { bearerToken, notLoggedIn } from '../readers/session/bearerToken.ts';
import type { Reader } from '../db/schema.ts';
import {
  asAuthentication,
  asRegistration,
  FACTOR_NOT_FOUND,
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
import type { Checked, EnrolScope, Method } from './secondFactorService.ts';

/** The answer to a reader's right password when they have a second factor. */
export async function readerSecondStep(app: FastifyInstance, readerId: string) {
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
    );
    if (!started.ok) throw new HttpError(401, SIGN_IN_AGAIN, 'SIGN_IN_AGAIN');
    return reply.send({ token: started.token, user: started.user });
  };

  app.post('/reader/login/passkey/options', async (request) => {
    const body = validBody(ticketBody, request.body);
    const options = await service.passkeyAuthenticationOptions(body.ticket);
    if (!options) throw new HttpError(401, SIGN_IN_AGAIN, 'SIGN_IN_AGAIN');
    if (options.allowCredentials?.length === 0) throw new HttpError(400, NO_PASSKEY);
    return { options };
  });

  app.post('/reader/login/passkey', async (request, reply) => {
    const body = validBody(passkeyBody, request.body);
    const credential = asAuthentication(body.credential);
    const checked = await service.checkPasskey(body.ticket, credential, request.ip);
    return signedIn(request, reply, checked, 'passkey');
  });

  app.post('/reader/login/totp', async (request, reply) => {
    const body = validBody(totpBody, request.body);
    const checked = await service.checkTotpCode(body.ticket, body.code, request.ip);
    return signedIn(request, reply, checked, 'totp');
  });

  app.post('/reader/login/recovery-code', async (request, reply) => {
    const body = validBody(recoveryCodeBody, request.body);
    const checked = await service.checkRecoveryCode(body.ticket, body.code, request.ip);
    return signedIn(request, reply, checked, 'recovery-code');
  });

  await app.register(async (secured) => {
    secured.addHook('onRequest', async (request, reply) => {
      const token = bearerToken(request);
      const reader = token
        ? await sessions.readerFor(token, app.secondFactor.clock.now())
        : undefined;
      if (!reader) throw notLoggedIn(reply);
      request.reader = reader;
    });
    const me = (request: FastifyRequest) => request.reader!;
    const add = (request: FastifyRequest): EnrolScope => ({
      purpose: 'add',
      ownerId: me(request).id,
    });

    secured.get('/reader/second-factor', async (request) => service.summary(me(request).id));

    secured.post('/reader/second-factor/add', async (request) => {
      const { token, expiresAt } = await service.openAddTicket(me(request).id);
      return { ticket: token, expires_at: expiresAt.toISOString() };
    });

    secured.post('/reader/second-factor/passkey/options', async (request) => {
      const body = validBody(ticketBody, request.body);
      const options = await service.passkeyRegistrationOptions(
        body.ticket,
        add(request),
        me(request).email,
      );
      if (!options) throw new HttpError(400, SIGN_IN_AGAIN);
      return { options };
    });

    secured.post('/reader/second-factor/passkey', async (request, reply) => {
      const body = validBody(newPasskeyBody, request.body);
      const result = await service.enrolPasskey(
        body.ticket,
        add(request),
        asRegistration(body.credential),
        body.label,
        request.ip,
      );
      if (!result.ok) throw refusal(reply, result, 'passkey', true);
      return reply.status(201).send({ id: result.factorId, recovery_codes: result.recoveryCodes });
    });

    secured.post('/reader/second-factor/totp/setup', async (request) => {
      const body = validBody(ticketBody, request.body);
      const setup = await service.totpSetup(body.ticket, add(request), me(request).email);
      if (!setup) throw new HttpError(400, SIGN_IN_AGAIN);
      return setup;
    });

    secured.post('/reader/second-factor/totp', async (request, reply) => {
      const body = validBody(newTotpBody, request.body);
      const result = await service.enrolTotp(
        body.ticket,
        add(request),
        body.code,
        body.label,
        request.ip,
      );
      if (!result.ok) throw refusal(reply, result, 'totp', true);
      return reply.status(201).send({ id: result.factorId, recovery_codes: result.recoveryCodes });
    });

    secured.delete('/reader/second-factor/:id', async (request, reply) => {
      const id = String((request.params as { id?: unknown }).id ?? '');
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw new HttpError(404, FACTOR_NOT_FOUND);
      const outcome = await service.remove(me(request).id, id, false, request.ip);
      if (outcome !== 'removed') throw new HttpError(404, FACTOR_NOT_FOUND);
      return reply.status(204).send();
    });

    secured.post('/reader/second-factor/recovery-codes', async (request) => {
      const codes = await service.regenerateRecoveryCodes(me(request).id, request.ip);
      if (!codes) throw new HttpError(409, 'Add a passkey or an authenticator app first.');
      return { recovery_codes: codes };
    });
  });
};
