/**
 * The admin guard: the onRequest hook of every signed-in admin route, in whichever feature the
 * route lives (admin, content moderation, second factors). The admin feature owns the sessions;
 * its set-up (features.ts) decorates the instance with the `tokenOwners` the guard asks.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors/httpError.ts';
import { bearerToken } from './readerGuard.ts';
import './contributorGuard.ts';

export const ADMIN_NOT_SIGNED_IN = 'Please sign in to the admin console.';
export const READER_TOKEN_REFUSED = 'Reader accounts cannot use the admin console.';
export const CONTRIBUTOR_TOKEN_REFUSED =
  'Writer and consultant accounts cannot use the admin console. Please use the studio.';

export interface SignedInAdmin {
  id: string;
  email: string;
}

/** Who owns a bearer token: an administrator's session, or a reader's. */
export interface TokenOwners {
  adminForToken(token: string): Promise<SignedInAdmin | undefined>;
  isReaderToken(token: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokenOwners: TokenOwners;
  }
  interface FastifyRequest {
    admin?: SignedInAdmin;
  }
}

/** Sets `request.admin`, or refuses: 403 for a reader's token, 401 otherwise. */
export function adminGuard(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const admin = token ? await app.tokenOwners.adminForToken(token) : undefined;
    if (admin) {
      request.admin = admin;
      return;
    }
    reply.header('www-authenticate', 'Bearer');
    if (token && (await app.tokenOwners.isReaderToken(token)))
      throw new HttpError(403, READER_TOKEN_REFUSED);
    if (token && (await app.contributorTokens.contributorForToken(token)))
      throw new HttpError(403, CONTRIBUTOR_TOKEN_REFUSED);
    throw new HttpError(401, ADMIN_NOT_SIGNED_IN);
  };
}
