/**
 * POST /reports (signed in: a story, answer or comment, with a reason) and GET /reader/reports
 * (the reader's own, with what became of each). Limits: REPORTS_PER_HOUR per reader
 * (reportService.ts), REPORTS_PER_ADDRESS_PER_HOUR per address (a ceiling).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  COMMUNITY_PATHS,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_TARGETS,
  REPORTS_PER_ADDRESS_PER_HOUR,
} from '@thrive/reader-contract/community';
import type { Reader } from '../core/db/accountTables.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { atMostCharacters, charactersRefused, validBody } from '../core/validation/validation.ts';
import { bearerToken } from '../core/guards/readerGuard.ts';
import { FIELDS_NOT_OBJECT, SESSION_ENDED } from '../content/index.ts';
import {
  CHOOSE_REPORT_REASON,
  CHOOSE_REPORT_TARGET,
  LOG_IN_FOR_REPORTS,
  LOG_IN_TO_REPORT,
  REPORT_NOT_FOUND,
} from './reportWords.ts';
import { Type } from '@sinclair/typebox';
import { OwnReportSchema } from '@thrive/reader-contract/schemas';
import { answers } from '../core/http/responseSchemas.ts';

// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const reportBody = z.object(
  {
    target: z.enum(REPORT_TARGETS, { error: CHOOSE_REPORT_TARGET }),
    id: z.coerce
      .number({ error: REPORT_NOT_FOUND })
      .int({ error: REPORT_NOT_FOUND })
      .positive({ error: REPORT_NOT_FOUND })
      .max(2_147_483_647, { error: REPORT_NOT_FOUND }),
    reason: z.enum(REPORT_REASONS, { error: CHOOSE_REPORT_REASON }),
    details: z
      .string({ error: atMostCharacters('Details', REPORT_DETAILS_MAX) })
      .max(REPORT_DETAILS_MAX, { error: atMostCharacters('Details', REPORT_DETAILS_MAX) })
      .refine((v) => !CONTROL_EXCEPT_LINES.test(v), { error: charactersRefused('Details') })
      .optional(),
  },
  { error: FIELDS_NOT_OBJECT },
);

const reportAnswer = Type.Object({ report: OwnReportSchema });

export const reportRoutes: FastifyPluginAsync = async (app) => {
  const service = app.reports.service;
  const readerOf = async (request: FastifyRequest): Promise<Reader | undefined> => {
    const token = bearerToken(request);
    if (!token) return undefined;
    const reader = await app.services.readers.sessions.readerFor(token, app.reports.clock.now());
    if (!reader) throw new HttpError(401, SESSION_ENDED);
    return reader;
  };

  app.post(
    COMMUNITY_PATHS.reports,
    {
      schema: { response: answers({ 200: reportAnswer, 201: reportAnswer }) },
      config: {
        idempotent: true,
        rateLimit: { max: REPORTS_PER_ADDRESS_PER_HOUR, timeWindow: 3_600_000 },
      },
    },
    async (request, reply) => {
      const body = validBody(reportBody, request.body);
      const reader = await readerOf(request);
      if (!reader) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(401, LOG_IN_TO_REPORT);
      }
      const { report, created } = await service.report(reader, body);
      return reply
        .status(created ? 201 : 200)
        .header('cache-control', 'no-store')
        .send({ report });
    },
  );

  app.get(
    COMMUNITY_PATHS.ownReports,
    {
      schema: { response: answers({ 200: Type.Object({ reports: Type.Array(OwnReportSchema) }) }) },
    },
    async (request, reply) => {
      const reader = await readerOf(request);
      if (!reader) throw new HttpError(401, LOG_IN_FOR_REPORTS);
      return reply
        .header('cache-control', 'private, no-store')
        .send({ reports: await service.ownReports(reader) });
    },
  );
};
