/**
 * GET, PUT and DELETE /reader/safety-plan (signed in): the reader's own safety plan, sealed in
 * their browser (issue 45). The body is checked to be a sealed plan (base64 of the sizes the
 * format has, at least PBKDF2_MIN_ITERATIONS), never read; the answer is checked against its
 * schema before it leaves. Limited per address (a ceiling for scripts) and to one plan per
 * reader (the primary key).
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  IV_BASE64_LENGTH,
  PBKDF2_MAX_ITERATIONS,
  PBKDF2_MIN_ITERATIONS,
  SAFETY_PLAN_MAX_CIPHERTEXT,
  SAFETY_PLAN_PATH,
  SALT_BASE64_LENGTH,
} from '@thrive/reader-contract/safetyPlan';
import { HttpError } from '../core/errors/httpError.ts';
import { requireReader } from '../core/guards/readerGuard.ts';
import { validBody } from '../core/validation/validation.ts';
import { NO_SAFETY_PLAN, SAFETY_PLAN_TOO_LARGE, SEND_SEALED_PLAN } from './safetyPlanWords.ts';
import { SafetyPlanRemovedSchema, StoredSafetyPlanSchema } from '@thrive/reader-contract/schemas';
import { answers } from '../core/http/responseSchemas.ts';

/** Requests a minute from one address: a reader saves a few times; more is a script. */
export const SAFETY_PLAN_PER_ADDRESS_PER_MINUTE = 30;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const base64 = (length: number) =>
  z.string({ error: SEND_SEALED_PLAN }).length(length, { error: SEND_SEALED_PLAN }).regex(BASE64, {
    error: SEND_SEALED_PLAN,
  });

const sealedPlan = z.object(
  {
    version: z.literal(1, { error: SEND_SEALED_PLAN }),
    ciphertext: z
      .string({ error: SEND_SEALED_PLAN })
      // The GCM tag alone is 16 bytes: anything shorter is not a sealed plan.
      .min(24, { error: SEND_SEALED_PLAN })
      .max(SAFETY_PLAN_MAX_CIPHERTEXT, { error: SAFETY_PLAN_TOO_LARGE })
      .regex(BASE64, { error: SEND_SEALED_PLAN }),
    iv: base64(IV_BASE64_LENGTH),
    salt: base64(SALT_BASE64_LENGTH),
    iterations: z
      .number({ error: SEND_SEALED_PLAN })
      .int({ error: SEND_SEALED_PLAN })
      .min(PBKDF2_MIN_ITERATIONS, { error: SEND_SEALED_PLAN })
      .max(PBKDF2_MAX_ITERATIONS, { error: SEND_SEALED_PLAN }),
  },
  { error: SEND_SEALED_PLAN },
);

const storedPlan = sealedPlan.extend({ updatedAt: z.iso.datetime() });

const limits = {
  rateLimit: { max: SAFETY_PLAN_PER_ADDRESS_PER_MINUTE, timeWindow: 60_000 },
};

export const safetyPlanRoutes: FastifyPluginAsync = async (app) => {
  const sessions = app.services.readers.sessions;
  const service = () => app.safetyPlans.service;

  app.get(
    SAFETY_PLAN_PATH,
    { schema: { response: answers({ 200: StoredSafetyPlanSchema }) }, config: limits },
    async (request, reply) => {
      const { reader } = await requireReader(sessions, request, reply);
      const plan = await service().read(reader.id);
      if (!plan) throw new HttpError(404, NO_SAFETY_PLAN);
      return reply.header('cache-control', 'private, no-store').send(storedPlan.parse(plan));
    },
  );

  app.put(
    SAFETY_PLAN_PATH,
    {
      schema: { response: answers({ 200: StoredSafetyPlanSchema }) },
      config: { ...limits, idempotent: true },
      // The ciphertext's limit plus room for the other fields: a larger body is refused unread.
      bodyLimit: SAFETY_PLAN_MAX_CIPHERTEXT + 1024,
    },
    async (request, reply) => {
      const { reader } = await requireReader(sessions, request, reply);
      const body = validBody(sealedPlan, request.body);
      const plan = await service().keep(reader.id, body);
      return reply.header('cache-control', 'no-store').send(storedPlan.parse(plan));
    },
  );

  app.delete(
    SAFETY_PLAN_PATH,
    { schema: { response: answers({ 200: SafetyPlanRemovedSchema }) }, config: limits },
    async (request, reply) => {
      const { reader } = await requireReader(sessions, request, reply);
      const removed = await service().remove(reader.id);
      return reply.header('cache-control', 'no-store').send({ removed });
    },
  );
};
