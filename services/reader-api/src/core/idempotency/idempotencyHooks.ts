/**
 * The `Idempotency-Key` request header (IETF httpapi draft "The Idempotency-Key HTTP Header
 * Field") on routes marked `config: { idempotent: true }`: the public forms a device may send
 * again after a lost connection. The first request with a key runs; a repeat gets the first
 * answer (with `Idempotent-Replayed: true`) and stores and e-mails nothing; a repeat arriving
 * while the first still runs waits for its answer. A server error or 429 frees the key, as
 * nothing was done. Without the header a route behaves as before.
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors/httpError.ts';
import type { IdempotencyStore, StoredAnswer } from './idempotencyStore.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Accept an `Idempotency-Key` header (see src/core/idempotency/idempotencyHooks.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim?: { route: string; key: string };
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Letters, digits, '-' and '_' (a UUID fits); long enough to be unguessable. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export const INVALID_IDEMPOTENCY_KEY =
  'The Idempotency-Key header must be 16 to 128 letters, digits, dashes or underscores.';
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Please send a new key.';
export const IDEMPOTENCY_STILL_RUNNING =
  'The same request is still being handled. Please try again in a moment.';

/** How long a repeat waits for the first request's answer before it is told to retry. */
const WAIT_FOR_ANSWER_MS = 10_000;
const POLL_MS = 50;

/** Object keys sorted, so the same JSON body always gives the same fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function fingerprintOf(secret: string, request: FastifyRequest): string {
  return createHmac('sha256', secret)
    .update(`${request.method} ${request.url}\n${canonicalJson(request.body)}`)
    .digest('base64url');
}

function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new HttpError(400, INVALID_IDEMPOTENCY_KEY);
  }
  return header;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Adds the hooks to `app` (before its routes are registered, so they reach every route).
 * `secret` keys the request fingerprints: no request content is stored.
 */
export function installIdempotency(
  app: FastifyInstance,
  store: IdempotencyStore,
  secret: string,
): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = keyOf(request);
    if (key === undefined) return;
    const route = request.routeOptions.url ?? request.url;
    const fingerprint = fingerprintOf(secret, request);

    const replay = (answer: StoredAnswer) =>
      reply
        .status(answer.statusCode)
        .header('content-type', 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(answer.body);

    const deadline = Date.now() + WAIT_FOR_ANSWER_MS;
    for (;;) {
      const claim = await store.claim(route, key, fingerprint);
      if (claim.kind === 'claimed') {
        request.idempotencyClaim = { route, key };
        return;
      }
      if (claim.kind === 'answered') return replay(claim.answer);
      if (claim.kind === 'other-request') throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
      if (Date.now() >= deadline) {
        reply.header('retry-after', '1');
        throw new HttpError(409, IDEMPOTENCY_STILL_RUNNING);
      }
      await sleep(POLL_MS);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    const status = reply.statusCode;
    // Nothing was done (overloaded, throttled, failed): the key is free for the retry.
    if (status >= 500 || status === 429 || typeof payload !== 'string') {
      await store.release(claim.route, claim.key);
      return payload;
    }
    await store.answer(claim.route, claim.key, { statusCode: status, body: payload });
    return payload;
  });
}
