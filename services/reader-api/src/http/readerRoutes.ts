/**
 * POST /reader/web-register, /reader/web-confirm-otp, /reader/resend-otp, /reader/login,
 * /reader/logout and GET /reader/me (SPEC section 7, plus the two session calls).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from './httpError.ts';
import {
  confirmOtpBody,
  emailOnlyBody,
  loginBody,
  parseBody,
  registerBody,
  type ParseResult,
} from './validation.ts';

export const REGISTER_MESSAGE =
  'Almost there! Please check your inbox: we have e-mailed you a 6-digit code to verify your address.';
export const RESEND_MESSAGE =
  'If this address is waiting to be verified, a new code is on its way. Please check your inbox.';
export const INVALID_CODE =
  'That code is not correct or has expired. Please check the newest e-mail from us, or request a new code.';
export const TOO_MANY_CODE_TRIES = 'Too many incorrect tries. Please request a new code.';
export const INVALID_LOGIN = 'Invalid email or password.';
export const NOT_LOGGED_IN = 'Please log in to continue.';

function valid<T>(result: ParseResult<T>): T {
  if (!result.ok) throw new HttpError(400, result.error);
  return result.data;
}

/** The bearer token of `Authorization: Bearer <token>`, if well formed. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1];
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export const readerRoutes: FastifyPluginAsync = async (app) => {
  const readers = app.services.readers;

  app.post('/reader/web-register', async (request, reply) => {
    const body = valid(parseBody(registerBody, request.body));
    await readers.register(body);
    return reply.status(201).send({ message: REGISTER_MESSAGE });
  });

  app.post('/reader/web-confirm-otp', async (request, reply) => {
    const body = valid(parseBody(confirmOtpBody, request.body));
    const result = await readers.confirm(body.email, body.otp, body.password);
    if (result.ok) return reply.send({ token: result.token, user: result.user });
    if (result.reason === 'too-many-tries') throw new HttpError(429, TOO_MANY_CODE_TRIES);
    throw new HttpError(400, INVALID_CODE);
  });

  app.post('/reader/resend-otp', async (request, reply) => {
    const body = valid(parseBody(emailOnlyBody, request.body));
    const result = await readers.resend(body.email);
    if (!result.ok) {
      reply.header('retry-after', String(result.retryAfterSeconds));
      throw new HttpError(
        429,
        `Please wait ${result.retryAfterSeconds} ${result.retryAfterSeconds === 1 ? 'second' : 'seconds'} before asking for another code.`,
      );
    }
    return reply.send({ message: RESEND_MESSAGE });
  });

  app.post('/reader/login', async (request, reply) => {
    const body = valid(parseBody(loginBody, request.body));
    const result = await readers.login(body.email, body.password, request.ip);
    if (result.ok) return reply.send({ token: result.token, user: result.user });
    if (result.reason === 'throttled') {
      reply.header('retry-after', String(result.retryAfterSeconds));
      const wait = minutes(result.retryAfterSeconds);
      throw new HttpError(
        429,
        `Too many sign-in attempts. Please wait ${wait} ${wait === 1 ? 'minute' : 'minutes'} and try again.`,
      );
    }
    throw new HttpError(401, INVALID_LOGIN);
  });

  app.get('/reader/me', async (request, reply) => {
    const token = bearerToken(request);
    const user = token ? await readers.readerForToken(token) : undefined;
    if (!user) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, NOT_LOGGED_IN);
    }
    return reply.send({ user });
  });

  app.post('/reader/logout', async (request, reply) => {
    const token = bearerToken(request);
    if (!token) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, NOT_LOGGED_IN);
    }
    await readers.logout(token);
    return reply.status(204).send();
  });
};
