/**
 * A reader's own sessions (the account page): GET /reader/sessions lists them,
 * DELETE /reader/sessions/:id signs one out, DELETE /reader/sessions/others signs out every other
 * device (both for another device only after a recent proof, src/secondFactor/stepUp.ts),
 * DELETE /reader/sessions signs out everywhere (this browser too). A session is named by its random id, never its token.
 */
import type { FastifyPluginAsync } from 'fastify';
import { READER_PATHS } from '@thrive/reader-contract';
import { z } from 'zod';
import { HttpError } from '../../core/errors/httpError.ts';
import { CLEAR_SITE_DATA } from '../../core/sessions/sessionPolicy.ts';
import { requireRecentAuthentication } from '../../secondFactor/index.ts';
import type { ReaderSessions } from './readerSessions.ts';
import { requireReader } from '../../core/guards/readerGuard.ts';
import {
  NoBody,
  OtherSessionsEndedAnswerSchema,
  SessionsAnswerSchema,
} from '@thrive/reader-contract/schemas';
import { answers } from '../../core/http/responseSchemas.ts';

export const SESSION_ALREADY_ENDED = 'That session has already ended.';

const sessionParams = z.object({ id: z.string().uuid() });

export const sessionRoutes =
  (sessions: ReaderSessions): FastifyPluginAsync =>
  async (app) => {
    app.get(
      READER_PATHS.sessions,
      { schema: { response: answers({ 200: SessionsAnswerSchema }) } },
      async (request, reply) => {
        const signedIn = await requireReader(sessions, request, reply);
        return reply.header('cache-control', 'no-store').send({
          sessions: await sessions.list(signedIn),
        });
      },
    );

    // Ending another device's session needs a recent proof (a stolen token must not lock the
    // owner out); signing this one out never does.
    app.delete(
      `${READER_PATHS.sessions}/others`,
      { schema: { response: answers({ 200: OtherSessionsEndedAnswerSchema }) } },
      async (request, reply) => {
        const signedIn = await requireReader(sessions, request, reply);
        await requireRecentAuthentication(app.secondFactor.reader, request);
        return reply.send({ ended: await sessions.endOthersAsked(signedIn, request.ip) });
      },
    );

    app.delete(
      `${READER_PATHS.sessions}/:id`,
      { schema: { response: answers({ 204: NoBody }) } },
      async (request, reply) => {
        const signedIn = await requireReader(sessions, request, reply);
        const params = sessionParams.safeParse(request.params);
        if (params.success && params.data.id !== signedIn.sessionId)
          await requireRecentAuthentication(app.secondFactor.reader, request);
        if (!params.success || !(await sessions.end(signedIn, params.data.id, request.ip)))
          throw new HttpError(404, SESSION_ALREADY_ENDED);
        if (params.data.id === signedIn.sessionId) reply.header('clear-site-data', CLEAR_SITE_DATA);
        return reply.status(204).send();
      },
    );

    app.delete(
      READER_PATHS.sessions,
      { schema: { response: answers({ 204: NoBody }) } },
      async (request, reply) => {
        const signedIn = await requireReader(sessions, request, reply);
        await sessions.endEverywhere(signedIn, request.ip);
        return reply.status(204).header('clear-site-data', CLEAR_SITE_DATA).send();
      },
    );
  };
