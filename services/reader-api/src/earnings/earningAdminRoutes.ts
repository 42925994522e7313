/**
 * The console's side of earnings (issue 43), admin bearer token: GET/PATCH /admin/earnings/rate
 * (the rate per qualified read, in kobo; audit-logged), GET /admin/writers/:id/earnings (the
 * writer's statement, as the studio shows it) and GET /admin/writers/:id/earnings.csv.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { z } from 'zod';
import {
  EarningRateSchema,
  EarningsStatementSchema,
  FileBody,
} from '@thrive/reader-contract/schemas';
import { adminGuard } from '../core/guards/adminGuard.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { answers, IdParams } from '../core/http/responseSchemas.ts';
import { validBody } from '../core/validation/validation.ts';
import { FIELDS_NOT_OBJECT } from '../content/index.ts';
import { statementCsv } from './earningService.ts';
import { RATE_INVALID, WRITER_NOT_FOUND } from './earningWords.ts';

/** ₦100,000 a read is far past any real rate: a typo, refused. */
const MAX_KOBO_PER_READ = 10_000_000;
const rateBody = z.object(
  {
    kobo_per_read: z
      .number({ error: RATE_INVALID })
      .int({ error: RATE_INVALID })
      .min(0, { error: RATE_INVALID })
      .max(MAX_KOBO_PER_READ, { error: RATE_INVALID }),
  },
  { error: FIELDS_NOT_OBJECT },
);

export const earningAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { service } = app.earnings;
  app.addHook('onRequest', adminGuard(app));
  const writerIdOf = async (raw: string): Promise<number> => {
    const id = Number(raw);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647 || !(await service.isWriter(id)))
      throw new HttpError(404, WRITER_NOT_FOUND);
    return id;
  };

  app.get(
    '/admin/earnings/rate',
    { schema: { response: answers({ 200: EarningRateSchema }) } },
    async () => service.rate(),
  );
  app.patch(
    '/admin/earnings/rate',
    { schema: { response: answers({ 200: EarningRateSchema }) } },
    async (request) => {
      const { kobo_per_read } = validBody(rateBody, request.body);
      return service.setRate(request.admin!, kobo_per_read);
    },
  );
  app.get(
    '/admin/writers/:id/earnings',
    { schema: { params: IdParams, response: answers({ 200: EarningsStatementSchema }) } },
    async (request) => service.statement(await writerIdOf(request.params.id)),
  );
  app.get(
    '/admin/writers/:id/earnings.csv',
    { schema: { params: IdParams, response: answers({ 200: FileBody }) } },
    async (request, reply) => {
      const id = await writerIdOf(request.params.id);
      const csv = statementCsv(await service.statement(id));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="writer-${id}-earnings.csv"; filename*=UTF-8''writer-${id}-earnings.csv`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  );
};
