/** POST /reader/login and /reader/logout, GET /reader/me (SPEC section 7, plus the session calls). */
import type { FastifyPluginAsync } from 'fastify';
import { READER_ERROR_CODES, READER_PATHS } from '@thrive/reader-contract';
import { HttpError } from '../../core/errors/httpError.ts';
import { CLEAR_SITE_DATA } from '../../core/sessions/sessionPolicy.ts';
import type { DeviceCookies } from '../../core/limits/deviceCookie.ts';
import { formClient } from '../../core/limits/formClient.ts';
import { loginBody, validBody } from '../../core/validation/validation.ts';
import { bearerToken, notLoggedIn } from '../../core/guards/readerGuard.ts';
import type { ReaderSessions } from '../session/readerSessions.ts';
import { tooManySignInAttempts } from '../shared/messages.ts';
import type { LoginService } from './loginService.ts';
import { readerSecondStep } from '../../secondFactor/index.ts';

export const INVALID_LOGIN = 'Invalid email or password.';
export const EMAIL_NOT_VERIFIED =
  'Your e-mail address is not verified yet. We have sent you a new code: please enter it to finish signing up.';
export const ACCOUNT_INACTIVE =
  'This account has been deactivated. Please contact support if you think this is a mistake.';

export const loginRoutes =
  (
    login: LoginService,
    sessions: ReaderSessions,
    deviceCookies: DeviceCookies,
  ): FastifyPluginAsync =>
  async (app) => {
    app.post(READER_PATHS.login, async (request, reply) => {
      const body = validBody(loginBody, request.body);
      const secure = request.protocol === 'https';
      const generation = await login.credentialGeneration(body.email);
      const result = await login.login(
        body.email,
        body.password,
        {
          ip: request.ip,
          deviceNonce: deviceCookies.nonceFor(
            request.headers.cookie,
            body.email,
            generation,
            secure,
          ),
          proof: formClient(request).proof,
        },
        request.headers['user-agent'],
        bearerToken(request),
      );
      if (result.ok) {
        // This browser has now signed in to this account: a fresh device cookie (src/limits).
        reply.header('set-cookie', deviceCookies.issue(body.email, generation, secure));
        return reply.send({ token: result.token, user: result.user });
      }
      if (result.reason === 'challenge') throw result.error;
      // A reader who added a second factor gets the way to it, not a session (src/secondFactor).
      if (result.reason === 'second-factor')
        return reply.send(await readerSecondStep(app, result.readerId));
      if (result.reason === 'throttled') {
        throw tooManySignInAttempts(reply, result.retryAfterSeconds);
      }
      if (result.reason === 'unverified')
        throw new HttpError(403, EMAIL_NOT_VERIFIED, READER_ERROR_CODES.EMAIL_NOT_VERIFIED);
      // Told only to someone who gave the right password (like the unverified case).
      if (result.reason === 'inactive')
        throw new HttpError(403, ACCOUNT_INACTIVE, READER_ERROR_CODES.ACCOUNT_INACTIVE);
      throw new HttpError(401, INVALID_LOGIN);
    });

    app.get(READER_PATHS.me, async (request, reply) => {
      const token = bearerToken(request);
      const user = token ? await sessions.readerForToken(token) : undefined;
      if (!user) throw notLoggedIn(reply);
      return reply.send({ user });
    });

    app.post(READER_PATHS.logout, async (request, reply) => {
      const token = bearerToken(request);
      if (!token) throw notLoggedIn(reply);
      await sessions.logout(token, request.ip);
      return reply.status(204).header('clear-site-data', CLEAR_SITE_DATA).send();
    });
  };
