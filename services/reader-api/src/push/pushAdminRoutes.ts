/**
 * The console's view of an announcement's pushes (admin bearer token):
 * GET /admin/push/announcements/:id → how many were sent (queued for a phone that wants news),
 * delivered (a 2xx from the push service), failed, and are still pending.
 */
import type { FastifyPluginAsync } from 'fastify';
import { adminGuard } from '../core/guards/adminGuard.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { answers, IdParams } from '../core/http/responseSchemas.ts';
import { NOT_FOUND } from '../core/errors/clientErrors.ts';
import { PushDeliveryCountsSchema } from './pushSchemas.ts';

export const pushAdminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', adminGuard(app));
  app.get(
    '/admin/push/announcements/:id',
    {
      schema: { params: IdParams, response: answers({ 200: PushDeliveryCountsSchema }) },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!/^\d{1,9}$/.test(id)) throw new HttpError(404, NOT_FOUND);
      return reply
        .header('cache-control', 'no-store')
        .send(await app.push.service.announcementCounts(Number(id)));
    },
  );
};
