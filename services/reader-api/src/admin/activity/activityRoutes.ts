/**
 * GET /admin/{writers|consultants|users}/{id}/activity: a profile's 'Recent activities'.
 * Registered inside the admin API's signed-in scope (adminRoutes.ts), so it needs an admin.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ListKind } from '@thrive/admin-contract';
import { HttpError } from '../../core/errors/httpError.ts';
import { ActivityFeedAnswerSchema } from '@thrive/admin-contract/schemas';
import { answers, IdParams } from '../../core/http/responseSchemas.ts';

const KINDS: ListKind[] = ['writers', 'consultants', 'users'];
const NOT_FOUND = 'User Not Found';

const personNumber = (raw: string): number => {
  const value = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || value < 1 || value > 2_147_483_647)
    throw new HttpError(404, NOT_FOUND);
  return value;
};

export const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of KINDS)
    app.get(
      `/admin/${kind}/:id/activity`,
      { schema: { params: IdParams, response: answers({ 200: ActivityFeedAnswerSchema }) } },
      async (request) => {
        const id = personNumber(request.params.id);
        const feed = await app.admin.activity(kind, id);
        if (!feed) throw new HttpError(404, NOT_FOUND);
        return feed;
      },
    );
};
