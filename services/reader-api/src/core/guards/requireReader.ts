import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, notLoggedIn } from './readerGuard.ts';
import type { ReaderSessions, SignedInReader } from '../../readers/session/readerSessions.ts';

/** The signed-in reader of a request (its bearer token's live session), or a 401. */
export async function requireReader(
  sessions: ReaderSessions,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedInReader> {
  const token = bearerToken(request);
  const signedIn = token ? await sessions.signedIn(token) : undefined;
  if (!signedIn) throw notLoggedIn(reply);
  return signedIn;
}
