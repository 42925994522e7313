/** GET /studio/earnings: the signed-in writer's statement (consultants are not paid per read). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EarningsStatementSchema } from '@thrive/reader-contract/schemas';
import { contributorGuard } from '../core/guards/contributorGuard.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { answers } from '../core/http/responseSchemas.ts';
import { FOR_WRITERS_ONLY } from './earningWords.ts';

export const studioEarningRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', contributorGuard(app));
  app.get(
    '/studio/earnings',
    { schema: { response: answers({ 200: EarningsStatementSchema }) } },
    async (request, reply) => {
      const contributor = request.contributor!;
      if (contributor.role !== 'writer') throw new HttpError(403, FOR_WRITERS_ONLY);
      const statement = await app.earnings.service.statement(contributor.memberId);
      return reply.header('cache-control', 'private, no-store').send(statement);
    },
  );
};
