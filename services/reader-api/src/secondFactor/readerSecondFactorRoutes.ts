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
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { READER_PATHS, type SecondFactorChallenge } from '@thrive/reader-contract';
import { bearerToken, notLoggedIn } from '../core/guards/readerGuard.ts';
import type { Reader } from '../core/db/accountTables.ts';
import { registerFactorManagement } from './factorManagementRoutes.ts';
import { registerSignInSteps } from './signInStepRoutes.ts';
import { SessionAnswerSchema } from '@thrive/reader-contract/schemas';

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

  await registerSignInSteps(app, {
    prefix: READER_PATHS.login,
    service,
    startSession: async (request, readerId, method) => {
      const started = await login.startSession(
        readerId,
        request.ip,
        method,
        request.headers['user-agent'],
        bearerToken(request),
      );
      return started.ok ? { token: started.token, user: started.user } : undefined;
    },
    sessionSchema: SessionAnswerSchema,
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
