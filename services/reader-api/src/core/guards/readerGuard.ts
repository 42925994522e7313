/**
 * The reader guard: the bearer token of a request, the 401 every signed-in call answers without
 * one, and the signed-in reader of a request. The readers feature owns the sessions; it hands
 * the guard anything that can tell a live session from its token (`ReaderSessionCheck`).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Reader } from '../db/accountTables.ts';
import { HttpError } from '../errors/httpError.ts';

export const NOT_LOGGED_IN = 'Please log in to continue.';

export interface SignedInReader {
  reader: Reader;
  sessionId: string;
  tokenHash: string;
}

/** What the guard needs of the readers' sessions (src/readers/session/readerSessions.ts). */
export interface ReaderSessionCheck {
  signedIn(token: string): Promise<SignedInReader | undefined>;
}

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

/** The signed-in reader of a request (its bearer token's live session), or a 401. */
export async function requireReader(
  sessions: ReaderSessionCheck,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedInReader> {
  const token = bearerToken(request);
  const signedIn = token ? await sessions.signedIn(token) : undefined;
  if (!signedIn) throw notLoggedIn(reply);
  return signedIn;
}
