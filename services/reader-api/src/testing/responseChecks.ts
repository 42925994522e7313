/**
 * Tests only: every answer is validated against its route's `schema.response`, and a field the
 * schema does not name fails the request (a 500, so the test asserting the answer fails). Object
 * schemas are closed here (`additionalProperties: false` unless a schema says otherwise, as the
 * error shape does); in production the serializer drops such a field silently.
 * Also lists the routes as they are registered, for src/core/http/responseSchemas.test.ts.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import responseValidation from '@fastify/response-validation';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The status codes (and '4xx', '5xx') its response schema declares. */
  statuses: string[];
}

/** A copy of `schema` with every object schema closed to fields it does not name. */
export function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = closed(value);
  if (copy.type === 'object' && copy.additionalProperties === undefined) {
    copy.additionalProperties = false;
  }
  return copy;
}

export async function installResponseChecks(
  app: FastifyInstance,
  routes: RegisteredRoute[],
): Promise<void> {
  app.addHook('onRoute', (route: RouteOptions) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, statuses: Object.keys(response ?? {}) });
    }
    if (response) {
      route.schema = {
        ...route.schema,
        response: Object.fromEntries(
          Object.entries(response).map(([status, schema]) => [status, closed(schema)]),
        ),
      };
    }
  });
  // The reason, where the test's author sees it (the answer itself is the generic 500).
  app.addHook('onError', async (request, _reply, error) => {
    if (error.code === 'FST_RESPONSE_VALIDATION_FAILED_VALIDATION') {
      console.error(`${request.method} ${request.url}: ${error.message}`);
    }
  });
  await app.register(responseValidation, {
    ajv: { removeAdditional: false, useDefaults: false, coerceTypes: false },
  });
}
