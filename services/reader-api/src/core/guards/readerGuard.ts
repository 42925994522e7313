/** The bearer token of a request, and the 401 every signed-in call answers without one. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors/httpError.ts';

export const NOT_LOGGED_IN = 'Please log in to continue.';

/** The bearer token of `Authorization: Bearer <token>`, if well formed. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1];
}

/** 401 with `WWW-Authenticate: Bearer`: the reader has to log in (again). */
export function notLoggedIn(reply: FastifyReply): HttpError {
  reply.header('www-authenticate', 'Bearer');
  return new HttpError(401, NOT_LOGGED_IN);
}
