import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/httpError.ts';
import { bearerToken, NOT_LOGGED_IN } from '../http/readerRoutes.ts';
import type { ReaderSessions, SignedInReader } from './readerSessions.ts';

/** The signed-in reader of a request (its bearer token's live session), or a 401. */
export async function requireReader(
  sessions: ReaderSessions,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedInReader> {
  const token = bearerToken(request);
  const signedIn = token ? await sessions.signedIn(token) : undefined;
  if (!signedIn) {
    reply.header('www-authenticate', 'Bearer');
    throw new HttpError(401, NOT_LOGGED_IN);
  }
  return signedIn;
}
