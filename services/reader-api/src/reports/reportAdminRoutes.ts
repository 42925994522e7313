/**
 * The reports' queue under /api/v1/admin (admin bearer token): list (paged, sorted, filtered on
 * the server; open, self-harm and newest first), read one with the item in context, and decide:
 * hide at once, remove, or dismiss (each audit-logged).
 */
import { z } from 'zod';
import { PAGE_SIZES } from '@thrive/admin-contract';
import { REPORT_STATUSES } from '@thrive/reader-contract/community';
import { adminGuard } from '../core/guards/adminGuard.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { pageField } from '../core/lists/listQuery.ts';
import type { ReportAction, ReportDecision, ReportListQuery } from './reportService.ts';
import { Type } from '@sinclair/typebox';
import { AdminReportSchema, ModerationPageSchema } from '@thrive/admin-contract/schemas';
import { answers, IdParams } from '../core/http/responseSchemas.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const NOT_THERE = 'That report is not there any more.';
const CHANGED = 'That report was decided meanwhile. Please reload the queue.';
const SORT_COLUMNS = ['reported', 'reason', 'status'] as const;

const listQuery = z.object({
  page: pageField,
  pageSize: z
    .string()
    .optional()
    .refine((v) => v === undefined || (PAGE_SIZES as readonly number[]).includes(Number(v)), {
      message: 'pageSize must be 10, 25, 50 or 100.',
    })
    .transform((v) => (v ? Number(v) : 10)),
  status: z
    .string()
    .optional()
    .refine((v) => !v || (REPORT_STATUSES as readonly string[]).includes(v), {
      message: 'status must be open, hidden, removed or dismissed.',
    })
    .transform((v) => (v ? (v as ReportListQuery['status']) : null)),
  sort: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw?.trim()) return [];
      const keys: ReportListQuery['sort'] = [];
      for (const part of raw.split(',')) {
        const [column = '', direction = 'asc'] = part.trim().split(':');
        const known = (SORT_COLUMNS as readonly string[]).includes(column);
        if (!known || (direction !== 'asc' && direction !== 'desc')) {
          ctx.addIssue({
            code: 'custom',
            message: `sort must be column:asc or column:desc, with columns ${SORT_COLUMNS.join(', ')}.`,
          });
          return z.NEVER;
        }
        keys.push({ column: column as (typeof SORT_COLUMNS)[number], direction });
      }
      return keys;
    }),
});

const idOf = (request: { params: { id: string } }): number => {
  const value = Number(request.params.id);
  if (!Number.isInteger(value) || value < 1 || value > 2_147_483_647)
    throw new HttpError(404, NOT_THERE);
  return value;
};

const unwrap = (decision: ReportDecision) => {
  if (decision.ok) return { report: decision.value };
  throw decision.reason === 'wrong-state'
    ? new HttpError(409, CHANGED)
    : new HttpError(404, NOT_THERE);
};

const reportAnswer = Type.Object({ report: AdminReportSchema });

export const reportAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = app.reports.service;
  app.addHook('onRequest', adminGuard(app));

  app.get(
    '/admin/reports',
    { schema: { response: answers({ 200: ModerationPageSchema(AdminReportSchema) }) } },
    async (request) => {
      const parsed = listQuery.safeParse(request.query ?? {});
      if (!parsed.success) {
        throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid list query.');
      }
      return service.adminList(parsed.data);
    },
  );
  app.get(
    '/admin/reports/:id',
    { schema: { params: IdParams, response: answers({ 200: reportAnswer }) } },
    async (request) => {
      const report = await service.get(idOf(request));
      if (!report) throw new HttpError(404, NOT_THERE);
      return { report };
    },
  );
  const actions: ReportAction[] = ['hide', 'remove', 'dismiss'];
  for (const action of actions) {
    app.post(
      `/admin/reports/:id/${action}`,
      { schema: { params: IdParams, response: answers({ 200: reportAnswer }) } },
      async (request) => unwrap(await service.decide(request.admin!, idOf(request), action)),
    );
  }
};
