/**
 * The console's session routes, registered behind requireAdmin (adminRoutes.ts):
 * GET /admin/sessions, DELETE /admin/sessions/:id, DELETE /admin/sessions/others (every one
 * but the asking session), DELETE /admin/sessions (everywhere, this one too), and
 * POST /admin/users/:id/sessions/end (every session of a reader).
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../core/errors/httpError.ts';
import { bearerToken } from '../../core/guards/readerGuard.ts';
import { hashSessionToken } from '../../core/security/secrets.ts';
import { SESSION_ALREADY_ENDED } from '../../readers/index.ts';
import { CLEAR_SITE_DATA } from '../../core/sessions/sessionPolicy.ts';
import { PERSON_NOT_FOUND } from '../adminWords.ts';
import { requireRecentAuthentication } from '../../secondFactor/index.ts';
import {
  NoBody,
  OtherSessionsEndedAnswerSchema,
  SessionsAnswerSchema,
} from '@thrive/reader-contract/schemas';
import { answers } from '../../core/http/responseSchemas.ts';

const sessionParams = z.object({ id: z.string().uuid() });
const readerParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const adminSessionRoutes: FastifyPluginAsync = async (app) => {
  const adminSessions = app.admin.sessions;
  const signedIn = (request: { admin?: { id: string; email: string } }) => request.admin!;

  app.get(
    '/admin/sessions',
    { schema: { response: answers({ 200: SessionsAnswerSchema }) } },
    async (request, reply) => {
      const current = hashSessionToken(bearerToken(request)!);
      return reply.header('cache-control', 'no-store').send({
        sessions: await adminSessions.list(signedIn(request).id, current),
      });
    },
  );

  // Before '/admin/sessions/:id' in meaning too: Fastify matches this static path first.
  // Ending another session needs a recent proof (src/secondFactor/stepUp.ts); this one never.
  app.delete(
    '/admin/sessions/others',
    { schema: { response: answers({ 200: OtherSessionsEndedAnswerSchema }) } },
    async (request) => {
      await requireRecentAuthentication(app.secondFactor.admin, request);
      const keepTokenHash = hashSessionToken(bearerToken(request)!);
      return { ended: await adminSessions.end(signedIn(request), { keepTokenHash }, request.ip) };
    },
  );

  app.delete(
    '/admin/sessions/:id',
    { schema: { response: answers({ 204: NoBody }) } },
    async (request, reply) => {
      const params = sessionParams.safeParse(request.params);
      const current = params.success && (await adminSessions.isCurrent(params.data.id, request));
      if (params.success && !current)
        await requireRecentAuthentication(app.secondFactor.admin, request);
      const ended = params.success
        ? await adminSessions.end(signedIn(request), { sessionId: params.data.id }, request.ip)
        : 0;
      if (ended === 0) throw new HttpError(404, SESSION_ALREADY_ENDED);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/admin/sessions',
    { schema: { response: answers({ 204: NoBody }) } },
    async (request, reply) => {
      await adminSessions.end(signedIn(request), {}, request.ip);
      return reply.status(204).header('clear-site-data', CLEAR_SITE_DATA).send();
    },
  );

  app.post(
    '/admin/users/:id/sessions/end',
    { schema: { response: answers({ 200: OtherSessionsEndedAnswerSchema }) } },
    async (request, reply) => {
      const params = readerParams.safeParse(request.params);
      const ended = params.success
        ? await adminSessions.endReaderSessions(signedIn(request), params.data.id)
        : 'not-found';
      if (ended === 'not-found') throw new HttpError(404, PERSON_NOT_FOUND);
      return reply.send({ ended });
    },
  );
};
