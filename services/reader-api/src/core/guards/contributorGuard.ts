/**
 * TEMPORARY (issue 43): a stand-in with the interface helper 1's studio foundation
 * (branch studio-access) provides, so the studio's questions, readers and earnings routes can be
 * built and tested before it lands. Replaced by that branch's file at merge.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors/httpError.ts';
import { bearerToken } from './readerGuard.ts';

export interface SignedInContributor {
  memberId: number;
  role: 'writer' | 'consultant';
  email: string;
  displayName: string;
  genre: string;
}

/** The stand-in's sessions, filled by testing/contributorTesting.ts. */
export const standInSessions = new Map<string, SignedInContributor>();

declare module 'fastify' {
  interface FastifyRequest {
    contributor?: SignedInContributor;
  }
}

export function contributorGuard(_app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const contributor = token ? standInSessions.get(token) : undefined;
    if (contributor) {
      request.contributor = contributor;
      return;
    }
    reply.header('www-authenticate', 'Bearer');
    throw new HttpError(401, 'Please sign in to the studio.');
  };
}
