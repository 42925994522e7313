/**
 * POST /api/v1/test-clock {advanceHours} — only registered when TEST_CLOCK=1 (which the
 * configuration refuses in production): moves the API's clock forward, then runs the jobs
 * that may have fallen due, so end-to-end tests can see the 7-day account deletion happen.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { OffsetClock } from '../core/clock.ts';
import { HttpError } from '../core/errors/httpError.ts';
import { Type } from '@sinclair/typebox';
import { Nullable } from '@thrive/reader-contract/schemas';
import { answers } from '../core/http/responseSchemas.ts';

const body = z.object({
  advanceHours: z
    .number()
    .min(0)
    .max(24 * 365),
});

export function testClockRoutes(clock: OffsetClock): FastifyPluginAsync {
  return async (app) => {
    app.post(
      '/test-clock',
      {
        schema: {
          response: answers({
            200: Type.Object({
              now: Type.String(),
              offsetMs: Type.Number(),
              deletions: Nullable(Type.Number()),
            }),
          }),
        },
      },
      async (request) => {
        const parsed = body.safeParse(request.body);
        if (!parsed.success) throw new HttpError(400, 'Send {"advanceHours": <number>}.');
        clock.advance(parsed.data.advanceHours * 3_600_000);
        const deletions = await app.services.deletionJob.runNow();
        return { now: clock.now().toISOString(), offsetMs: clock.offset, deletions };
      },
    );
  };
}
