/**
 * The platform's summaries (release health, CSP violations) are for its operators: a bearer
 * token (`PLATFORM_OPERATOR_TOKEN`) opens them; without a configured token they stay closed.
 * Release health steers automatic rollbacks, so it is never public.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../core/errors/httpError.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function requireOperator(token: string | undefined) {
  const expected = token ? digest(token) : undefined;
  return async (request: FastifyRequest): Promise<void> => {
    const presented = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!expected || !presented || !timingSafeEqual(digest(presented), expected)) {
      throw new HttpError(
        401,
        'This summary is for platform operators: send Authorization: Bearer <PLATFORM_OPERATOR_TOKEN>.',
      );
    }
  };
}
