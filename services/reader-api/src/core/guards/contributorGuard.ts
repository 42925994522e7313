/**
 * The contributor guard: the onRequest hook of every studio route (issue 43), in whichever
 * feature the route lives. The contributors feature owns the sessions and decorates the
 * instance with `contributorTokens`; an admin's or a reader's token is refused with a 403 that
 * says why, anything else with a 401.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors/httpError.ts';
import { bearerToken } from './readerGuard.ts';

export const STUDIO_NOT_SIGNED_IN = 'Please sign in to the studio.';
export const ADMIN_TOKEN_IN_STUDIO =
  'Admin accounts cannot act as a writer or consultant. Please sign in to the studio with a writer or consultant account.';
export const READER_TOKEN_IN_STUDIO =
  'Reader accounts cannot use the studio. Please sign in with your writer or consultant account.';

/** A writer or consultant signed in to the studio. */
export interface SignedInContributor {
  memberId: number;
  role: 'writer' | 'consultant';
  email: string;
  displayName: string;
  genre: string;
}

/** What the guard needs of the contributors' sessions (src/contributors/contributorSessions.ts). */
export interface ContributorTokenCheck {
  contributorForToken(token: string): Promise<SignedInContributor | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    contributorTokens: ContributorTokenCheck;
  }
  interface FastifyRequest {
    contributor?: SignedInContributor;
  }
}

/** Sets `request.contributor`, or refuses: 403 for an admin's or reader's token, 401 otherwise. */
export function contributorGuard(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const contributor = token ? await app.contributorTokens.contributorForToken(token) : undefined;
    if (contributor) {
      request.contributor = contributor;
      return;
    }
    reply.header('www-authenticate', 'Bearer');
    if (token && (await app.tokenOwners.adminForToken(token)))
      throw new HttpError(403, ADMIN_TOKEN_IN_STUDIO);
    if (token && (await app.tokenOwners.isReaderToken(token)))
      throw new HttpError(403, READER_TOKEN_IN_STUDIO);
    throw new HttpError(401, STUDIO_NOT_SIGNED_IN);
  };
}

/** The signed-in contributor of a guarded request (the guard ran before the handler). */
export function signedInContributor(request: FastifyRequest): SignedInContributor {
  if (!request.contributor) throw new HttpError(401, STUDIO_NOT_SIGNED_IN);
  return request.contributor;
}
