/**
 * The story page's qualified-read report (issue 43), for a signed-in reader:
 * POST /stories/:slug/reads/start → a signed start; POST /stories/:slug/reads {token} at least
 * QUALIFIED_READ_SECONDS later → counted once per reader, story and day.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { z } from 'zod';
import { QUALIFIED_READ_SECONDS } from '@thrive/reader-contract/studioReaders';
import { ReadReportedSchema, ReadStartSchema } from '@thrive/reader-contract/schemas';
import { bearerToken } from '../core/guards/readerGuard.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { answers } from '../core/http/responseSchemas.ts';
import { validBody } from '../core/validation/validation.ts';
import { FIELDS_NOT_OBJECT } from '../content/index.ts';
import { LOG_IN_TO_COUNT_READ, READ_START_INVALID, STORY_NOT_FOUND } from './earningWords.ts';

const SlugParams = Type.Object({ slug: Type.String({ maxLength: 200 }) });
const reportBody = z.object(
  { token: z.string({ error: READ_START_INVALID }).max(200, { error: READ_START_INVALID }) },
  { error: FIELDS_NOT_OBJECT },
);
/** A reader opens a few stories a minute; far more from one address is a script. */
const READS_PER_ADDRESS_PER_MINUTE = 60;

export const readRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { service } = app.earnings;
  const readerIdOf = async (request: FastifyRequest, reply: FastifyReply): Promise<string> => {
    const token = bearerToken(request);
    const signedIn = token ? await app.services.readers.sessions.signedIn(token) : undefined;
    if (!signedIn) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, LOG_IN_TO_COUNT_READ);
    }
    return signedIn.reader.id;
  };
  const storyIdOf = async (slug: string): Promise<number> => {
    const id = await app.content.stories.publicIdOf(slug);
    if (id === undefined) throw new HttpError(404, STORY_NOT_FOUND);
    return id;
  };
  const limited = { rateLimit: { max: READS_PER_ADDRESS_PER_MINUTE, timeWindow: 60_000 } };

  app.post(
    '/stories/:slug/reads/start',
    {
      schema: { params: SlugParams, response: answers({ 200: ReadStartSchema }) },
      config: limited,
    },
    async (request, reply) => {
      const readerId = await readerIdOf(request, reply);
      const token = service.start(readerId, await storyIdOf(request.params.slug));
      return reply
        .header('cache-control', 'no-store')
        .send({ token, seconds: QUALIFIED_READ_SECONDS });
    },
  );

  app.post(
    '/stories/:slug/reads',
    {
      schema: { params: SlugParams, response: answers({ 200: ReadReportedSchema }) },
      config: limited,
    },
    async (request, reply) => {
      const readerId = await readerIdOf(request, reply);
      const { token } = validBody(reportBody, request.body);
      const storyId = await storyIdOf(request.params.slug);
      const counted = await service.report(readerId, storyId, token);
      return reply.header('cache-control', 'no-store').send({ counted });
    },
  );
};
